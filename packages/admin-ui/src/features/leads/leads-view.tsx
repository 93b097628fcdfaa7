import { Tabs } from 'antd';
import { LeadDetail } from './lead-detail.js';
import { LeadsInbox } from './leads-inbox.js';
import { NewsletterList } from './newsletter-list.js';

export type LeadsTab = 'leads' | 'newsletter';

interface LeadsViewProps {
  tab: LeadsTab;
  onTab: (tab: LeadsTab) => void;
  /** The lead shown in the detail panel (from its address, /admin/solicitudes/42), or null. */
  leadId: string | null;
  onOpenLead: (id: string) => void;
  onCloseLead: () => void;
}

/** 'Solicitudes' in the admin (docs/decisions/0009-leads-inbox-and-mail-outbox.md): the inbox and the newsletter list. */
export function LeadsView({ tab, onTab, leadId, onOpenLead, onCloseLead }: LeadsViewProps) {
  return (
    <>
      <Tabs
        activeKey={tab}
        onChange={(key) => onTab(key as LeadsTab)}
        items={[
          { key: 'leads', label: 'Solicitudes', children: <LeadsInbox onOpen={onOpenLead} /> },
          { key: 'newsletter', label: 'Boletín', children: <NewsletterList /> },
        ]}
      />
      <LeadDetail leadId={leadId} onClose={onCloseLead} />
    </>
  );
}
