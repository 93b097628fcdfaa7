// @vitest-environment node
// Every public page rendered as the server renders it, with only the texts it is sent: a page that
// read a text of another part would fail here (the render throws), before a visitor saw it.
import { listedPaths, matchRoute, pageTextsFor, pageTextsScope, siteSettingsFor } from '@casa/core';
import { DEFAULT_PAGE_CONTENT, DEFAULT_SITE_SETTINGS } from '@casa/core/content';
import { describe, expect, it } from 'vitest';
import { render } from '../entry-server.js';
import { DEFAULT_APP_CONFIG } from './app-config.js';

const PAGES = [
  ...listedPaths('es'),
  ...listedPaths('en'),
  '/projects',
  '/en/projects',
  '/proyecto/1',
  '/en/project/1',
  '/no-existe',
  '/en/nope',
];

async function textOf(url: string): Promise<string> {
  const match = matchRoute(url);
  const { html } = await render(url, {
    config: DEFAULT_APP_CONFIG,
    queries: [],
    settings: siteSettingsFor(match, DEFAULT_SITE_SETTINGS),
    pageContent: pageTextsFor(match, DEFAULT_PAGE_CONTENT),
    textsScope: pageTextsScope(match),
  });
  return html.replace(/<[^>]+>/g, ' ').replace(/&amp;/g, '&');
}

describe('a page rendered with only its own texts', () => {
  it.each(PAGES)('%s renders', async (url) => {
    expect((await textOf(url)).trim()).not.toBe('');
  });

  it('shows the texts it was sent', async () => {
    expect(await textOf('/hospitality/nosotros')).toContain(DEFAULT_PAGE_CONTENT.divisions.hospitality.about.storyTitle);
    expect(await textOf('/politica-de-privacidad')).toContain(DEFAULT_PAGE_CONTENT.legal.privacy.title);
    expect(await textOf('/projects')).toContain(DEFAULT_PAGE_CONTENT.allProjectsSubtitle);
  });
});
