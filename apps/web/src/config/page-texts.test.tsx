import { matchRoute, pageTextsFor, pageTextsScope, siteSettingsFor } from '@casa/core';
import { DEFAULT_PAGE_CONTENT, DEFAULT_SITE_SETTINGS } from '@casa/core/content';
import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { usePageContent } from './page-content.js';
import { fetchWholeTexts, type PageTexts, pageTextsHolder, PageTextsProvider } from './page-texts.js';
import { useSiteSettings } from './site-settings.js';

/** The texts the server sends with a page. */
function sent(path: string): PageTexts {
  const match = matchRoute(path);
  return {
    scope: pageTextsScope(match),
    pageContent: pageTextsFor(match, DEFAULT_PAGE_CONTENT),
    settings: siteSettingsFor(match, DEFAULT_SITE_SETTINGS),
  };
}

const whole: PageTexts = { scope: null, pageContent: DEFAULT_PAGE_CONTENT, settings: DEFAULT_SITE_SETTINGS };

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('pageTextsHolder', () => {
  it('gives the texts sent with the page to its part, and reads the whole texts once for another part', async () => {
    const load = vi.fn(async () => whole);
    const holder = pageTextsHolder(sent('/hospitality'), load);
    expect(holder.read('es:division:hospitality')).toEqual(sent('/hospitality'));
    const reading = holder.read('es:division:corporativo');
    expect(reading).toBeInstanceOf(Promise);
    expect(holder.read('en:landing')).toBe(reading);
    await reading;
    expect(holder.read('en:landing')).toBe(whole);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('reads everything when the page came without texts', () => {
    const holder = pageTextsHolder(null, async () => whole);
    expect(holder.read('es:landing')).toBeInstanceOf(Promise);
  });
});

describe('fetchWholeTexts', () => {
  it('reads the texts and settings the API answers', async () => {
    const settings = { ...DEFAULT_SITE_SETTINGS, companyName: 'Muebles del Caribe' };
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => new Response(JSON.stringify(url === '/api/settings' ? settings : DEFAULT_PAGE_CONTENT))),
    );
    expect(await fetchWholeTexts('es:landing')).toEqual({ scope: null, pageContent: DEFAULT_PAGE_CONTENT, settings });
  });

  it('draws the page with the texts of a fresh install when the API does not answer, for that part only', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('', { status: 503 })),
    );
    const texts = await fetchWholeTexts('es:landing');
    expect(texts.scope).toBe('es:landing');
    expect(texts.pageContent).toEqual(DEFAULT_PAGE_CONTENT);
  });
});

/** A division page's title and its English twin, and the company in the footer. */
function AboutTitle() {
  const { pathname } = useLocation();
  const division = pathname.includes('corporativo') ? 'corporativo' : 'hospitality';
  const content = usePageContent();
  const settings = useSiteSettings();
  return (
    <>
      <h1>{content.divisions[division].about.title}</h1>
      <p>en: {content.en.divisions[division].about.title || '(sin texto)'}</p>
      <footer>{settings.companyName}</footer>
    </>
  );
}

describe('PageTextsProvider', () => {
  it('shows the first page with the texts it was sent, and a page of another part only once its texts are read', async () => {
    const saved = structuredClone(DEFAULT_PAGE_CONTENT);
    saved.divisions.corporativo.about.title = 'Oficinas que trabajan';
    saved.en.divisions.corporativo.about.title = 'Offices that work';
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const fetch = vi.fn(async (url: string) => {
      await gate;
      return new Response(JSON.stringify(url === '/api/settings' ? DEFAULT_SITE_SETTINGS : saved));
    });
    vi.stubGlobal('fetch', fetch);
    const page = (
      <PageTextsProvider initial={sent('/hospitality/nosotros')}>
        <AboutTitle />
      </PageTextsProvider>
    );
    const router = createMemoryRouter([{ path: '*', element: page }], { initialEntries: ['/hospitality/nosotros'] });
    render(
      <Suspense fallback={<p>Cargando…</p>}>
        <RouterProvider router={router} />
      </Suspense>,
    );
    const heading = () => screen.queryByRole('heading')?.textContent;
    expect(heading()).toBe(DEFAULT_PAGE_CONTENT.divisions.hospitality.about.title);
    expect(screen.getByText(/^en:/).textContent).toBe('en: (sin texto)');
    expect(fetch).not.toHaveBeenCalled();

    // Another division: its texts were not sent, the page waits for them and never shows another's.
    await act(async () => {
      await router.navigate('/corporativo/nosotros');
    });
    expect(heading()).not.toBe(saved.divisions.corporativo.about.title);
    await act(async () => release());
    expect((await screen.findByRole('heading')).textContent).toBe('Oficinas que trabajan');
    expect(fetch).toHaveBeenCalledTimes(2);

    // The app now holds the whole texts: the English page shows at once, in English.
    await act(async () => {
      await router.navigate('/en/corporativo/about');
    });
    expect(screen.getByText(/^en:/).textContent).toBe('en: Offices that work');
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
