import { DIVISION_CONTENT } from '@casa/core/content';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { brandFixture, markPage, openDivisionHomeInApp, pageWasReloaded, stubDivisionBrands } from './support';
import { expect, test } from '../support/test';

// The site's CSP forbids inline scripts; axe is injected as one, so this suite bypasses it.
test.use({ bypassCSP: true });

test.describe('Division home: hero (docs/product.md §2 "Division home")', () => {
  test('hero with its title, the overlay at 0.6 and both buttons; only hospitality has the badge', async ({ page }) => {
    await page.goto('/corporativo');
    const hero = page.locator('#hero');
    await expect(hero.getByRole('heading', { level: 1, name: DIVISION_CONTENT.corporativo.title })).toBeVisible();
    await expect(page.getByTestId('hero-overlay')).toHaveCSS('opacity', '0.6');
    await expect(hero.getByText('PROYECTO DESTACADO')).toHaveCount(0);
    // The hero photo is the page's main image: never lazy.
    await expect(hero.locator('img')).toHaveAttribute('loading', 'eager');
    await expect(hero.locator('img')).toHaveAttribute('fetchpriority', 'high');

    await page.goto('/hospitality');
    await expect(page.locator('#hero').getByText('PROYECTO DESTACADO', { exact: true })).toBeVisible();
  });

  test("'EXPLORAR SERVICIOS' scrolls to #services and 'CONTÁCTANOS' to #contact", async ({ page }) => {
    await page.goto('/hospitality');
    await page.getByRole('link', { name: 'EXPLORAR SERVICIOS' }).click();
    await expect(page.locator('#services')).toBeInViewport();
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole('link', { name: 'CONTÁCTANOS' }).click();
    await expect(page.locator('#contact')).toBeInViewport();
  });

  test('sections in order: hero, brands, services, featured projects, newsletter', async ({ page }) => {
    await page.goto('/corporativo');
    await expect(page.locator('section[aria-labelledby="newsletter-title"]')).toBeAttached();
    const order = await page
      .locator('main > section')
      .evaluateAll((sections) => sections.map((section) => section.id || section.getAttribute('aria-labelledby')));
    expect(order).toEqual(['hero', 'brands-title', 'services', 'featured-title', 'newsletter-title']);
  });

  test('six services with icon, title, description and image under #services', async ({ page }) => {
    for (const division of ['corporativo', 'hospitality'] as const) {
      await page.goto(`/${division}`);
      const services = page.locator('#services li');
      await expect(services).toHaveCount(6);
      for (const [index, service] of DIVISION_CONTENT[division].services.entries()) {
        const card = services.nth(index);
        await expect(card.getByRole('heading', { name: service.title })).toBeVisible();
        await expect(card.getByText(service.description)).toBeVisible();
        await expect(card.locator('svg')).toHaveCount(1);
        await expect(card.getByRole('img', { name: service.image.alt })).toHaveAttribute('loading', 'lazy');
      }
    }
  });
});

// A server-rendered division home carries its brands; the carousel asks the API when it mounts
// again later (docs/product.md §9 "always refetched"), which is where these tests stub it.
test.describe('Brands carousel (docs/product.md §2, §4, §9)', () => {
  test('a spinner while loading, then the list repeated 3 times in a 15 s linear infinite loop', async ({ page }) => {
    const brands = [
      brandFixture(901, 'Marca Uno', 'https://example.com/uno'),
      brandFixture(902, 'Marca Dos', null),
      brandFixture(903, 'Marca Tres', null),
    ];
    const stub = await stubDivisionBrands(page, brands);
    stub.holdUntilReleased();
    await openDivisionHomeInApp(page, 'hospitality');
    await expect(page.getByTestId('brands-loading')).toBeVisible();
    stub.release();
    const track = page.getByTestId('brands-track');
    await expect(track.getByRole('listitem', { includeHidden: true })).toHaveCount(9);
    await expect(track.getByRole('button', { name: /Marca Uno/, includeHidden: true })).toHaveCount(3);
    // The copies are hidden from assistive technology and the keyboard.
    await expect(track.getByRole('button', { name: /Marca Uno/ })).toHaveCount(1);
    await expect(track).toHaveCSS('animation-duration', '15s');
    await expect(track).toHaveCSS('animation-timing-function', 'linear');
    await expect(track).toHaveCSS('animation-iteration-count', 'infinite');
    await expect(page.getByTestId('brands-loading')).toHaveCount(0);
  });

  test('previous and next buttons step the carousel by one logo', async ({ page }) => {
    await stubDivisionBrands(page, [
      brandFixture(911, 'Alfa', null),
      brandFixture(912, 'Beta', null),
      brandFixture(913, 'Gamma', null),
      brandFixture(914, 'Delta', null),
    ]);
    await openDivisionHomeInApp(page, 'hospitality');
    const track = page.getByTestId('brands-track');
    await expect(track).toBeVisible();
    const offset = () =>
      page.getByTestId('brands-track').evaluate((element) => new DOMMatrix(getComputedStyle(element.parentElement!).transform).m41);
    const itemWidth = await track
      .getByRole('listitem')
      .first()
      .evaluate((element) => element.getBoundingClientRect().width);
    expect(await offset()).toBe(0);
    await page.getByRole('button', { name: 'Marca siguiente' }).click();
    await expect.poll(offset).toBeCloseTo(-itemWidth, 0);
    await page.getByRole('button', { name: 'Marca siguiente' }).click();
    await expect.poll(offset).toBeCloseTo(-2 * itemWidth, 0);
    await page.getByRole('button', { name: 'Marca anterior' }).click();
    await expect.poll(offset).toBeCloseTo(-itemWidth, 0);
    // Back past the first logo: the loop continues from the last one (an identical copy), never a gap.
    await page.getByRole('button', { name: 'Marca anterior' }).click();
    await page.getByRole('button', { name: 'Marca anterior' }).click();
    await expect.poll(offset).toBeLessThan(0);
  });

  test('the pause button stops and restarts the loop', async ({ page }) => {
    await stubDivisionBrands(page, [brandFixture(941, 'Pausa', null)]);
    await openDivisionHomeInApp(page, 'hospitality');
    const track = page.getByTestId('brands-track');
    await expect(track).toHaveCSS('animation-play-state', 'running');
    const pause = page.getByRole('button', { name: 'Pausar el carrusel' });
    await pause.click();
    await expect(pause).toHaveAttribute('aria-pressed', 'true');
    await page.mouse.move(0, 0);
    await page.locator('body').click({ position: { x: 1, y: 1 } });
    await expect(track).toHaveCSS('animation-play-state', 'paused');
    await pause.click();
    await expect(pause).toHaveAttribute('aria-pressed', 'false');
    await page.locator('body').click({ position: { x: 1, y: 1 } });
    await expect(track).toHaveCSS('animation-play-state', 'running');
  });

  test('the loop is paused under reduced motion', async ({ browser }) => {
    const context = await browser.newContext({ reducedMotion: 'reduce' });
    const page = await context.newPage();
    await stubDivisionBrands(page, [brandFixture(921, 'Quieta', null)]);
    await openDivisionHomeInApp(page, 'hospitality');
    await expect(page.getByTestId('brands-track')).toHaveCSS('animation-play-state', 'paused');
    await context.close();
  });

  test("empty list or error: 'No hay marcas disponibles para esta división.'", async ({ page }) => {
    await stubDivisionBrands(page, []);
    await openDivisionHomeInApp(page, 'corporativo');
    await expect(page.getByText('No hay marcas disponibles para esta división.', { exact: true })).toBeVisible();
    await expect(page.getByTestId('brands-track')).toHaveCount(0);

    await page.unrouteAll();
    await stubDivisionBrands(page, { message: 'Error interno del servidor.' }, 500);
    await openDivisionHomeInApp(page, 'hospitality');
    await expect(page.getByText('No hay marcas disponibles para esta división.', { exact: true })).toBeVisible();
  });

  test("a logo opens the brand modal; 'Visitar sitio web' (new tab, noopener) only with a website", async ({ page }) => {
    await stubDivisionBrands(page, [brandFixture(931, 'Con Sitio', 'https://example.com/con-sitio'), brandFixture(932, 'Sin Sitio', null)]);
    await openDivisionHomeInApp(page, 'hospitality');
    const track = page.getByTestId('brands-track');
    // The loop never stops moving on its own; hovering the carousel pauses it, as for a visitor.
    await page.getByTestId('brands-viewport').hover();
    await track.getByRole('button', { name: /Con Sitio/ }).click();
    let dialog = page.getByRole('dialog', { name: 'Con Sitio' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('Con Sitio: mobiliario de prueba para el carrusel.')).toBeVisible();
    await expect(dialog.getByRole('img', { name: 'Logo de Con Sitio' })).toBeVisible();
    const website = dialog.getByRole('link', { name: /Visitar sitio web/ });
    await expect(website).toHaveAttribute('href', 'https://example.com/con-sitio');
    await expect(website).toHaveAttribute('target', '_blank');
    await expect(website).toHaveAttribute('rel', /noopener/);
    await expectNoSeriousA11yViolations(page, { label: 'brand modal' });
    await dialog.getByRole('button', { name: 'Cerrar' }).click();
    await expect(dialog).toBeHidden();

    await page.getByTestId('brands-viewport').hover();
    await track.getByRole('button', { name: /Sin Sitio/ }).click();
    dialog = page.getByRole('dialog', { name: 'Sin Sitio' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('link', { name: /Visitar sitio web/ })).toHaveCount(0);
    await page.mouse.click(3, 3);
    await expect(dialog).toBeHidden();
  });

  test('the demo brands of the server appear in the carousel', async ({ page }) => {
    const brands = (await (await page.request.get('/api/brands?division=corporativo')).json()) as { name: string }[];
    expect(brands.length).toBeGreaterThan(0);
    await page.goto('/corporativo');
    await expect(page.getByTestId('brands-track').getByRole('img', { name: brands[0]!.name, exact: true })).toBeVisible();
  });
});

test.describe('Featured projects (docs/product.md §2, §4, §9)', () => {
  test("at most two cards: those marked 'Destacado', else the newest of the division; a card does a full page navigation", async ({
    page,
  }) => {
    const all = (await (await page.request.get('/api/projects?division=hospitality')).json()) as {
      id: number;
      name: string;
      featured: boolean;
    }[];
    expect(all.length).toBeGreaterThanOrEqual(2);
    const chosen = all.filter((project) => project.featured);
    const projects = (chosen.length > 0 ? chosen : all).slice(0, 2);
    await page.goto('/hospitality');
    const cards = page.getByTestId('featured-project');
    await expect(cards).toHaveCount(projects.length);
    await expect(cards.nth(0)).toContainText(projects[0]!.name);
    if (projects[1]) await expect(cards.nth(1)).toContainText(projects[1].name);
    await expect(cards.nth(0)).toHaveAttribute('href', `/hospitality/proyecto/${projects[0]!.id}`);

    await cards.nth(0).scrollIntoViewIfNeeded();
    await markPage(page);
    await cards.nth(0).click();
    await expect(page).toHaveURL(new RegExp(`/hospitality/proyecto/${projects[0]!.id}$`));
    expect(await pageWasReloaded(page)).toBe(true);
  });

  test('a skeleton while loading', async ({ page }) => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/api\/projects\?division=corporativo/, async (route) => {
      await held;
      await route.continue();
    });
    await openDivisionHomeInApp(page, 'corporativo');
    await expect(page.getByTestId('featured-skeleton')).toBeVisible();
    release();
    await expect(page.getByTestId('featured-skeleton')).toHaveCount(0);
    await expect(page.getByTestId('featured-project').first()).toBeVisible();
  });

  test("no projects: 'Proyectos disponibles próximamente'", async ({ page }) => {
    await page.route(/\/api\/projects\?division=corporativo/, (route) =>
      // The home's read of its featured projects (docs/decisions/0025-project-pages.md), empty.
      route.fulfill({ status: 200, contentType: 'application/json', body: '{"items":[],"total":0,"page":1,"pageSize":2,"facets":null}' }),
    );
    await openDivisionHomeInApp(page, 'corporativo');
    await expect(page.getByText('Proyectos disponibles próximamente', { exact: true })).toBeVisible();
    await expect(page.getByTestId('featured-project')).toHaveCount(0);
  });
});
