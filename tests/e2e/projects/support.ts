import { withDatabase } from '../support/database';

export const PROJECTS_TAG = 'E2E projects';

/** Projects this suite inserts, by number of gallery images (0 → the fallback gallery and 'Sin imágenes'). */
export const LAYOUT_COUNTS = [0, 1, 2, 3, 6] as const;
export type LayoutCount = (typeof LAYOUT_COUNTS)[number];

export interface SeededProjects {
  byCount: Record<LayoutCount, number>;
  /** A corporativo project with every detail field, 6 images, and a brand id that does not exist (stored as 'Perdida'). */
  full: number;
  missingBrandId: number;
}

const gallery = (count: number) => Array.from({ length: count }, (_, index) => `/images/fallback/gallery-${(index % 8) + 1}.jpg`);

/**
 * Inserts (once per server) one corporativo project per image count straight into SQLite: the
 * admin form cannot create a project without images, and the list layouts need exact counts.
 */
export function seedProjects(): SeededProjects {
  return withDatabase((db) => {
    const find = db.prepare('SELECT id FROM projects WHERE name = ?');
    const insert = db.prepare(
      `INSERT INTO projects (name, year, location, division, project_type, scope, description, hero_title, hero_subtitle,
        brands, key_features, development_process, image_urls)
       VALUES (@name, @year, @location, @division, @projectType, @scope, @description, @heroTitle, @heroSubtitle,
        @brands, @keyFeatures, @developmentProcess, @imageUrls)`,
    );
    const brand = db.prepare("SELECT id, name FROM brands WHERE division = 'corporativo' AND is_active = 1 ORDER BY id LIMIT 1").get() as
      { id: number; name: string } | undefined;
    const missingBrandId = 987654;
    const upsert = (name: string, fields: Record<string, unknown>): number => {
      const existing = find.get(name) as { id: number } | undefined;
      if (existing) return Number(existing.id);
      return Number(
        insert.run({
          name,
          year: 2024,
          location: 'Santo Domingo',
          division: 'corporativo',
          projectType: 'Oficina Ejecutiva',
          scope: 'Mobiliario de oficina completo',
          description: null,
          heroTitle: null,
          heroSubtitle: null,
          brands: '[]',
          keyFeatures: '[]',
          developmentProcess: '[]',
          imageUrls: '[]',
          ...fields,
        }).lastInsertRowid,
      );
    };
    return db
      .transaction(() => {
        const byCount = {} as Record<LayoutCount, number>;
        for (const count of LAYOUT_COUNTS) {
          byCount[count] = upsert(`${PROJECTS_TAG} ${count} imágenes`, { imageUrls: JSON.stringify(gallery(count)) });
        }
        const full = upsert(`${PROJECTS_TAG} completo`, {
          year: 2023,
          location: 'Piantini, Santo Domingo',
          projectType: 'Sala de Juntas',
          scope: 'Sala de juntas y oficinas ejecutivas',
          description: 'Diseño y equipamiento de la sede corporativa con mobiliario ergonómico.',
          heroTitle: 'Sede corporativa en Piantini',
          heroSubtitle: 'Cuatro pisos de oficinas amuebladas en doce semanas',
          brands: JSON.stringify([
            ...(brand ? [{ id: brand.id, name: brand.name, logoUrl: null }] : []),
            { id: missingBrandId, name: 'Perdida', logoUrl: null },
          ]),
          keyFeatures: JSON.stringify(['Sillas ergonómicas', 'Paneles acústicos']),
          developmentProcess: JSON.stringify([
            { title: 'Levantamiento', description: 'Medición de los espacios.' },
            { title: 'Propuesta', description: 'Selección de mobiliario.' },
            { title: 'Instalación', description: 'Montaje en sitio.' },
          ]),
          imageUrls: JSON.stringify(gallery(6)),
        });
        return { byCount, full, missingBrandId };
        // IMMEDIATE: the phone and desktop workers may seed at the same moment.
      })
      .immediate();
  });
}
