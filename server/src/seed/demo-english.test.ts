import { brandEnglishSchema, projectEnglishSchema } from '@casa/core';
import { describe, expect, it } from 'vitest';
import { DEMO_BRANDS, DEMO_PROJECTS } from './demo-data.js';
import { demoBrandEnglish, demoProjectEnglish, SAME_IN_BOTH_LANGUAGES } from './demo-english.js';

type Path = (string | number)[];

/** Every text of `value` with its path. */
function texts(value: unknown, path: Path = []): [string, string][] {
  if (typeof value === 'string') return [[path.join('.'), value]];
  if (Array.isArray(value)) return value.flatMap((item, index) => texts(item, [...path, index]));
  if (value !== null && typeof value === 'object') return Object.entries(value).flatMap(([key, item]) => texts(item, [...path, key]));
  return [];
}

describe('the demo catalogue in English', () => {
  it('describes every demo brand in English', () => {
    for (const brand of DEMO_BRANDS) {
      const en = demoBrandEnglish(brand.name);
      expect(en, brand.name).toBeDefined();
      expect(brandEnglishSchema.parse(en)).toEqual(en);
      expect(en?.description.length, brand.name).toBeGreaterThan(20);
      expect(en?.description).not.toBe(brand.description);
    }
  });

  it('writes every text of every demo project in English, item by item, leaving empty only what is empty in Spanish', () => {
    for (const project of DEMO_PROJECTS) {
      const en = demoProjectEnglish(project.name);
      expect(en, project.name).toBeDefined();
      if (en === undefined) continue;
      expect(projectEnglishSchema.parse(en)).toEqual(en);
      expect(en.keyFeatures).toHaveLength(project.keyFeatures.length);
      expect(en.developmentProcess).toHaveLength(project.developmentProcess.length);
      expect(en.imageAlts).toHaveLength(project.images.length);

      const { imageAlts: _alts, ...written } = en;
      const spanish = new Map(texts({ ...project, heroTitle: project.heroTitle ?? '', heroSubtitle: project.heroSubtitle ?? '' }));
      for (const [path, text] of texts(written)) {
        const es = spanish.get(path);
        expect(es, `${project.name}: ${path} has no Spanish twin`).toBeTypeOf('string');
        if (es === '') expect(text, `${project.name}: ${path}`).toBe('');
        else expect(text.trim(), `${project.name}: ${path} is empty`).not.toBe('');
        // A text equal to its Spanish one is a forgotten translation, unless it is a name.
        if (text !== '' && !SAME_IN_BOTH_LANGUAGES.has(text)) expect(text, `${project.name}: ${path}`).not.toBe(es);
      }
    }
  });

  it('has nothing for a brand or project the demo does not seed', () => {
    expect(demoBrandEnglish('Marca real')).toBeUndefined();
    expect(demoProjectEnglish('Proyecto real')).toBeUndefined();
  });
});
