import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { type ApiCall, stubApi } from '../../test-support/api-stub.js';
import { lead, signedIn } from '../../test-support/fixtures.js';
import { renderAdmin, resetAdminTests } from '../../test-support/render-admin.js';

afterEach(resetAdminTests);

const filtersOf = (call: ApiCall | undefined) => Object.fromEntries(call?.query ?? []);
const english = { ...lead({ name: 'Ocean Hotels' }), language: 'en' };
const spanish = { ...lead({ id: '43', name: 'Hotel Brisa' }), language: 'es' };

describe("Solicitudes: each lead's language (docs/decisions/0026-english-site.md)", () => {
  it("says 'Idioma: inglés' under an English lead's name and in its panel, nothing under a Spanish one's", async () => {
    stubApi({
      ...signedIn(),
      'GET /api/leads': { body: { items: [english, spanish], total: 2, page: 1, pageSize: 25 } },
      'GET /api/leads/42': { body: english },
    });
    renderAdmin('/admin/solicitudes/42');
    const inbox = await screen.findByRole('tabpanel', { name: 'Solicitudes' });
    expect(await within(inbox).findByText('Idioma: inglés')).toBeTruthy();
    expect(within(inbox).getAllByText(/^Idioma:/)).toHaveLength(1);
    const panel = await screen.findByRole('dialog');
    const language = (await within(panel).findByText('Idioma')).closest('tr') as HTMLElement;
    expect(within(language).getByText('inglés')).toBeTruthy();
  });

  it("asks the server for the leads of the language chosen under 'Idioma', none while it says 'Todos'", async () => {
    const api = stubApi({ ...signedIn(), 'GET /api/leads': { body: { items: [english], total: 1, page: 1, pageSize: 25 } } });
    renderAdmin('/admin/solicitudes');
    await screen.findByRole('tabpanel', { name: 'Solicitudes' });
    await choose('Idioma', 'Inglés');
    await waitFor(() => expect(filtersOf(api.callsTo('GET /api/leads').at(-1))).toEqual({ language: 'en', page: '1', pageSize: '25' }));
    expect(api.callsTo('GET /api/leads')[0]?.query.has('language')).toBe(false);
  });
});

/** Picks an option of one of the inbox's filters (an antd Select). */
async function choose(filter: string, option: string) {
  fireEvent.mouseDown(screen.getByLabelText(filter));
  const item = await waitFor(() => {
    const found = document.querySelector(
      `.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option[title="${option}"]`,
    );
    if (!found) throw new Error(`no option ${option}`);
    return found;
  });
  fireEvent.click(item);
}
