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
  LEADS_PAGE_SIZE,
  type LeadStatus,
  MESSAGES,
} from '@casa/core';
import { Alert, Button, Empty, Flex, Input, Select, Spin, Table, Typography } from 'antd';
import { useState } from 'react';
import { leadsExportUrl, useGetLeadsQuery } from '../../api/leads-endpoints.js';
import { failureReason } from '../../shared/failure-reason.js';
import { useToast } from '../../shared/toast.js';
import { downloadCsv, formatLeadDate } from './format.js';
import { LeadKindTag, LeadStatusTag, NotificationTag } from './lead-tags.js';
import { LEADS_REFRESH_MS, useRefetchOnFocus } from './use-auto-refresh.js';

interface LeadsInboxProps {
  onOpen: (id: string) => void;
}

const ALL = '';
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
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const [exporting, setExporting] = useState(false);
  const filter: LeadQuery = { kind: kind || undefined, division: division || undefined, status: status || undefined, q: q || undefined };
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
      await downloadCsv(leadsExportUrl(filter), 'solicitudes.csv');
    } catch {
      toast.error(MESSAGES.leadsExportError);
    } finally {
      setExporting(false);
    }
  };

  return (
    <Flex vertical gap={16}>
      <Flex gap={12} wrap align="end">
        <Filter label="Tipo" id="leads-kind">
          <Select
            virtual={false}
            id="leads-kind"
            style={{ width: 150 }}
            value={kind}
            onChange={change(setKind)}
            options={options('Todos', LEAD_KINDS, LEAD_KIND_LABELS)}
          />
        </Filter>
        <Filter label="División" id="leads-division">
          <Select
            virtual={false}
            id="leads-division"
            style={{ width: 160 }}
            value={division}
            onChange={change(setDivision)}
            options={options('Todas', DIVISIONS, DIVISION_LABELS)}
          />
        </Filter>
        <Filter label="Estado" id="leads-status">
          <Select
            virtual={false}
            id="leads-status"
            style={{ width: 150 }}
            value={status}
            onChange={change(setStatus)}
            options={options('Todos', LEAD_STATUSES, LEAD_STATUS_LABELS)}
          />
        </Filter>
        <Filter label="Buscar" id="leads-search">
          <Input.Search
            id="leads-search"
            style={{ width: 280 }}
            placeholder="Nombre, email, empresa o mensaje"
            allowClear
            maxLength={200}
            onSearch={(value) => change(setQ)(value.trim())}
          />
        </Filter>
        <Button icon={<DownloadOutlined />} onClick={() => void exportCsv()} loading={exporting} style={{ marginLeft: 'auto' }}>
          Exportar CSV
        </Button>
      </Flex>
      {isLoading ? (
        <div role="status" style={{ textAlign: 'center', padding: 48 }}>
          <Spin />
          <Typography.Paragraph style={{ marginTop: 12 }}>{MESSAGES.leadsLoading}</Typography.Paragraph>
        </div>
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
          onRow={(lead) => ({ onClick: () => onOpen(lead.id), style: { cursor: 'pointer' } })}
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
              render: (_, lead) => (
                <Button
                  type="link"
                  style={{
                    padding: 0,
                    height: 'auto',
                    whiteSpace: 'normal',
                    textAlign: 'left',
                    fontWeight: lead.status === 'new' ? 600 : 400,
                  }}
                  onClick={(event) => {
                    event.stopPropagation();
                    onOpen(lead.id);
                  }}
                >
                  {lead.name}
                </Button>
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
    <Flex vertical gap={4}>
      <label htmlFor={id}>
        <Typography.Text type="secondary">{label}</Typography.Text>
      </label>
      {children}
    </Flex>
  );
}
