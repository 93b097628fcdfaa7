import { ADMIN_PATHS } from '../shared/admin-paths.js';

/**
 * The screen an address from before the admin had URLs names (docs/decisions/0018-admin-urls.md):
 * `/admin?lead=contact-12`, the link in the lead e-mails already sent, and `/admin?tab=leads` /
 * `?tab=newsletter`. Null for any other /admin address.
 */
export function legacyScreen(search: string): string | null {
  const params = new URLSearchParams(search);
  const lead = params.get('lead')?.trim();
  if (lead) return ADMIN_PATHS.lead(lead);
  const tab = params.get('tab');
  if (tab === 'leads') return ADMIN_PATHS.leads;
  if (tab === 'newsletter') return ADMIN_PATHS.newsletter;
  return null;
}
