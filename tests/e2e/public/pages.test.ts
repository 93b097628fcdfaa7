import { DIVISION_CONTENT } from '@casa/core/content';
import { expect, test } from '../support/test';

const PROCESS = {
  hospitality: [
    'Planificación',
    'Diseño y Selección',
    'Firma de Pedido',
    'Fabricación y Envío',
    'Entrega e Instalación',
    'Servicio Postventa',
  ],
  corporativo: [
    'Reunión Inicial',
    'Propuesta y Selección',
    'Desarrollo Técnico',
    'Producción',
    'Logística y Entrega',
    'Instalación y Postventa',
  ],
} as const;

test.describe('Services page (docs/product.md §2 "Services page")', () => {
  for (const division of ['corporativo', 'hospitality'] as const) {
    test(`${division}: 'Nuestros Servicios' and 'Nuestro Proceso' with six selectable steps`, async ({ page }) => {
      await page.goto(`/${division}/servicios`);
      await expect(page.getByRole('heading', { level: 1, name: 'Nuestros Servicios' })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: 'Nuestro Proceso' })).toBeVisible();
      const tabs = page.getByRole('tablist', { name: 'Pasos del proceso' }).getByRole('tab');
      await expect(tabs).toHaveCount(6);
      await expect(tabs).toHaveText(PROCESS[division].map((title, index) => `${String(index + 1).padStart(2, '0')}${title}`));
      const panel = page.getByRole('tabpanel');
      await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
      for (const [index, step] of DIVISION_CONTENT[division].process.entries()) {
        await tabs.nth(index).click();
        await expect(tabs.nth(index)).toHaveAttribute('aria-selected', 'true');
        await expect(panel.getByRole('heading', { name: step.title })).toBeVisible();
        await expect(panel.getByText(step.subtitle)).toBeVisible();
        for (const detail of step.details) await expect(panel.getByText(detail)).toBeVisible();
      }
      // Keyboard: arrows move the selection (wrapping), Home goes back to the first step.
      await tabs.nth(5).focus();
      await page.keyboard.press('ArrowRight');
      await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
      await expect(tabs.first()).toBeFocused();
      await page.keyboard.press('ArrowLeft');
      await expect(tabs.nth(5)).toHaveAttribute('aria-selected', 'true');
      await page.keyboard.press('Home');
      await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
    });
  }

  test('the hospitality order-signing step names the deposit and the sales agreement', async ({ page }) => {
    await page.goto('/hospitality/servicios');
    await page.getByRole('tab', { name: /Firma de Pedido/ }).click();
    await expect(page.getByRole('tabpanel')).toContainText('anticipo');
    await expect(page.getByRole('tabpanel')).toContainText('Acuerdo de venta');
  });
});

test.describe('About page (docs/product.md §2 "About page")', () => {
  for (const division of ['corporativo', 'hospitality'] as const) {
    test(`${division}: text, statistics, leader and showcases`, async ({ page }) => {
      const content = DIVISION_CONTENT[division];
      await page.goto(`/${division}/nosotros`);
      await expect(page.getByRole('heading', { level: 1, name: 'Quiénes Somos' })).toBeVisible();
      for (const paragraph of content.about.paragraphs) await expect(page.getByText(paragraph)).toBeVisible();
      await expect(page.getByText('Años sirviendo al Caribe')).toBeVisible();
      await expect(page.getByText('+15', { exact: true })).toBeVisible();
      await expect(page.getByText('200+', { exact: true })).toBeVisible();
      await expect(page.getByText('Red global de marcas premium')).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: content.leader.name })).toBeVisible();
      await expect(page.getByText(content.leader.role)).toBeVisible();
      await expect(page.getByRole('img', { name: content.leader.photo.alt })).toBeVisible();
      for (const showcase of content.showcases) {
        await expect(page.getByRole('heading', { level: 3, name: showcase.title })).toBeVisible();
        await expect(page.getByRole('img', { name: showcase.image.alt })).toBeAttached();
      }
    });
  }
});

test.describe('Legal pages (docs/product.md §2 "Legal pages")', () => {
  for (const path of ['/privacy', '/politica-de-privacidad']) {
    test(`${path}: the cookie policy dated 02/08/2021`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: 'Política de Privacidad y Cookies' })).toBeVisible();
      await expect(page.getByText('Última actualización: 02/08/2021')).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: /¿Qué son las cookies\?/ })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: /Cómo gestionar o desactivar las cookies/ })).toBeVisible();
    });
  }

  for (const path of ['/terms', '/terminos-y-condiciones']) {
    test(`${path}: object, user, access, privacy, links, intellectual property, Dominican law`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: 'Términos y Condiciones' })).toBeVisible();
      const sections = page.getByRole('main').getByRole('heading', { level: 2 });
      await expect(sections).toHaveText([
        '1. Objeto',
        '2. Usuario',
        '3. Acceso al sitio',
        '4. Privacidad',
        '5. Enlaces',
        '6. Propiedad intelectual',
        '7. Legislación aplicable y jurisdicción',
      ]);
      await expect(page.getByText(/mayores de edad \(18 años o más\) residentes en la República Dominicana/)).toBeVisible();
      await expect(page.getByText(/se rigen por las leyes de la República Dominicana/)).toBeVisible();
    });
  }
});

test.describe('Not-found page (docs/product.md §2)', () => {
  for (const path of ['/no-existe', '/corporativo/no-existe', '/oficinas', '/corporativo/proyecto/1/extra']) {
    test(`${path} answers HTTP 404 with '404 Page Not Found'`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible();
      await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
      await expect(page.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/');
    });
  }
});
