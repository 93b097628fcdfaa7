import { describe, expect, it } from 'vitest';
import { DEFAULT_PAGE_CONTENT, DEFAULT_SITE_SETTINGS } from './content/index.js';
import {
  PLACEHOLDER_COMPANY_NAME,
  pageTextsFor,
  pageTextsScope,
  shownPageContent,
  shownSiteSettings,
  siteSettingsFor,
} from './page-texts.js';
import { matchRoute } from './routes.js';

const content = DEFAULT_PAGE_CONTENT;
const texts = (path: string) => JSON.parse(JSON.stringify(pageTextsFor(matchRoute(path), content))) as Record<string, unknown>;

describe('pageTextsFor', () => {
  it('gives the landing its history and both divisions’ panels, nothing else', () => {
    expect(texts('/')).toEqual({
      history: content.history,
      divisions: {
        corporativo: { landing: content.divisions.corporativo.landing },
        hospitality: { landing: content.divisions.hospitality.landing },
      },
    });
  });

  it('gives every page of a division that division’s texts only', () => {
    for (const path of ['/hospitality', '/hospitality/servicios', '/hospitality/nosotros', '/hospitality/proyecto/4']) {
      expect(texts(path)).toEqual({ divisions: { hospitality: content.divisions.hospitality } });
    }
  });

  it('gives a legal page its own text, /projects its subtitle, and the 404 nothing', () => {
    expect(texts('/politica-de-privacidad')).toEqual({ legal: { privacy: content.legal.privacy } });
    expect(texts('/terminos-y-condiciones')).toEqual({ legal: { terms: content.legal.terms } });
    expect(texts('/projects')).toEqual({
      allProjectsSubtitle: content.allProjectsSubtitle,
      divisions: { corporativo: { projects: content.divisions.corporativo.projects } },
    });
    expect(texts('/no-existe')).toEqual({});
  });

  it('keeps the same part of the English texts on English pages only', () => {
    expect(texts('/en/hospitality/about')).toEqual({
      divisions: { hospitality: content.divisions.hospitality },
      en: { divisions: { hospitality: content.en.divisions.hospitality } },
    });
    expect(texts('/en/privacy-policy')).toEqual({
      legal: { privacy: content.legal.privacy },
      en: { legal: { privacy: content.en.legal.privacy } },
    });
    expect(texts('/en').en).toEqual({
      history: content.en.history,
      divisions: {
        corporativo: { landing: content.en.divisions.corporativo.landing },
        hospitality: { landing: content.en.divisions.hospitality.landing },
      },
    });
    expect(texts('/hospitality/nosotros')).not.toHaveProperty('en');
  });
});

describe('pageTextsScope', () => {
  it('is shared by a division’s pages in one language, and differs by part and language', () => {
    expect(pageTextsScope(matchRoute('/hospitality'))).toBe(pageTextsScope(matchRoute('/hospitality/contacto')));
    expect(pageTextsScope(matchRoute('/hospitality'))).not.toBe(pageTextsScope(matchRoute('/corporativo')));
    expect(pageTextsScope(matchRoute('/hospitality'))).not.toBe(pageTextsScope(matchRoute('/en/hospitality')));
    expect(pageTextsScope(matchRoute('/privacy'))).toBe(pageTextsScope(matchRoute('/politica-de-privacidad')));
  });
});

describe('siteSettingsFor', () => {
  it('sends the settings without the visitors’ e-mails, and their English texts on English pages only', () => {
    const spanish = siteSettingsFor(matchRoute('/hospitality'), DEFAULT_SITE_SETTINGS);
    expect(spanish).not.toHaveProperty('en');
    expect(spanish).not.toHaveProperty('visitorConfirmation');
    expect(spanish.companyName).toBe(DEFAULT_SITE_SETTINGS.companyName);
    const english = siteSettingsFor(matchRoute('/en/hospitality'), DEFAULT_SITE_SETTINGS);
    expect(english.en?.footerText).toBe(DEFAULT_SITE_SETTINGS.en.footerText);
    expect(english.en).not.toHaveProperty('visitorConfirmation');
  });
});

describe('shownPageContent and shownSiteSettings', () => {
  it('read as "nothing written in English" where no English text was sent, so an English field never fails to read', () => {
    const shown = shownPageContent(pageTextsFor(matchRoute('/hospitality/nosotros'), content));
    expect(shown.divisions.hospitality.about).toEqual(content.divisions.hospitality.about);
    expect(shown.en.divisions.hospitality.about.title).toBe('');
    expect(shown.en.divisions.corporativo.services.items).toEqual([]);
    const settings = shownSiteSettings(siteSettingsFor(matchRoute('/hospitality'), DEFAULT_SITE_SETTINGS));
    expect(settings.en.divisions.hospitality.whatsapp.message).toBe('');
    expect(settings.en.statLabels).toEqual([]);
  });

  it('keep the English texts an English page was sent', () => {
    const shown = shownPageContent(pageTextsFor(matchRoute('/en/hospitality/about'), content));
    expect(shown.en.divisions.hospitality).toEqual(content.en.divisions.hospitality);
    const settings = shownSiteSettings(siteSettingsFor(matchRoute('/en/hospitality'), DEFAULT_SITE_SETTINGS));
    expect(settings.en.divisions.hospitality).toEqual(DEFAULT_SITE_SETTINGS.en.divisions.hospitality);
    expect(shownSiteSettings(DEFAULT_SITE_SETTINGS)).toEqual(DEFAULT_SITE_SETTINGS);
    expect(shownPageContent(content)).toEqual(content);
  });
});

it('the placeholder company name is the content files’ one', () => {
  expect(PLACEHOLDER_COMPANY_NAME).toBe(DEFAULT_SITE_SETTINGS.companyName);
});
