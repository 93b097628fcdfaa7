import { DownloadOutlined } from '@ant-design/icons';
import {
  DIVISION_LABELS,
  DIVISIONS,
  type Division,
  type Lead,
  LEAD_KIND_LABELS,
  LEAD_KINDS,
  LEAD_STATUS_LABELS,
  LEAD_STATUSES,
  type LeadKind,
  type LeadQuery,
  type Lang,
  LANG_LABELS,
  LANGS,
  LEADS_PAGE_SIZE,
  type LeadStatus,
  MESSAGES,
  NOTIFICATION_STATUS_LABELS,
} from '@casa/core';
import { Alert, Button, Empty, Flex, Input, Select, Spin, Table, Typography } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { leadsExportUrl, useGetLeadsQuery } from '../../api/leads-endpoints.js';
import { failureReason } from '../../shared/failure-reason.js';
import { useToast } from '../../shared/toast.js';
import { downloadFile } from '../../shared/download-file.js';
import { formatLeadDate } from './format.js';
import { LeadLanguageLine } from './lead-language.js';
import { LeadOriginLine } from './lead-source.js';
import { LeadKindTag, LeadStatusTag, NotificationTag } from './lead-tags.js';
import sharedStyles from '../../shared/shared.module.css';
import styles from './leads.module.css';
import { LEADS_REFRESH_MS, useRefetchOnFocus } from './use-auto-refresh.js';

interface LeadsInboxProps {
  onOpen: (id: string) => void;
}

const ALL = '';
/** The e-mail states worth a filter: still pending, or failed for good. */
const EMAIL_FILTERS = ['pending', 'failed'] as const;
type EmailFilter = (typeof EMAIL_FILTERS)[number];
const isEmailFilter = (value: string | null): value is EmailFilter => EMAIL_FILTERS.includes(value as EmailFilter);
/** 'Español' / 'Inglés': the inbox's words for a lead's language, capitalised as the filter's options. */
const LANGUAGE_FILTER_LABELS = Object.fromEntries(
  LANGS.map((lang) => [lang, LANG_LABELS[lang].charAt(0).toUpperCase() + LANG_LABELS[lang].slice(1)]),
) as Record<Lang, string>;
const options = <T extends string>(all: string, values: readonly T[], labels: Record<T, string>) => [
  { value: ALL, label: all },
  ...values.map((value) => ({ value, label: labels[value] })),
];

/** Contacts and appointments, newest first, 25 a page, with filters, search and the CSV export. */
export function LeadsInbox({ onOpen }: LeadsInboxProps) {
  const toast = useToast();
  const [kind, setKind] = useState<LeadKind | ''>(ALL);
  const [division, setDivision] = useState<Division | ''>(ALL);
  const [status, setStatus] = useState<LeadStatus | ''>(ALL);
  const [language, setLanguage] = useState<Lang | ''>(ALL);
  // '/admin/solicitudes?notification=failed' (from 'Estado del sistema') opens on the failed e-mails.
  const [params] = useSearchParams();
  const initialEmail = params.get('notification');
  const [notification, setNotification] = useState<EmailFilter | ''>(isEmailFilter(initialEmail) ? initialEmail : ALL);
  const [q, setQ] = useState('');
  // '/admin/solicitudes?utmSource=instagram&utmCampaign=verano' (from 'Resumen') opens on that campaign.
  const [utmSource, setUtmSource] = useState(params.get('utmSource') ?? ALL);
  const [utmCampaign, setUtmCampaign] = useState(params.get('utmCampaign') ?? ALL);
  const [page, setPage] = useState(1);
  const [exporting, setExporting] = useState(false);
  const filter: LeadQuery = {
    kind: kind || undefined,
    division: division || undefined,
    status: status || undefined,
    language: language || undefined,
    notification: notification || undefined,
    q: q || undefined,
    utmSource: utmSource || undefined,
    utmCampaign: utmCampaign || undefined,
  };
  const { data, isLoading, isFetching, error, refetch } = useGetLeadsQuery(
    { ...filter, page, pageSize: LEADS_PAGE_SIZE },
    { pollingInterval: LEADS_REFRESH_MS },
  );
  useRefetchOnFocus(refetch);

  const change =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(1);
    };

  const exportCsv = async () => {
    setExporting(true);
    try {
      await downloadFile(leadsExportUrl(filter), 'solicitudes.csv');
    } catch {
      toast.error(MESSAGES.leadsExportError);
    } finally {
      setExporting(false);
    }
  };

  return (
    <Flex vertical gap="middle">
      <Flex gap="middle" wrap align="end">
        <Filter label="Tipo" id="leads-kind">
          <Select
            virtual={false}
            id="leads-kind"
            className={styles.narrowFilter}
            value={kind}
            onChange={change(setKind)}
            options={options('Todos', LEAD_KINDS, LEAD_KIND_LABELS)}
          />
        </Filter>
        <Filter label="División" id="leads-division">
          <Select
            virtual={false}
            id="leads-division"
            className={styles.filter}
            value={division}
            onChange={change(setDivision)}
            options={options('Todas', DIVISIONS, DIVISION_LABELS)}
          />
        </Filter>
        <Filter label="Estado" id="leads-status">
          <Select
            virtual={false}
            id="leads-status"
            className={styles.narrowFilter}
            value={status}
            onChange={change(setStatus)}
            options={options('Todos', LEAD_STATUSES, LEAD_STATUS_LABELS)}
          />
        </Filter>
        <Filter label="Idioma" id="leads-language">
          <Select
            virtual={false}
            id="leads-language"
            className={styles.narrowFilter}
            value={language}
            onChange={change(setLanguage)}
            options={options('Todos', LANGS, LANGUAGE_FILTER_LABELS)}
          />
        </Filter>
        <Filter label="E-mail" id="leads-notification">
          <Select
            virtual={false}
            id="leads-notification"
            className={styles.narrowFilter}
            value={notification}
            onChange={change(setNotification)}
            options={options('Todos', EMAIL_FILTERS, NOTIFICATION_STATUS_LABELS)}
          />
        </Filter>
        <Filter label="Buscar" id="leads-search">
          <Input.Search
            id="leads-search"
            className={styles.search}
            placeholder="Nombre, email, empresa o mensaje"
            allowClear
            maxLength={200}
            onSearch={(value) => change(setQ)(value.trim())}
          />
        </Filter>
        <Filter label="Origen (utm_source)" id="leads-utm-source">
          <Input.Search
            id="leads-utm-source"
            className={styles.narrowFilter}
            placeholder="instagram"
            allowClear
            maxLength={255}
            defaultValue={utmSource}
            onSearch={(value) => change(setUtmSource)(value.trim())}
          />
        </Filter>
        <Filter label="Campaña (utm_campaign)" id="leads-utm-campaign">
          <Input.Search
            id="leads-utm-campaign"
            className={styles.narrowFilter}
            placeholder="verano"
            allowClear
            maxLength={255}
            defaultValue={utmCampaign}
            onSearch={(value) => change(setUtmCampaign)(value.trim())}
          />
        </Filter>
        <Button icon={<DownloadOutlined />} onClick={() => void exportCsv()} loading={exporting} className={styles.export}>
          Exportar CSV
        </Button>
      </Flex>
      {isLoading ? (
        <Flex role="status" vertical align="center" gap="middle" className={sharedStyles.loading}>
          <Spin />
          <Typography.Text>{MESSAGES.leadsLoading}</Typography.Text>
        </Flex>
      ) : error && !data ? (
        <Alert
          type="error"
          showIcon
          title={MESSAGES.leadsError}
          description={failureReason(error)}
          action={<Button onClick={() => void refetch()}>Reintentar</Button>}
        />
      ) : (
        <Table<Lead>
          rowKey="id"
          size="middle"
          loading={isFetching && !isLoading}
          dataSource={data?.items ?? []}
          locale={{ emptyText: <Empty description={MESSAGES.leadsEmpty} /> }}
          rowClassName={styles.row}
          onRow={(lead) => ({ onClick: () => onOpen(lead.id) })}
          scroll={{ x: 900 }}
          pagination={{
            current: page,
            pageSize: LEADS_PAGE_SIZE,
            total: data?.total ?? 0,
            showSizeChanger: false,
            onChange: setPage,
            showTotal: (total) => `${total} ${total === 1 ? 'solicitud' : 'solicitudes'}`,
          }}
          columns={[
            { key: 'createdAt', title: 'Fecha', render: (_, lead) => formatLeadDate(lead.createdAt), width: 170 },
            {
              key: 'name',
              title: 'Nombre',
              // With where it came from below: 'Origen: instagram / verano'.
              render: (_, lead) => (
                <Flex vertical align="start">
                  <Button
                    type="link"
                    className={styles.name}
                    data-new={lead.status === 'new' || undefined}
                    onClick={(event) => {
                      event.stopPropagation();
                      onOpen(lead.id);
                    }}
                  >
                    {lead.name}
                  </Button>
                  <LeadOriginLine source={lead.source} />
                  <LeadLanguageLine lead={lead} />
                </Flex>
              ),
            },
            { key: 'company', title: 'Empresa', render: (_, lead) => lead.company ?? '—' },
            { key: 'division', title: 'División', render: (_, lead) => DIVISION_LABELS[lead.division] },
            { key: 'kind', title: 'Tipo', render: (_, lead) => <LeadKindTag kind={lead.kind} /> },
            { key: 'status', title: 'Estado', render: (_, lead) => <LeadStatusTag status={lead.status} /> },
            { key: 'notification', title: 'E-mail', render: (_, lead) => <NotificationTag notification={lead.notification} /> },
          ]}
        />
      )}
    </Flex>
  );
}

function Filter({ label, id, children }: { label: string; id: string; children: React.ReactNode }) {
  return (
    <Flex vertical gap="small">
      <label htmlFor={id}>
        <Typography.Text type="secondary">{label}</Typography.Text>
      </label>
      {children}
    </Flex>
  );
}
