import { EMPTY_LEAD_SOURCE } from '@casa/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { type ApiCall, stubApi } from '../../test-support/api-stub.js';
import { lead, signedIn } from '../../test-support/fixtures.js';
import { renderAdmin, resetAdminTests } from '../../test-support/render-admin.js';

afterEach(resetAdminTests);

const filtersOf = (call: ApiCall | undefined) => Object.fromEntries(call?.query ?? []);
const fromInstagram = lead({
  source: { ...EMPTY_LEAD_SOURCE, landingPage: '/hospitality', referrer: 'l.instagram.com', utmSource: 'instagram', utmCampaign: 'verano' },
});

describe('Solicitudes: where each lead came from (docs/product.md §5 "Origen")', () => {
  it('shows the origin under the name, and its parts in the panel', async () => {
    stubApi({
      ...signedIn(),
      'GET /api/leads': { body: { items: [fromInstagram, lead({ id: '43', name: 'Sin campaña' })], total: 2, page: 1, pageSize: 25 } },
      'GET /api/leads/42': { body: fromInstagram },
    });
    renderAdmin('/admin/solicitudes/42');
    const inbox = await screen.findByRole('tabpanel', { name: 'Solicitudes' });
    expect(await within(inbox).findByText('Origen: instagram / verano')).toBeTruthy();
    expect(within(inbox).getAllByText(/^Origen:/)).toHaveLength(1);
    const panel = await screen.findByRole('dialog');
    expect(await within(panel).findByText('instagram / verano')).toBeTruthy();
    expect(within(panel).getByText('Página de entrada: /hospitality')).toBeTruthy();
    expect(within(panel).getByText('Sitio de referencia: l.instagram.com')).toBeTruthy();
  });

  it('filters by utm_source and utm_campaign, and opens on a campaign from its link', async () => {
    const api = stubApi({ ...signedIn(), 'GET /api/leads': { body: { items: [fromInstagram], total: 1, page: 1, pageSize: 25 } } });
    renderAdmin('/admin/solicitudes?utmSource=instagram&utmCampaign=verano');
    const inbox = await screen.findByRole('tabpanel', { name: 'Solicitudes' });
    await waitFor(() =>
      expect(filtersOf(api.callsTo('GET /api/leads').at(-1))).toEqual({
        utmSource: 'instagram',
        utmCampaign: 'verano',
        page: '1',
        pageSize: '25',
      }),
    );
    const campaign = within(inbox).getByLabelText('Campaña (utm_campaign)');
    fireEvent.change(campaign, { target: { value: ' navidad ' } });
    fireEvent.keyDown(campaign, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(filtersOf(api.callsTo('GET /api/leads').at(-1)).utmCampaign).toBe('navidad'));
  });
});
