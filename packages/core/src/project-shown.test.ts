import { describe, expect, it } from 'vitest';
import { normalizeProject } from './project.js';
import { projectImageAlt, projectKeyFeature, projectStage, projectText } from './project-shown.js';

const project = normalizeProject({
  id: 1,
  name: 'Hotel Sol',
  location: 'Punta Cana',
  scope: 'Lobby',
  keyFeatures: ['Sofás', 'Lámparas'],
  developmentProcess: [{ title: 'Propuesta', description: 'Selección de mobiliario.' }],
  imageUrls: ['/media/a', '/media/b', '/media/c'],
  imageAlts: ['Lobby', 'Terraza', ''],
  en: {
    name: 'Sun Hotel',
    scope: '  ',
    keyFeatures: ['Sofas'],
    developmentProcess: [{ title: 'Proposal', description: '' }],
    imageAlts: ['Lobby'],
  },
});

describe('a project as each language shows it (docs/decisions/0026-english-site.md)', () => {
  it('gives an English page the English text where written, else the Spanish one marked es', () => {
    expect(projectText(project, 'name', 'en')).toEqual({ text: 'Sun Hotel', lang: undefined });
    expect(projectText(project, 'scope', 'en')).toEqual({ text: 'Lobby', lang: 'es' });
    expect(projectText(project, 'name', 'es')).toEqual({ text: 'Hotel Sol', lang: undefined });
  });

  it('follows the Spanish lists by position', () => {
    expect(projectKeyFeature(project, 0, 'en')).toEqual({ text: 'Sofas', lang: undefined });
    expect(projectKeyFeature(project, 1, 'en')).toEqual({ text: 'Lámparas', lang: 'es' });
    expect(projectStage(project, 0, 'en')).toEqual({
      title: { text: 'Proposal', lang: undefined },
      description: { text: 'Selección de mobiliario.', lang: 'es' },
    });
  });

  it('names an image by its English alt, else the English name, else in Spanish', () => {
    expect(projectImageAlt(project, 0, 'en')).toEqual({ text: 'Lobby', lang: undefined });
    expect(projectImageAlt(project, 1, 'en')).toEqual({ text: 'Sun Hotel', lang: undefined });
    const untranslated = { ...project, en: { ...project.en, name: '' } };
    expect(projectImageAlt(untranslated, 1, 'en')).toEqual({ text: 'Terraza', lang: 'es' });
    expect(projectImageAlt(project, 2, 'es')).toEqual({ text: 'Hotel Sol', lang: undefined });
  });
});
