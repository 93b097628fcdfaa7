import { withDatabase } from '../support/database';
import { expect, test } from './support';

// The dashboard at scale (docs/decisions/0025-project-pages.md): 24 cards a page from the server,
// its search answered by the API. 30 projects of its own, dated 2001 so they sort after every
// other suite's, removed after.
const PLACE = 'Archivo E2E del panel';
const NAME = 'Archivo Paginado';

test.beforeAll(() =>
  withDatabase((db) => {
    const insert = db.prepare(
      `INSERT INTO projects (name, year, location, division, project_type, scope, description, brands, key_features,
        development_process, image_urls, image_alts, status, featured, created_at, updated_at)
       VALUES (?, 2018, ?, 'corporativo', 'Showroom', 'Mobiliario', 'Proyecto de archivo.', '[]', '[]', '[]', '[]', '[]', 'published', 0, ?, ?)`,
    );
    db.transaction(() => {
      db.prepare('DELETE FROM projects WHERE location = ?').run(PLACE);
      for (let index = 1; index <= 30; index += 1) {
        const stamp = `2001-01-01 00:${String(60 - index).padStart(2, '0')}:00.000`;
        insert.run(`${NAME} ${index}`, PLACE, stamp, stamp);
      }
    }).immediate();
  }),
);
test.afterAll(() => withDatabase((db) => db.prepare('DELETE FROM projects WHERE location = ?').run(PLACE)));

test.describe('Proyectos at scale', () => {
  test('shows 24 cards a page with small covers, pages from the server, and finds a project by name through the API', async ({
    adminPage: page,
  }) => {
    await expect(page.getByTestId('project-card')).toHaveCount(24);
    // Uploaded covers come as their small variant.
    await expect(page.getByTestId('project-card').locator('img[src^="/media/"]').first()).toHaveAttribute('src', /\?w=320$/);
    await expect(page.locator('.ant-pagination')).toBeVisible();

    const asked = page.waitForRequest((request) => request.url().includes('/api/projects/all?') && request.url().includes('page=2'));
    await page.locator('.ant-pagination').getByTitle('2', { exact: true }).click();
    await asked;
    // The rest, up to 24: '54 de 54 proyectos' → 24 on page 2.
    const total = Number((await page.getByTestId('projects-shown').textContent())?.split(' ')[0]);
    expect(total).toBeGreaterThan(24);
    await expect(page.getByTestId('project-card')).toHaveCount(Math.min(24, total - 24));

    const searched = page.waitForRequest(
      (request) => request.url().includes('/api/projects/all?') && request.url().includes('q=archivo+paginado+17'),
    );
    await page.getByLabel('Buscar por nombre o ubicación').fill('archivo paginado 17');
    await searched;
    await expect(page.getByTestId('project-card')).toHaveCount(1);
    await expect(page.getByTestId('project-card')).toContainText(`${NAME} 17`);
    await expect(page.getByTestId('projects-shown')).toHaveText(/^1 de \d+ proyectos$/);

    // 'Ver' reads the whole project by its id.
    await page.getByTestId('project-card').getByRole('button', { name: 'Ver' }).click();
    await expect(page.getByRole('dialog', { name: `${NAME} 17` })).toContainText(PLACE);
  });
});
