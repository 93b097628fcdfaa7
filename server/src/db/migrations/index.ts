import type { Knex } from 'knex';
import * as m0 from './202611221400-create-admin-users.js';
import * as m1 from './202611221401-create-admin-sessions.js';
import * as m2 from './202611221402-create-login-attempts.js';
import * as m3 from './202611221403-create-brands.js';
import * as m4 from './202611221404-create-projects.js';
import * as m5 from './202611221405-create-contacts.js';
import * as m6 from './202611221406-create-appointments.js';
import * as m7 from './202611221407-create-newsletter.js';
import * as m8 from './202611221408-create-media.js';
import * as m17 from './202611241700-add-admin-users-disabled-at.js';

/** Migrations listed explicitly, so they run the same from src (vitest, tsx) and dist (node). */
const migrations: Record<string, Knex.Migration> = {
  '202611221400-create-admin-users': m0,
  '202611221401-create-admin-sessions': m1,
  '202611221402-create-login-attempts': m2,
  '202611221403-create-brands': m3,
  '202611221404-create-projects': m4,
  '202611221405-create-contacts': m5,
  '202611221406-create-appointments': m6,
  '202611221407-create-newsletter': m7,
  '202611221408-create-media': m8,
  '202611241700-add-admin-users-disabled-at': m17,
};

export const migrationSource: Knex.MigrationSource<string> = {
  getMigrations: async () => Object.keys(migrations),
  getMigrationName: (name) => name,
  getMigration: async (name) => {
    const migration = migrations[name];
    if (!migration) throw new Error(`Unknown migration ${name}`);
    return migration;
  },
};
