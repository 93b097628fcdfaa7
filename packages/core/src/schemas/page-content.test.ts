import { describe, expect, it } from 'vitest';
import { DEFAULT_PAGE_CONTENT, DIVISION_CONTENT, HISTORY, pageContentFrom } from '../content/index.js';
import { MESSAGES } from '../messages.js';
import { PAGE_CONTENT_LIMITS, type PageContent, pageContentSchema } from './page-content.js';

const copy = (): PageContent => structuredClone(DEFAULT_PAGE_CONTENT);

function errorsOf(value: unknown): Record<string, string> {
  const result = pageContentSchema.safeParse(value);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('page texts (Páginas)', () => {
  it('defaults are today’s texts, and pass the schema unchanged', () => {
    expect(pageContentSchema.parse(DEFAULT_PAGE_CONTENT)).toEqual(DEFAULT_PAGE_CONTENT);
    const corporativo = DEFAULT_PAGE_CONTENT.divisions.corporativo;
    expect(corporativo.home.title).toBe(DIVISION_CONTENT.corporativo.title);
    expect(corporativo.services.items.map((item) => item.title)).toEqual(DIVISION_CONTENT.corporativo.services.map((s) => s.title));
    expect(corporativo.services.process[0]?.details.split('\n')).toEqual(DIVISION_CONTENT.corporativo.process[0]?.details);
    expect(DEFAULT_PAGE_CONTENT.divisions.hospitality.home.badge).toBe('PROYECTO DESTACADO');
    expect(corporativo.home.badge).toBe('');
    expect(DEFAULT_PAGE_CONTENT.history.paragraphs.split('\n\n')).toEqual(HISTORY.paragraphs);
  });

  it('answers Spanish messages at each field: empty, too long, wrong icon, six services and steps, image keys', () => {
    const value = copy();
    const corporativo = value.divisions.corporativo;
    corporativo.services.items[0]!.title = '   ';
    corporativo.services.items[1]!.description = 'x'.repeat(PAGE_CONTENT_LIMITS.text + 1);
    (corporativo.services.items[2] as { icon: string }).icon = 'rocket';
    corporativo.services.process.pop();
    corporativo.home.heroImage = '../../etc/passwd';
    value.divisions.hospitality.about.heroImage = '0123456789abcdef-01234567';
    expect(errorsOf(value)).toEqual({
      'divisions.corporativo.services.items.0.title': MESSAGES.required,
      'divisions.corporativo.services.items.1.description': MESSAGES.tooLong(PAGE_CONTENT_LIMITS.text),
      'divisions.corporativo.services.items.2.icon': MESSAGES.pageContentIconInvalid,
      'divisions.corporativo.services.process': MESSAGES.pageContentItems(6),
      'divisions.corporativo.home.heroImage': MESSAGES.pageContentImageInvalid,
    });
  });

  it('stores paragraphs as plain text with line breaks: markup is kept as the letters typed, never read as HTML', () => {
    const value = copy();
    value.history.paragraphs = 'Uno <b>dos</b>\n\nTres';
    expect(pageContentSchema.parse(value).history.paragraphs).toBe('Uno <b>dos</b>\n\nTres');
  });

  it('reads a stored value missing newer fields with the defaults in their place, and a broken one as the defaults', () => {
    const stored = copy() as unknown as { divisions: { corporativo: Record<string, unknown> }; allProjectsSubtitle?: string };
    delete stored.allProjectsSubtitle;
    delete stored.divisions.corporativo.landing;
    (stored.divisions.corporativo.services as { items: { title: string }[] }).items[0]!.title = 'Diseño de oficinas';
    const read = pageContentFrom(stored);
    expect(read.allProjectsSubtitle).toBe(DEFAULT_PAGE_CONTENT.allProjectsSubtitle);
    expect(read.divisions.corporativo.landing).toEqual(DEFAULT_PAGE_CONTENT.divisions.corporativo.landing);
    expect(read.divisions.corporativo.services.items[0]?.title).toBe('Diseño de oficinas');
    expect(pageContentSchema.safeParse(read).success).toBe(true);
    expect(pageContentFrom('not an object')).toEqual(DEFAULT_PAGE_CONTENT);
    expect(pageContentFrom({ history: { title: 5 } }).history.title).toBe(DEFAULT_PAGE_CONTENT.history.title);
  });
});

describe('legal pages', () => {
  it('default to today’s texts, with the words in braces the pages fill in', () => {
    const { privacy, terms } = DEFAULT_PAGE_CONTENT.legal;
    expect(privacy.title).toBe('Política de Privacidad y Cookies');
    expect(privacy.updated).toBe('02/08/2021');
    expect(privacy.sections.map((section) => section.title)).toContain('¿Qué son las cookies?');
    expect(terms.sections).toHaveLength(7);
    expect(terms.intro).toContain('{correo}');
  });

  it('hold one to twenty sections; a stored page keeps the number of sections it was saved with', () => {
    const none = copy();
    none.legal.terms.sections = [];
    const many = copy();
    many.legal.terms.sections = Array.from({ length: 21 }, (_, index) => ({ title: `Sección ${index + 1}`, body: 'Texto' }));
    const message = MESSAGES.pageContentLegalSections(PAGE_CONTENT_LIMITS.legalSections);
    expect(errorsOf(none)).toEqual({ 'legal.terms.sections': message });
    expect(errorsOf(many)).toEqual({ 'legal.terms.sections': message });

    const two = copy();
    two.legal.privacy.sections = [
      { title: 'Una', body: 'Uno' },
      { title: 'Dos', body: 'Dos' },
    ];
    expect(pageContentFrom(two).legal.privacy.sections).toEqual(two.legal.privacy.sections);
  });
});
