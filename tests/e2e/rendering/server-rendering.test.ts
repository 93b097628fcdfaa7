import { expect, test } from '../support/test';
import { DIVISION_CONTENT, SITE } from '@casa/core/content';
import { waitForHydration } from '../support/hydration';
import { type ApiBrand, type ApiProject, apiJson, featuredOf, fetchHtml, STATIC_ROUTES, watchPage } from './support';

const DIVISIONS = ['corporativo', 'hospitality'] as const;

/** `alt="…"` as React writes it in HTML. */
const escapeAttribute = (attribute: string) => attribute.replace(/&/g, '&amp;');

/** The footer every division page shows (docs/product.md §2). */
const FOOTER = [
  SITE.blurb,
  SITE.address.street,
  SITE.phone,
  SITE.salesEmail,
  SITE.hours,
  'Política de Privacidad',
  'Términos y Condiciones',
];

// One server for both viewports: these read HTML and network, so the phone project is enough.
test.describe('Server rendering (docs/decisions/0007-one-route-table.md)', { tag: '@phone-only' }, () => {
  test('the HTML of every public route carries its visible Spanish content, without JavaScript', async ({ request }) => {
    const expectations: Record<string, string[]> = {
      '/': ['CORPORATIVO', 'HOSPITALITY', 'DESCUBRE LA HISTORIA DE CASA MOBILIA', 'REPÚBLICA DOMINICANA | CARIBE'],
      '/privacy': ['Política de Privacidad y Cookies', 'Última actualización: 02/08/2021', '¿Qué son las cookies?', ...FOOTER],
      '/politica-de-privacidad': ['Política de Privacidad y Cookies', ...FOOTER],
      '/terms': ['Términos y Condiciones', 'Objeto', 'Legislación aplicable y jurisdicción', ...FOOTER],
      '/terminos-y-condiciones': ['Términos y Condiciones', ...FOOTER],
    };
    for (const division of DIVISIONS) {
      const content = DIVISION_CONTENT[division];
      const projects = await apiJson<ApiProject[]>(request, `/api/projects?division=${division}`);
      const brands = await apiJson<ApiBrand[]>(request, `/api/brands?division=${division}`);
      expect(projects.length).toBeGreaterThanOrEqual(2);
      expect(brands.length).toBeGreaterThan(0);
      expectations[`/${division}`] = [
        content.title,
        content.subtitle,
        'EXPLORAR SERVICIOS',
        ...content.services.map((service) => service.title),
        ...featuredOf(projects).map((project) => project.name),
        // Brand logos name their brand in their alt text.
        ...brands.map((brand) => `alt="${brand.name}"`),
        'Ideas para espacios que inspiran',
        ...FOOTER,
      ];
      expectations[`/${division}/nosotros`] = ['Quiénes Somos', ...content.about.paragraphs, content.leader.name, ...FOOTER];
      expectations[`/${division}/servicios`] = [
        'Nuestros Servicios',
        'Nuestro Proceso',
        ...content.process.map((step) => step.title),
        ...FOOTER,
      ];
      // The projects page shows its first page, as the paged API answers it (docs/decisions/0025-project-pages.md).
      const firstPage = (await apiJson<{ items: ApiProject[] }>(request, `/api/projects?division=${division}&page=1`)).items;
      expectations[`/${division}/proyectos`] = [
        'Nuestros Proyectos',
        content.projectsSubtitle,
        ...firstPage.map((project) => project.name),
        ...firstPage.flatMap((project) => (project.description ? [project.description] : [])),
        ...FOOTER,
      ];
      expectations[`/${division}/contacto`] = ['Contacto', content.contactSubtitle, 'Envíanos un mensaje', ...FOOTER];
    }
    const both = (await apiJson<{ items: ApiProject[] }>(request, '/api/projects?page=1')).items;
    expectations['/projects'] = ['Nuestros Proyectos', ...both.map((project) => project.name), ...FOOTER];

    for (const path of STATIC_ROUTES) {
      const { status, text, html } = await fetchHtml(request, path);
      expect(status, path).toBe(200);
      for (const expected of expectations[path] ?? []) {
        if (expected.startsWith('alt="')) expect(html, `${path} has an image with ${expected}`).toContain(escapeAttribute(expected));
        else expect(text, `${path} shows “${expected}”`).toContain(expected);
      }
    }
  });

  test("a project page's HTML carries its name, description, images and brands", async ({ request }) => {
    const projects = await apiJson<ApiProject[]>(request, '/api/projects?division=hospitality');
    const project = projects.find((candidate) => candidate.description && candidate.imageUrls.length > 0 && candidate.brands.length > 0);
    expect(project, 'a demo project with a description, images and brands').toBeDefined();
    const brands = await apiJson<ApiBrand[]>(request, '/api/brands');
    for (const path of [`/hospitality/proyecto/${project!.id}`, `/proyecto/${project!.id}`]) {
      const { status, html, text } = await fetchHtml(request, path);
      expect(status, path).toBe(200);
      expect(text).toContain(project!.name);
      expect(text).toContain(project!.description!);
      expect(text).toContain('Detalles del Proyecto');
      expect(text).toContain('Marcas Utilizadas');
      for (const ref of project!.brands) {
        const brand = brands.find((candidate) => candidate.id === ref.id);
        expect(text).toContain(brand?.name ?? `Brand ${ref.id}`);
      }
      for (const url of project!.imageUrls) expect(html).toMatch(new RegExp(`<img [^>]*src="${url}"`));
      expect(html).toContain(`<title>${project!.name}`);
    }
  });

  test('the largest image of a page is in its HTML with high priority and a matching preload', async ({ request }) => {
    for (const path of ['/hospitality', '/corporativo/proyectos', '/corporativo/contacto']) {
      const { html } = await fetchHtml(request, path);
      const head = html.slice(0, html.indexOf('</head>'));
      const body = html.slice(html.indexOf('<body'));
      const image = /<img [^>]*fetchPriority="high"[^>]*>/i.exec(body)?.[0];
      expect(image, path).toBeDefined();
      const srcset = /srcSet="([^"]+)"/i.exec(image!)?.[1];
      const sizes = /sizes="([^"]+)"/i.exec(image!)?.[1];
      expect(srcset, path).toBeTruthy();
      const preload = /<link rel="preload" as="image"[^>]*>/i.exec(head)?.[0] ?? '';
      expect(preload, path).toContain(`imageSrcSet="${srcset}"`);
      expect(preload, path).toContain(`imageSizes="${sizes}"`);
      expect(preload, path).toMatch(/fetchPriority="high"/i);
      // Self-hosted fonts start with the page.
      expect(head).toMatch(/<link rel="preload" as="font" type="font\/woff2" crossorigin href="\/assets\/[^"]+\.woff2">/);
    }
  });

  test('unknown paths answer 404 with the generic page, rendered on the server', async ({ request }) => {
    for (const path of ['/no-existe', '/corporativo/no-existe', '/oficinas', '/corporativo/proyecto/1/extra']) {
      const { status, text } = await fetchHtml(request, path);
      expect(status, path).toBe(404);
      expect(text).toContain('404 Page Not Found');
      expect(text).toContain('Did you forget to add the page to the router?');
    }
  });

  test("an unknown or non-numeric project id answers 404 with 'Proyecto no encontrado', rendered on the server", async ({ request }) => {
    for (const path of ['/hospitality/proyecto/99999999', '/proyecto/99999999', '/hospitality/proyecto/abc', '/proyecto/0']) {
      const { status, text } = await fetchHtml(request, path);
      expect(status, path).toBe(404);
      expect(text).toContain('Proyecto no encontrado');
      expect(text).toContain('El proyecto que buscas no existe o ha sido eliminado.');
      expect(text).toContain('Ver todos los proyectos');
      expect(text).not.toContain('404 Page Not Found');
    }
  });

  test('every page is lang="es", has its canonical URL, and describes the company in JSON-LD; a project page its project', async ({
    request,
  }) => {
    const [project] = await apiJson<ApiProject[]>(request, '/api/projects?division=hospitality');
    const projectPath = `/proyecto/${project!.id}`;
    for (const path of [...STATIC_ROUTES, projectPath]) {
      const { html } = await fetchHtml(request, path);
      expect(html, path).toMatch(/<html lang="es">/);
      expect(html, path).toMatch(/<link rel="canonical" href="http:\/\/127\.0\.0\.1:\d+\/[^"]*">/);
      const scripts = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)];
      expect(scripts, path).toHaveLength(1);
      const data = JSON.parse(scripts[0]![1]!) as { '@context': string; '@graph': Record<string, unknown>[] };
      expect(data['@context']).toBe('https://schema.org');
      const organization = data['@graph'].find(
        (node) => Array.isArray(node['@type']) && (node['@type'] as string[]).includes('LocalBusiness'),
      );
      expect(organization, path).toMatchObject({
        name: SITE.name,
        telephone: SITE.phone,
        address: { '@type': 'PostalAddress', streetAddress: SITE.address.street, addressCountry: 'DO' },
        sameAs: SITE.social.map((item) => item.href),
      });
      expect(organization!.contactPoint).toHaveLength(2);
      if (path === projectPath) {
        const work = data['@graph'].find((node) => node['@type'] === 'CreativeWork');
        expect(work).toMatchObject({ name: project!.name, url: expect.stringContaining(`/hospitality/proyecto/${project!.id}`) });
        expect((work!.image as string[]).length).toBeGreaterThanOrEqual(project!.imageUrls.length);
        expect(html).toContain(`<link rel="canonical" href="http://127.0.0.1:`);
        expect(html).toMatch(new RegExp(`<link rel="canonical" href="[^"]+/hospitality/proyecto/${project!.id}">`));
      }
    }
  });
});

test.describe('Hydration', () => {
  test('every public page hydrates with no warning or error and asks the API for nothing it carries', async ({ page, request }) => {
    const [project] = await apiJson<ApiProject[]>(request, '/api/projects?division=corporativo');
    const paths = [...STATIC_ROUTES, `/corporativo/proyecto/${project!.id}`, `/proyecto/${project!.id}`];
    const log = watchPage(page);
    for (const path of paths) {
      log.problems.length = 0;
      log.apiRequests.length = 0;
      await page.goto(path);
      await waitForHydration(page);
      await page.waitForLoadState('networkidle');
      expect(log.problems, path).toEqual([]);
      expect(log.apiRequests, path).toEqual([]);
    }
  });

  test('the scripts are asked for only after the page has painted its content (docs/decisions/0014)', async ({ page }) => {
    const scripts: number[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(Date.now());
    });
    const start = Date.now();
    await page.goto('/corporativo/contacto');
    await waitForHydration(page);
    const paintedAt = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null);
    expect(paintedAt).not.toBeNull();
    expect(scripts.length).toBeGreaterThan(0);
    // Wall-clock milliseconds from the navigation; a few ms of slack for the two clocks.
    expect(Math.min(...scripts) - start).toBeGreaterThanOrEqual(paintedAt! - 20);
  });

  test('until the page is live its forms cannot be sent, and nothing typed is lost', async ({ page }) => {
    // Scripts held back: the page as a phone shows it before its JavaScript has arrived.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/*.js', async (route) => {
      await held;
      await route.continue();
    });
    // An explicit waitUntil: the page as it is before React takes over (support/test.ts).
    await page.goto('/corporativo/contacto', { waitUntil: 'load' });
    const form = page.getByRole('form', { name: 'Formulario de contacto' });
    const send = form.getByRole('button', { name: 'ENVIAR MENSAJE' });
    await expect(send).toBeDisabled();
    await form.getByLabel('Mensaje').fill('Necesito sillas para 40 puestos.');
    // Enter in a field would submit the form to this page's URL, with the text in it.
    await form.getByLabel('Nombre completo').fill('Luis Gómez');
    await form.getByLabel('Nombre completo').press('Enter');
    await expect(page).toHaveURL(/\/corporativo\/contacto$/);

    release();
    await waitForHydration(page);
    await expect(send).toBeEnabled();
    await expect(form.getByLabel('Mensaje')).toHaveValue('Necesito sillas para 40 puestos.');
    await expect(form.getByLabel('Nombre completo')).toHaveValue('Luis Gómez');
  });

  test('the 404 pages hydrate too, with no warning and no request', async ({ page }) => {
    const log = watchPage(page);
    for (const path of ['/no-existe', '/hospitality/proyecto/99999999', '/proyecto/abc']) {
      log.problems.length = 0;
      log.apiRequests.length = 0;
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await waitForHydration(page);
      await page.waitForLoadState('networkidle');
      // Chromium reports the document's own 404 status; nothing else may appear.
      expect(
        log.problems.filter((problem) => !/status of 404/.test(problem)),
        path,
      ).toEqual([]);
      expect(log.apiRequests, path).toEqual([]);
    }
  });

  test('brands of a division: not refetched on the server-rendered page, refetched on every later visit (docs/product.md §7, §9)', async ({
    page,
  }) => {
    const log = watchPage(page);
    await page.goto('/hospitality');
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    expect(log.apiRequests).toEqual([]);

    // Away and back by client-side navigation: the carousel mounts again and asks again.
    const refetched = page.waitForRequest((request) => request.url().endsWith('/api/brands?division=hospitality'));
    await page.getByRole('contentinfo').getByRole('link', { name: 'Nosotros', exact: true }).click();
    await expect(page).toHaveURL(/\/hospitality\/nosotros$/);
    // As a visitor would: the page has changed before the next link is pressed.
    await expect(page.getByRole('region', { name: 'Quiénes Somos' })).toBeVisible();
    await page.getByRole('contentinfo').getByRole('link', { name: 'Inicio', exact: true }).click();
    await expect(page).toHaveURL(/\/hospitality$/);
    await refetched;
    await expect(page.getByTestId('brands-track')).toBeVisible();
    // Projects never go stale: the featured projects were not asked for again.
    expect(log.apiRequests.filter((request) => request.includes('/api/projects'))).toEqual([]);
  });
});
