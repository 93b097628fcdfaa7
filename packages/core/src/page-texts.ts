// Kept free of zod and of the default texts: the public site's first script reads this module
// (docs/decisions/0020-taps-before-hydration.md).
import type { Division } from './divisions.js';
import type { RouteMatch } from './routes.js';
import type { PageContentEnglish, SettingsEnglish } from './schemas/english.js';
import type { PageContent } from './schemas/page-content.js';
import type { SiteSettings } from './schemas/site-settings.js';

/**
 * Each page is sent only the texts it shows (docs/decisions/0022-page-texts.md): the server keeps
 * the parts of the page texts (Páginas) that the route reads, and the settings (Configuración)
 * without what no page shows. The browser fills in the rest as "not written" (an empty English
 * text), and fetches the whole texts before it shows a page of another part.
 */

type DeepPartial<T> = T extends readonly unknown[] ? T : T extends object ? { [K in keyof T]?: DeepPartial<T[K]> } : T;

/** The page texts a page was sent: the parts its route reads, in the page's language only. */
export type PageContentPart = DeepPartial<PageContent>;

/** The settings a page was sent: everything but the visitors' e-mails, and the English texts only on English pages. */
export type SiteSettingsPart = Omit<SiteSettings, 'en' | 'visitorConfirmation'> & {
  visitorConfirmation?: SiteSettings['visitorConfirmation'];
  en?: Omit<SettingsEnglish, 'visitorConfirmation'> & { visitorConfirmation?: SettingsEnglish['visitorConfirmation'] };
};

/** The company name the content files are written with; a saved name replaces it where a text names the company. */
export const PLACEHOLDER_COMPANY_NAME = 'Casa Mobilia';

/** The part of the page texts a route shows; 'none' for pages that show no page text (a project, the 404). */
function partOf(match: RouteMatch): string {
  const { page, division } = match;
  switch (page) {
    case 'landing':
      return 'landing';
    case 'privacy':
    case 'terms':
      return page;
    case 'division-home':
    case 'about':
    case 'services':
    case 'contact':
    case 'projects':
    case 'project':
      // Every page of a division gets the division's texts: moving between them needs no request.
      if (division) return `division:${division}`;
      return page === 'projects' ? 'all-projects' : 'none';
    default:
      return 'none';
  }
}

/**
 * The name of the texts a route is sent, the same on the server and in the browser: a page whose
 * scope is the one the browser holds shows at once; another one waits for the whole texts.
 */
export function pageTextsScope(match: RouteMatch): string {
  return `${match.lang}:${partOf(match)}`;
}

function divisionOnly<T>(division: Division, value: T): { [K in Division]?: T } {
  return { [division]: value };
}

/** The part of `content` a route shows: of the Spanish texts, or of `en` (the same names). */
function partFrom(match: RouteMatch, content: PageContentEnglish): DeepPartial<PageContentEnglish> {
  const part = partOf(match);
  if (part === 'landing') {
    return {
      history: content.history,
      divisions: {
        corporativo: { landing: content.divisions.corporativo.landing },
        hospitality: { landing: content.divisions.hospitality.landing },
      },
    };
  }
  if (part === 'privacy') return { legal: { privacy: content.legal.privacy } };
  if (part === 'terms') return { legal: { terms: content.legal.terms } };
  // /projects (both divisions) shows its own subtitle under the corporate projects page's hero photo.
  if (part === 'all-projects') {
    return {
      allProjectsSubtitle: content.allProjectsSubtitle,
      divisions: { corporativo: { projects: content.divisions.corporativo.projects } },
    };
  }
  if (match.division && part.startsWith('division:')) return { divisions: divisionOnly(match.division, content.divisions[match.division]) };
  return {};
}

/**
 * The page texts a route shows (a pure function of the route and the whole texts): the landing
 * has the history and both divisions' panels; a division's pages that division's texts; the legal
 * pages their own text; /projects its subtitle and the corporate projects page's hero photo; the
 * rest nothing (the site's header and footer show only settings). An English page has the same part of `en`; a Spanish page has no `en`.
 */
export function pageTextsFor(match: RouteMatch, content: PageContent): PageContentPart {
  // The Spanish texts have the English ones' names (plus photos and icons), so one reader serves both.
  const spanish = partFrom(match, content) as PageContentPart;
  return match.lang === 'en' ? { ...spanish, en: partFrom(match, content.en) } : spanish;
}

/** The settings a route shows: all but the visitors' confirmation e-mails; their English texts only on English pages. */
export function siteSettingsFor(match: RouteMatch, settings: SiteSettings): SiteSettingsPart {
  const { en, visitorConfirmation: _mails, ...shown } = settings;
  if (match.lang !== 'en') return shown;
  const { visitorConfirmation: _englishMails, ...english } = en;
  return { ...shown, en: english };
}

const blankDivisionPages = (): PageContentEnglish['divisions']['corporativo'] => ({
  landing: { tagline: '' },
  home: { title: '', badge: '', servicesIntro: '' },
  services: { heroTitle: '', items: [], processIntro: '', process: [] },
  about: { title: '', storyTitle: '', paragraphs: '' },
  projects: { subtitle: '' },
  contact: { subtitle: '' },
});

const blankLegalPage = (): PageContentEnglish['legal']['privacy'] => ({ title: '', updated: '', intro: '', sections: [] });

/** English page texts with nothing written: every page shows the Spanish text instead. */
function blankPageContentEnglish(): PageContentEnglish {
  return {
    history: { title: '', paragraphs: '' },
    allProjectsSubtitle: '',
    divisions: { corporativo: blankDivisionPages(), hospitality: blankDivisionPages() },
    legal: { privacy: blankLegalPage(), terms: blankLegalPage() },
  };
}

const blankDivisionSettings = (): SettingsEnglish['divisions']['corporativo'] => ({
  blurb: '',
  whatsapp: { role: '', message: '' },
  leader: { role: '', bio: '' },
});

const blankMails = (): SiteSettings['visitorConfirmation'] => ({
  contact: { enabled: false, subject: '', text: '' },
  appointment: { enabled: false, subject: '', text: '' },
});
const blankEnglishMails = (): SettingsEnglish['visitorConfirmation'] => ({
  contact: { subject: '', text: '' },
  appointment: { subject: '', text: '' },
});

/** English settings texts with nothing written. */
function blankSettingsEnglish(): SettingsEnglish {
  return {
    footerText: '',
    hours: '',
    country: '',
    statLabels: [],
    divisions: { corporativo: blankDivisionSettings(), hospitality: blankDivisionSettings() },
    visitorConfirmation: blankEnglishMails(),
  };
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** `sent` over `blank`, field by field: a field that was sent keeps its value, the others stay blank. */
function over(blank: unknown, sent: unknown): unknown {
  if (!isPlainObject(blank) || !isPlainObject(sent)) return sent === undefined ? blank : sent;
  const result: Record<string, unknown> = { ...blank };
  for (const [key, value] of Object.entries(sent)) result[key] = over(blank[key], value);
  return result;
}

/**
 * The page texts as components read them: what was sent, with an English text wherever none was
 * sent, empty (a Spanish page, or a part the page does not show), so reading `content.en…`
 * never fails and an English page shows the Spanish text where it has none. The Spanish parts a
 * page was not sent stay absent: only pages of another scope read them, and those wait for them.
 */
export function shownPageContent(part: PageContentPart): PageContent {
  return { ...(part as PageContent), en: over(blankPageContentEnglish(), part.en) as PageContentEnglish };
}

/** The settings as components read them: what was sent, the rest blank (the visitors' e-mails, English texts not sent). */
export function shownSiteSettings(part: SiteSettingsPart): SiteSettings {
  return {
    ...part,
    visitorConfirmation: part.visitorConfirmation ?? blankMails(),
    en: over(blankSettingsEnglish(), part.en) as SettingsEnglish,
  };
}
