import type { Knex } from 'knex';
import type { AppDeps } from '../deps.js';
import { dialectOf } from '../db/knex.js';
import { brandRefs } from '../db/project-brands.js';
import { countBrands, insertBrand } from '../features/brands/repo.js';
import { mediaUrl, newMediaKey } from '../media/keys.js';
import { processImage } from '../media/process.js';
import { insertMedia, type NewMedia } from '../media/repo.js';
import { countProjects, insertProject } from '../features/projects/repo.js';
import { DEMO_BRANDS, DEMO_PROJECTS } from './demo-data.js';
import { demoBrandEnglish, demoProjectEnglish } from './demo-english.js';
import { sceneJpeg, wordmarkPng, wordmarkSvg } from './images.js';
import { publicContentChanged } from '../cache/index.js';

/** Demo photos are smaller than real uploads (at most 1600 px) so a first start stays quick. */
const PHOTO = { width: 1440, height: 960 } as const;
const HERO = { width: 1600, height: 900 } as const;
const CONCURRENCY = 2;

type Media = NewMedia & { url: string };

function asMedia(image: { data: Buffer; width: number | null; height: number | null }, mime: string): Media {
  const key = newMediaKey(image.data);
  return { key, url: mediaUrl(key), mime, width: image.width, height: image.height, data: image.data };
}

/** Runs `jobs` with at most CONCURRENCY at a time (sharp is CPU-bound; the machine is small). */
async function runLimited<T>(jobs: (() => Promise<T>)[]): Promise<T[]> {
  const results: T[] = new Array(jobs.length);
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const index = next++;
      results[index] = await (jobs[index] as () => Promise<T>)();
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, jobs.length) }, worker));
  return results;
}

async function isEmpty(db: Knex | Knex.Transaction): Promise<boolean> {
  return (await countProjects(db)) === 0 && (await countBrands(db)) === 0;
}

/** Every image of the demo, drawn locally (no network): logos, galleries, heroes. */
async function renderDemoImages() {
  const logos = await runLimited(
    DEMO_BRANDS.map((brand) => async () => {
      if (brand.logo === 'svg') {
        // Through the same sanitiser as an uploaded SVG logo.
        const svg = await processImage(Buffer.from(wordmarkSvg(brand.name, brand.division, brand.category)));
        return asMedia(svg, svg.mime);
      }
      return asMedia(await wordmarkPng(brand.name, brand.division, brand.category), 'image/png');
    }),
  );
  const galleries = await Promise.all(
    DEMO_PROJECTS.map(async (project, projectIndex) => {
      const jobs = project.images.map(
        (image, imageIndex) => async () =>
          asMedia(
            await sceneJpeg({
              seed: 1000 + projectIndex * 37 + imageIndex * 11,
              division: project.division,
              kind: image.kind,
              label: image.label,
              ...PHOTO,
            }),
            'image/jpeg',
          ),
      );
      if (project.hero) {
        const kind = project.hero;
        jobs.push(async () =>
          asMedia(await sceneJpeg({ seed: 5000 + projectIndex * 13, division: project.division, kind, ...HERO }), 'image/jpeg'),
        );
      }
      return jobs;
    }),
  );
  const flat = await runLimited(galleries.flat());
  const perProject: { images: Media[]; hero: Media | null }[] = [];
  let cursor = 0;
  for (const project of DEMO_PROJECTS) {
    const images = flat.slice(cursor, cursor + project.images.length);
    cursor += project.images.length;
    const hero = project.hero ? (flat[cursor++] ?? null) : null;
    perProject.push({ images, hero });
  }
  return { logos, perProject };
}

/**
 * Fills an empty database with demo brands and projects (with generated photos), so a fresh
 * `npm start` shows a full site. Returns false, touching nothing, when any project or brand
 * already exists: real content is never mixed with demo data.
 */
export async function seedDemoIfEmpty(deps: AppDeps): Promise<boolean> {
  if (!(await isEmpty(deps.db))) return false;
  const started = Date.now();
  const { logos, perProject } = await renderDemoImages();
  const drawn = Date.now();
  const now = deps.now().getTime();
  const seeded = await deps.db.transaction(async (trx) => {
    // CASE: several servers starting at once on one PostgreSQL: only the first seeds.
    if (dialectOf(deps.db) === 'pg') await trx.raw('LOCK TABLE brands, projects IN SHARE ROW EXCLUSIVE MODE');
    if (!(await isEmpty(trx))) return false;

    const brandIds = new Map<string, number>();
    for (const [index, brand] of DEMO_BRANDS.entries()) {
      const logo = logos[index] as Media;
      const createdAt = new Date(now - (DEMO_BRANDS.length - index) * 60_000);
      const id = await insertBrand(
        trx,
        {
          name: brand.name,
          description: brand.description,
          category: brand.category,
          division: brand.division,
          logoUrl: logo.url,
          websiteUrl: brand.websiteUrl,
          isActive: true,
          en: demoBrandEnglish(brand.name),
        },
        createdAt,
      );
      await insertMedia(trx, [logo], { type: 'brand', id });
      brandIds.set(brand.name, id);
    }

    for (const [index, project] of DEMO_PROJECTS.entries()) {
      const { images, hero } = perProject[index] as { images: Media[]; hero: Media | null };
      const ids = project.brands.map((name) => brandIds.get(name)).filter((id): id is number => id !== undefined);
      const id = await insertProject(
        trx,
        {
          name: project.name,
          year: project.year,
          location: project.location,
          division: project.division,
          projectType: project.projectType,
          scope: project.scope,
          description: project.description,
          heroTitle: project.heroTitle,
          heroSubtitle: project.heroSubtitle,
          heroImageUrl: hero?.url ?? null,
          imageUrls: images.map((image) => image.url),
          imageAlts: images.map(() => ''),
          status: 'published',
          featured: false,
          brands: await brandRefs(trx, ids),
          keyFeatures: project.keyFeatures,
          developmentProcess: project.developmentProcess,
          en: demoProjectEnglish(project.name),
        },
        new Date(now - project.daysAgo * 86_400_000),
      );
      await insertMedia(trx, hero ? [...images, hero] : images, { type: 'project', id });
    }
    await publicContentChanged(trx);
    return true;
  });
  if (seeded) deps.log.info(`Demo: images drawn in ${drawn - started} ms, saved in ${Date.now() - drawn} ms.`);
  return seeded;
}
