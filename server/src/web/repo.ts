import type { Knex } from 'knex';
import { normalizeProject, type Project } from '@casa/core';

/** A project's public fields, for its page's <head> (name, description, cover). */
export async function findProjectSummary(db: Knex, id: number): Promise<Project | null> {
  const row = await db('projects')
    .where({ id })
    .first<Record<string, unknown> | undefined>(
      'id',
      'name',
      'description',
      'division',
      'scope',
      'location',
      'image_urls as imageUrls',
      'image_data_array as imageDataArray',
    );
  return row ? normalizeProject(row, { log: () => undefined }) : null;
}

export async function listProjectPaths(db: Knex): Promise<Array<{ id: number; division: string; updatedAt: unknown }>> {
  return db('projects').orderBy('id').select('id', 'division', 'updated_at as updatedAt');
}
