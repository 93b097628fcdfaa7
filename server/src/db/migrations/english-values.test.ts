import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseBefore, type MigrationDb } from '../../test-support/migration-db.js';
import { dbTimestamp } from '../rows.js';
import { migrationSource } from './index.js';

const MIGRATION = '202611270100-english-values';

let opened: MigrationDb;
let db: Knex;

beforeAll(async () => {
  opened = await databaseBefore(MIGRATION);
  db = opened.db;
});
afterAll(() => opened.close());

const now = () => dbTimestamp(db, new Date('2026-11-20T14:00:00Z'));

describe('migration 202611270100: English values', () => {
  it('gives the rows written before no English texts and the Spanish language, and rolls back', async () => {
    await db('brands').insert({ name: 'Marca', description: 'Sillas.', logo_url: '/x.svg', category: 'c', division: 'corporativo' });
    await db('projects').insert({
      name: 'Hotel',
      year: 2024,
      location: 'Punta Cana',
      division: 'hospitality',
      project_type: 'Hotel',
      scope: 'FF&E',
      created_at: now(),
      updated_at: now(),
    });
    await db('newsletter').insert({ email: 'ana@example.com' });
    await db('leads').insert({
      kind: 'contact',
      division: 'corporativo',
      name: 'Ana',
      email: 'ana@example.com',
      message: 'Hola hola',
      created_at: now(),
    });

    await db.migrate.up({ migrationSource, name: MIGRATION });
    expect(await db('projects').pluck('en')).toEqual(['{}']);
    expect(await db('brands').pluck('en')).toEqual(['{}']);
    expect(await db('newsletter').pluck('language')).toEqual(['es']);
    expect(await db('leads').pluck('language')).toEqual(['es']);
    await db('newsletter').insert({ email: 'anne@example.com', language: 'en' });
    expect(await db('newsletter').where('language', 'en').pluck('email')).toEqual(['anne@example.com']);

    await db.migrate.down({ migrationSource, name: MIGRATION });
    expect(Object.keys(await db('projects').columnInfo())).not.toContain('en');
    expect(Object.keys(await db('brands').columnInfo())).not.toContain('en');
    expect(Object.keys(await db('newsletter').columnInfo())).not.toContain('language');
    // Nothing else is lost on the way down.
    expect(await db('newsletter').orderBy('email').pluck('email')).toEqual(['ana@example.com', 'anne@example.com']);

    await db.migrate.up({ migrationSource, name: MIGRATION });
    expect(await db('newsletter').pluck('language')).toEqual(['es', 'es']);
  });
});
