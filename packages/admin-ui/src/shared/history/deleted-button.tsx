import { DeleteOutlined } from '@ant-design/icons';
import { type DeletedRecord, MESSAGES } from '@casa/core';
import { Button, Drawer, Spin, Table, Typography } from 'antd';
import { useState } from 'react';
import { useGetDeletedQuery, useRestoreHistoryVersionMutation } from '../../api/history-endpoints.js';
import { useConfirm } from '../confirm.js';
import { failureReason } from '../failure-reason.js';
import { useSignedOutOn401 } from '../session-expired.js';
import { useToast } from '../toast.js';
import { HistoryLoadError } from './history-load-error.js';
import { formatAt } from './labels.js';

const WHAT = {
  project: { button: 'Proyectos eliminados', title: 'Proyectos eliminados', restored: 'Proyecto restaurado' },
  brand: { button: 'Marcas eliminadas', title: 'Marcas eliminadas', restored: 'Marca restaurada' },
} as const;

/**
 * 'Proyectos eliminados' / 'Marcas eliminadas': what was deleted (while its history is kept,
 * HISTORY_KEEP_DAYS) and 'Restaurar', which brings it back under its id with its images
 * (docs/decisions/0021-history-and-activity.md).
 */
export function DeletedButton({ type }: { type: 'project' | 'brand' }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button icon={<DeleteOutlined />} onClick={() => setOpen(true)}>
        {WHAT[type].button}
      </Button>
      <Drawer open={open} onClose={() => setOpen(false)} title={WHAT[type].title} size="large" destroyOnHidden>
        <DeletedList type={type} />
      </Drawer>
    </>
  );
}

function DeletedList({ type }: { type: 'project' | 'brand' }) {
  const { data, isLoading, error, refetch } = useGetDeletedQuery(type, { refetchOnMountOrArgChange: true });
  useSignedOutOn401(error);
  const [restore] = useRestoreHistoryVersionMutation();
  const [restoring, setRestoring] = useState<number | null>(null);
  const confirm = useConfirm();
  const toast = useToast();

  const doRestore = async (record: DeletedRecord) => {
    const name = record.name ?? `#${record.id}`;
    if (
      !(await confirm(`¿Restaurar "${name}"? Vuelve tal como estaba al eliminarlo, con sus imágenes.`, {
        title: 'Restaurar',
        okText: 'Restaurar',
      }))
    )
      return;
    setRestoring(record.id);
    try {
      await restore({ type, id: record.id, version: record.version }).unwrap();
      toast.success(WHAT[type].restored, name);
    } catch (failure) {
      toast.error('No se pudo restaurar la versión', failureReason(failure) ?? MESSAGES.unreadableAnswer);
    } finally {
      setRestoring(null);
    }
  };

  if (isLoading) return <Spin />;
  if (!data) return <HistoryLoadError error={error} onRetry={() => void refetch()} />;
  if (data.items.length === 0)
    return <Typography.Paragraph type="secondary">No hay nada eliminado que se pueda restaurar.</Typography.Paragraph>;
  return (
    <section aria-label={WHAT[type].title}>
      <Table<DeletedRecord>
        rowKey="id"
        size="small"
        pagination={false}
        dataSource={data.items}
        columns={[
          { title: 'Nombre', dataIndex: 'name', render: (name: string | null, record) => name ?? `#${record.id}` },
          { title: 'Eliminado', dataIndex: 'at', render: (at: string) => formatAt(at) },
          { title: 'Por', dataIndex: 'user', render: (user: DeletedRecord['user']) => user?.username ?? '—' },
          {
            title: '',
            key: 'restore',
            render: (_: unknown, record) => (
              <Button
                size="small"
                loading={restoring === record.id}
                onClick={() => void doRestore(record)}
                aria-label={`Restaurar ${record.name ?? record.id}`}
              >
                Restaurar
              </Button>
            ),
          },
        ]}
      />
    </section>
  );
}
