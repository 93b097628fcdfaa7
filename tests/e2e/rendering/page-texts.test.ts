import type { PageContent } from '@casa/core';
import { waitForHydration } from '../support/hydration';
import { expect, test } from '../support/test';
import { apiJson } from './support';

/**
 * Each page is sent only the texts it shows (docs/decisions/0022-page-texts.md); a page of another
 * part, reached without reloading, shows its own texts, read once from the API.
 */
test.describe('Page texts', { tag: '@desktop-only' }, () => {
  test('a page carries only its own texts, and the next page of another part shows its own', async ({ page, request }) => {
    const content = await apiJson<PageContent>(request, '/api/page-content');
    const reads: string[] = [];
    page.on('request', (sent) => {
      const { pathname } = new URL(sent.url());
      if (pathname === '/api/page-content' || pathname === '/api/settings') reads.push(pathname);
    });

    await page.goto('/hospitality/nosotros');
    await waitForHydration(page);
    const data = JSON.parse((await page.locator('#page-data').textContent()) ?? '{}') as {
      pageContent: Partial<PageContent>;
      settings: Record<string, unknown>;
    };
    expect(Object.keys(data.pageContent)).toEqual(['divisions']);
    expect(Object.keys(data.pageContent.divisions ?? {})).toEqual(['hospitality']);
    expect(data.settings).not.toHaveProperty('en');

    // The legal page's text was not sent: it is read, then shown, never an empty page.
    await page.getByRole('contentinfo').getByRole('link', { name: 'Política de Privacidad' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(content.legal.privacy.title);
    expect(reads.sort()).toEqual(['/api/page-content', '/api/settings']);

    // From then on the app holds every text: another division's page needs no request.
    await page.getByRole('contentinfo').getByRole('link', { name: 'Corporativo' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(content.divisions.corporativo.home.title);
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(content.legal.privacy.title);
    expect(reads).toHaveLength(2);
  });
});
