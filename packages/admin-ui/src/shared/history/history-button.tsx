import { HistoryOutlined } from '@ant-design/icons';
import type { HistoryEntry, HistoryType } from '@casa/core';
import { MESSAGES } from '@casa/core';
import { Alert, Button, Drawer, Flex, Modal, Spin, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useGetHistoryQuery, useGetHistoryVersionQuery, useRestoreHistoryVersionMutation } from '../../api/history-endpoints.js';
import { useConfirm } from '../confirm.js';
import { failureReason } from '../failure-reason.js';
import { useSignedOutOn401 } from '../session-expired.js';
import { useToast } from '../toast.js';
import { FieldValue } from './field-value.js';
import { HistoryLoadError } from './history-load-error.js';
import styles from './history.module.css';
import { ACTION_LABELS, fieldLabel, formatAt } from './labels.js';

/** Fields that say nothing about what changed. */
const HIDDEN_FIELDS = new Set(['id', 'createdAt', 'updatedAt']);

export const RESTORE_CONFIRM = '¿Restaurar esta versión? Se guarda como una versión nueva; la actual queda en el historial.';

interface HistoryButtonProps {
  type: HistoryType;
  id: number;
  /** What the drawer is the history of: 'Hotel Mar', 'Configuración'. */
  title: string;
  /** After a restore (the form on screen shows an older value then: close it or reload it). */
  onRestored?: () => void;
}

/** 'Historial': every saved version, what each changed, and 'Restaurar esta versión' (docs/decisions/0021-history-and-activity.md). */
export function HistoryButton({ type, id, title, onRestored }: HistoryButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button icon={<HistoryOutlined />} onClick={() => setOpen(true)}>
        Historial
      </Button>
      <Drawer open={open} onClose={() => setOpen(false)} title={`Historial: ${title}`} size="large" destroyOnHidden>
        <HistoryList
          type={type}
          id={id}
          onRestored={() => {
            setOpen(false);
            onRestored?.();
          }}
        />
      </Drawer>
    </>
  );
}

/** The versions of one record, newest first; each opens its comparison with the one before. */
export function HistoryList({ type, id, onRestored }: { type: HistoryType; id: number; onRestored?: () => void }) {
  const { data, isLoading, error, refetch } = useGetHistoryQuery({ type, id }, { refetchOnMountOrArgChange: true });
  useSignedOutOn401(error);
  const [shown, setShown] = useState<HistoryEntry | null>(null);
  if (isLoading) return <Spin />;
  if (!data) return <HistoryLoadError error={error} onRetry={() => void refetch()} />;
  if (data.items.length === 0) {
    return (
      <Typography.Paragraph type="secondary">
        Aún no hay versiones guardadas: el historial empieza con el próximo guardado.
      </Typography.Paragraph>
    );
  }
  return (
    <>
      <section aria-label="Versiones">
        <Table<HistoryEntry>
          rowKey="version"
          size="small"
          pagination={false}
          dataSource={data.items}
          columns={[
            { title: 'Versión', dataIndex: 'version', width: 80 },
            { title: 'Fecha', dataIndex: 'at', render: (at: string) => formatAt(at) },
            { title: 'Usuario', dataIndex: 'user', render: (user: HistoryEntry['user']) => user?.username ?? '—' },
            {
              title: 'Acción',
              dataIndex: 'action',
              render: (action: HistoryEntry['action']) => <Tag>{ACTION_LABELS[action] ?? action}</Tag>,
            },
            {
              title: 'Cambios',
              dataIndex: 'changes',
              render: (changes: string[]) => (changes.length ? changes.map(fieldLabel).join(', ') : '—'),
            },
            {
              title: '',
              key: 'open',
              render: (_: unknown, entry) => (
                <Button size="small" onClick={() => setShown(entry)} aria-label={`Ver la versión ${entry.version}`}>
                  Ver
                </Button>
              ),
            },
          ]}
        />
      </section>
      {shown ? (
        <VersionCompare
          type={type}
          id={id}
          entry={shown}
          previous={data.items.find((item) => item.version < shown.version)?.version ?? null}
          onClose={() => setShown(null)}
          onRestored={() => {
            setShown(null);
            onRestored?.();
          }}
        />
      ) : null}
    </>
  );
}

interface VersionCompareProps {
  type: HistoryType;
  id: number;
  entry: HistoryEntry;
  /** The version before it, when one is kept. */
  previous: number | null;
  onClose: () => void;
  onRestored: () => void;
}

/** One version beside the one before it, field by field (changed fields first and marked), and its restore. */
function VersionCompare({ type, id, entry, previous, onClose, onRestored }: VersionCompareProps) {
  const current = useGetHistoryVersionQuery({ type, id, version: entry.version });
  const before = useGetHistoryVersionQuery({ type, id, version: previous ?? 0 }, { skip: previous === null });
  const [restore, { isLoading: restoring }] = useRestoreHistoryVersionMutation();
  const confirm = useConfirm();
  const toast = useToast();
  const [onlyChanges, setOnlyChanges] = useState(true);

  const doRestore = async () => {
    if (!(await confirm(RESTORE_CONFIRM, { title: `Restaurar la versión ${entry.version}`, okText: 'Restaurar' }))) return;
    try {
      await restore({ type, id, version: entry.version }).unwrap();
      toast.success('Versión restaurada', `La versión ${entry.version} vuelve a estar publicada como la actual.`);
      onRestored();
    } catch (error) {
      toast.error('No se pudo restaurar la versión', failureReason(error) ?? MESSAGES.unreadableAnswer);
    }
  };

  const value = (current.data?.value ?? {}) as Record<string, unknown>;
  const old = (before.data?.value ?? {}) as Record<string, unknown>;
  const changed = new Set(entry.changes);
  const fields = [...new Set([...Object.keys(value), ...Object.keys(old)])].filter((field) => !HIDDEN_FIELDS.has(field));
  const rows = (onlyChanges && entry.changes.length > 0 ? fields.filter((field) => changed.has(field)) : fields).sort(
    (a, b) => Number(changed.has(b)) - Number(changed.has(a)),
  );

  return (
    <Modal
      open
      width={960}
      title={`Versión ${entry.version} · ${ACTION_LABELS[entry.action]} · ${formatAt(entry.at)} · ${entry.user?.username ?? '—'}`}
      onCancel={onClose}
      footer={
        <Flex justify="space-between" wrap gap="small">
          <Button onClick={() => setOnlyChanges(!onlyChanges)} disabled={entry.changes.length === 0}>
            {onlyChanges ? 'Ver todos los campos' : 'Ver solo los cambios'}
          </Button>
          <Flex gap="small">
            <Button onClick={onClose}>Cerrar</Button>
            <Button type="primary" danger loading={restoring} onClick={() => void doRestore()} disabled={!current.data}>
              Restaurar esta versión
            </Button>
          </Flex>
        </Flex>
      }
    >
      {current.isLoading || before.isLoading ? (
        <Spin />
      ) : current.error ? (
        <Alert
          type="error"
          showIcon
          title="No se pudo leer la versión"
          description={failureReason(current.error) ?? MESSAGES.unreadableAnswer}
        />
      ) : (
        <section aria-label="Comparación de versiones">
          <Table
            rowKey="field"
            size="small"
            pagination={false}
            rowClassName={(row) => (changed.has(row.field) ? (styles.changed ?? '') : '')}
            dataSource={rows.map((field) => ({ field }))}
            columns={[
              { title: 'Campo', dataIndex: 'field', width: 170, render: (field: string) => fieldLabel(field) },
              {
                title: previous === null ? 'Antes' : `Versión ${previous}`,
                key: 'before',
                render: (_: unknown, row: { field: string }) =>
                  previous === null ? <Typography.Text type="secondary">—</Typography.Text> : <FieldValue value={old[row.field]} />,
              },
              {
                title: `Versión ${entry.version}`,
                key: 'this',
                render: (_: unknown, row: { field: string }) => <FieldValue value={value[row.field]} />,
              },
            ]}
          />
        </section>
      )}
    </Modal>
  );
}
