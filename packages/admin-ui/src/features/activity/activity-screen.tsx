import { DownloadOutlined, ReloadOutlined } from '@ant-design/icons';
import { AUDIT_ACTION_LABELS, AUDIT_ACTIONS, AUDIT_PAGE_SIZE, type AuditAction, type AuditEntry, MESSAGES } from '@casa/core';
import { Alert, Button, Flex, Input, Select, Table, Typography } from 'antd';
import { useState } from 'react';
import { type AuditFilters, auditExportUrl, useGetAuditQuery } from '../../api/history-endpoints.js';
import { downloadFile } from '../../shared/download-file.js';
import { failureReason } from '../../shared/failure-reason.js';
import { useSignedOutOn401 } from '../../shared/session-expired.js';
import { useToast } from '../../shared/toast.js';
import styles from './activity.module.css';

/** Whole areas first (every action of it), then each action. */
const AREAS: { value: string; label: string }[] = [
  { value: 'auth', label: 'Sesiones (todas)' },
  { value: 'user', label: 'Usuarios (todas)' },
  { value: 'project', label: 'Proyectos (todas)' },
  { value: 'brand', label: 'Marcas (todas)' },
];

const ACTION_OPTIONS = [
  { value: '', label: 'Todas las acciones' },
  ...AREAS,
  ...AUDIT_ACTIONS.map((action) => ({ value: action, label: AUDIT_ACTION_LABELS[action] })),
];

const dateTime = new Intl.DateTimeFormat('es-DO', { dateStyle: 'medium', timeStyle: 'medium' });
const formatAt = (iso: string) => (Number.isNaN(Date.parse(iso)) ? '—' : dateTime.format(new Date(iso)));

export const actionLabel = (action: string) => AUDIT_ACTION_LABELS[action as AuditAction] ?? action;

function Filter({ label, id, children }: { label: string; id: string; children: React.ReactNode }) {
  return (
    <Flex vertical gap={4}>
      <label htmlFor={id}>{label}</label>
      {children}
    </Flex>
  );
}

/**
 * Actividad (admins only, docs/decisions/0021-history-and-activity.md): who signed in (or failed
 * to), who changed what, who exported the leads or downloaded a backup, from which address;
 * filtered by action, user and days, a page at a time, and as CSV.
 */
export function ActivityScreen() {
  const toast = useToast();
  const [action, setAction] = useState('');
  const [user, setUser] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [page, setPage] = useState(1);
  const [exporting, setExporting] = useState(false);
  const filters: AuditFilters = { action, user: user.trim(), from, to };
  const { data, isFetching, error, refetch } = useGetAuditQuery({ ...filters, page }, { refetchOnMountOrArgChange: true });
  useSignedOutOn401(error);

  const change = (set: (value: string) => void) => (value: string) => {
    set(value);
    setPage(1);
  };

  const exportCsv = async () => {
    setExporting(true);
    try {
      await downloadFile(auditExportUrl(filters), 'actividad.csv');
    } catch {
      toast.error('No se pudo descargar la actividad. Inténtalo de nuevo.');
    } finally {
      setExporting(false);
    }
  };

  return (
    <Flex vertical gap="middle">
      <Flex justify="space-between" align="center" wrap gap={12}>
        <Typography.Title level={4}>Actividad</Typography.Title>
        <Flex gap="small">
          <Button icon={<ReloadOutlined />} loading={isFetching} onClick={() => void refetch()}>
            Actualizar
          </Button>
          <Button icon={<DownloadOutlined />} loading={exporting} onClick={() => void exportCsv()}>
            Descargar CSV
          </Button>
        </Flex>
      </Flex>
      <Flex gap="middle" wrap align="end">
        <Filter label="Acción" id="activity-action">
          <Select
            virtual={false}
            id="activity-action"
            className={styles.filter}
            value={action}
            onChange={change(setAction)}
            options={ACTION_OPTIONS}
          />
        </Filter>
        <Filter label="Usuario" id="activity-user">
          <Input
            id="activity-user"
            className={styles.narrow}
            value={user}
            onChange={(event) => change(setUser)(event.target.value)}
            allowClear
          />
        </Filter>
        <Filter label="Desde" id="activity-from">
          <Input
            id="activity-from"
            type="date"
            className={styles.narrow}
            value={from}
            onChange={(event) => change(setFrom)(event.target.value)}
          />
        </Filter>
        <Filter label="Hasta" id="activity-to">
          <Input
            id="activity-to"
            type="date"
            className={styles.narrow}
            value={to}
            onChange={(event) => change(setTo)(event.target.value)}
          />
        </Filter>
      </Flex>
      {error ? (
        <Alert
          type="error"
          showIcon
          title="No se pudo leer la actividad"
          description={failureReason(error) ?? MESSAGES.unreadableAnswer}
          action={<Button onClick={() => void refetch()}>Reintentar</Button>}
        />
      ) : null}
      <section aria-label="Registros de actividad">
        <Table<AuditEntry>
          rowKey={(entry) => `${entry.at}-${entry.action}-${entry.target ?? ''}-${entry.address ?? ''}`}
          size="small"
          loading={isFetching && !data}
          dataSource={data?.items ?? []}
          locale={{ emptyText: 'No hay actividad con estos filtros.' }}
          pagination={{
            current: page,
            pageSize: AUDIT_PAGE_SIZE,
            total: data?.total ?? 0,
            showSizeChanger: false,
            onChange: setPage,
            showTotal: (total) => `${total} registros`,
          }}
          columns={[
            { title: 'Fecha', dataIndex: 'at', width: 190, render: (at: string) => formatAt(at) },
            { title: 'Usuario', dataIndex: 'user', render: (who: AuditEntry['user']) => who?.username ?? '—' },
            { title: 'Acción', dataIndex: 'action', render: (name: string) => actionLabel(name) },
            { title: 'Objeto', dataIndex: 'target', render: (target: string | null) => target ?? '—' },
            { title: 'Dirección', dataIndex: 'address', render: (address: string | null) => address ?? '—' },
            {
              title: 'Navegador',
              dataIndex: 'userAgent',
              ellipsis: true,
              className: styles.agent,
              render: (agent: string | null) => <span title={agent ?? undefined}>{agent ?? '—'}</span>,
            },
          ]}
        />
      </section>
    </Flex>
  );
}
