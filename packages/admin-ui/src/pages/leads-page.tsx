import { Typography } from 'antd';
import { useNavigate, useParams } from 'react-router-dom';
import { LeadsView, type LeadsTab } from '../features/leads/leads-view.js';
import { ADMIN_PATHS } from '../shared/admin-paths.js';
import { useOverlayRoute } from '../shared/use-overlay-route.js';

/**
 * Solicitudes (docs/decisions/0009-leads-inbox-and-mail-outbox.md): the inbox at /admin/solicitudes,
 * a lead's panel over it at /admin/solicitudes/:leadId (the link in a lead's e-mail), and the
 * newsletter sign-ups at /admin/boletin.
 */
export function LeadsPage({ tab }: { tab: LeadsTab }) {
  const { leadId = null } = useParams();
  const navigate = useNavigate();
  const panel = useOverlayRoute(ADMIN_PATHS.leads);
  return (
    <>
      <Typography.Title level={4}>Solicitudes</Typography.Title>
      <LeadsView
        tab={tab}
        onTab={(next) => void navigate(next === 'newsletter' ? ADMIN_PATHS.newsletter : ADMIN_PATHS.leads)}
        leadId={tab === 'leads' ? leadId : null}
        onOpenLead={(id) => panel.open(ADMIN_PATHS.lead(id))}
        onCloseLead={panel.close}
      />
    </>
  );
}
