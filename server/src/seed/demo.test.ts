import { DIVISIONS, isKnownProjectType } from '@casa/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bodyOf, type Json, startTestApp, type TestApp } from '../test-support/harness.js';
import { countMedia } from '../media/repo.js';
import { seedDemoIfEmpty } from './demo.js';

let app: TestApp;

async function counts() {
  const [projects] = await app.db('projects').count<{ count: number | string }[]>({ count: '*' });
  const [brands] = await app.db('brands').count<{ count: number | string }[]>({ count: '*' });
  return { projects: Number(projects?.count), brands: Number(brands?.count), media: await countMedia(app.db) };
}

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

describe('seedDemoIfEmpty', () => {
  it('fills an empty database with brands and projects of both divisions, with working images', async () => {
    const started = Date.now();
    const info = app.deps.log.info;
    app.deps.log.info = (message) => console.info(message);
    try {
      expect(await seedDemoIfEmpty(app.deps)).toBe(true);
    } finally {
      app.deps.log.info = info;
    }
    console.info(`demo seed took ${Date.now() - started} ms`);

    for (const division of DIVISIONS) {
      const brands = await bodyOf(await app.request(`/api/brands?division=${division}`));
      expect(brands.length, division).toBeGreaterThanOrEqual(3);
      for (const brand of brands) {
        expect(brand.description.length).toBeGreaterThan(20);
        // The English site reads whole from the first start (docs/decisions/0026-english-site.md).
        expect(brand.en.description.length, brand.name).toBeGreaterThan(20);
        const logo = await app.request(brand.logoUrl);
        expect(logo.status, brand.logoUrl).toBe(200);
        expect(logo.headers.get('content-type')).toMatch(division === 'hospitality' ? /^image\/svg\+xml/ : /^image\/png/);
      }

      const projects = await bodyOf(await app.request(`/api/projects?division=${division}`));
      expect(projects.length, division).toBeGreaterThanOrEqual(3);
      const dates = projects.map((project: Json) => Date.parse(project.createdAt));
      expect(dates).toEqual([...dates].sort((a, b) => b - a));
      for (const project of projects) {
        expect(project.division).toBe(division);
        expect(isKnownProjectType(division, project.projectType), project.projectType).toBe(true);
        expect(project.imageUrls.length).toBeGreaterThanOrEqual(3);
        expect(project.imageUrls.length).toBeLessThanOrEqual(6);
        expect(project.description.length).toBeGreaterThan(100);
        expect(project.en.name, project.name).not.toBe('');
        expect(project.en.description.length, project.name).toBeGreaterThan(100);
        expect(project.en.keyFeatures).toHaveLength(project.keyFeatures.length);
        expect(project.developmentProcess.length).toBeGreaterThanOrEqual(3);
        expect(project.keyFeatures.length).toBeGreaterThanOrEqual(3);
        expect(project.brands.length).toBeGreaterThanOrEqual(2);
        for (const brand of project.brands) expect(brand.logoUrl).toMatch(/^\/media\//);
        expect(project.year).toBeLessThanOrEqual(new Date().getFullYear());
      }
      // Every photo of the division's first project is a real, servable JPEG of at most 1600 px.
      for (const url of [...projects[0].imageUrls, projects[0].heroImageUrl].filter(Boolean)) {
        const response = await app.request(url);
        expect(response.status, url).toBe(200);
        expect(response.headers.get('content-type')).toBe('image/jpeg');
      }
      const row = await app
        .db('media')
        .where({ id: projects[0].imageUrls[0].slice('/media/'.length) })
        .first();
      expect(Math.max(Number(row.width), Number(row.height))).toBeLessThanOrEqual(1600);
      const variant = await app.request(`${projects[0].imageUrls[0]}?w=640`, { headers: { accept: 'image/webp' } });
      expect(variant.headers.get('content-type')).toBe('image/webp');
    }
    expect(app.errors).toEqual([]);
  });

  it('is idempotent: a second run touches nothing', async () => {
    const before = await counts();
    expect(before.projects).toBeGreaterThan(0);
    expect(await seedDemoIfEmpty(app.deps)).toBe(false);
    expect(await counts()).toEqual(before);
  });

  it('never seeds a database that has any project or brand', async () => {
    await app.db('projects').delete();
    await app.db('media').delete();
    const [brand] = await bodyOf(await app.request('/api/brands'));
    await app.db('brands').whereNot('id', brand.id).delete();
    expect(await seedDemoIfEmpty(app.deps)).toBe(false);
    expect(await counts()).toEqual({ projects: 0, brands: 1, media: 0 });

    await app.db('brands').delete();
    await app
      .db('projects')
      .insert({ name: 'Real', year: 2024, location: 'L', division: 'corporativo', project_type: 'Showroom', scope: 'S' });
    expect(await seedDemoIfEmpty(app.deps)).toBe(false);
    expect(await counts()).toEqual({ projects: 1, brands: 0, media: 0 });
  });
});
