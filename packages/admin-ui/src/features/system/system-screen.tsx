import { DownloadOutlined, ReloadOutlined } from '@ant-design/icons';
import { MESSAGES, type SystemStatus } from '@casa/core';
import { Alert, Button, Card, Descriptions, Flex, Spin, Tag, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { downloadBackup, useGetSystemStatusQuery } from '../../api/system-endpoints.js';
import { ADMIN_PATHS } from '../../shared/admin-paths.js';
import { failureReason } from '../../shared/failure-reason.js';
import { useSignedOutOn401 } from '../../shared/session-expired.js';
import sharedStyles from '../../shared/shared.module.css';
import { useToast } from '../../shared/toast.js';
import { formatPercent, formatSize, formatUptime, formatWhen } from './format.js';

/** Where 'Ver las fallidas' goes: Solicitudes filtered on e-mails that failed for good. */
const FAILED_LEADS = `${ADMIN_PATHS.leads}?notification=failed`;

/**
 * Estado del sistema (admins only; docs/decisions/0019-production-path.md): what an IT person
 * checks first — version, database, uptime, lead e-mails, the last backup (or why it failed), the
 * read cache and free disk — and 'Descargar respaldo', a fresh backup file.
 */
export function SystemScreen() {
  const { data: status, isLoading, isFetching, error, refetch } = useGetSystemStatusQuery(undefined, { refetchOnMountOrArgChange: true });
  useSignedOutOn401(error);

  if (isLoading) {
    return (
      <Flex role="status" vertical align="center" gap="middle" className={sharedStyles.loading}>
        <Spin />
        <Typography.Text>Cargando el estado del sistema...</Typography.Text>
      </Flex>
    );
  }
  if (!status) {
    return (
      <Alert
        type="error"
        showIcon
        title="No se pudo leer el estado del sistema"
        description={failureReason(error) ?? MESSAGES.unreadableAnswer}
        action={<Button onClick={() => void refetch()}>Reintentar</Button>}
      />
    );
  }
  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="center" wrap gap={12}>
        <Typography.Title level={4}>Estado del sistema</Typography.Title>
        <Button icon={<ReloadOutlined />} loading={isFetching} onClick={() => void refetch()}>
          Actualizar
        </Button>
      </Flex>
      <ServerCard status={status} />
      <NotificationsCard notifications={status.notifications} />
      <BackupCard backup={status.backup} />
      <Card title="Caché de lectura" size="small">
        <Descriptions column={1} size="small">
          <Descriptions.Item label="Estado">{status.readCache.enabled ? 'Activada' : 'Desactivada (READ_CACHE_MB=0)'}</Descriptions.Item>
          {status.readCache.enabled ? (
            <>
              <Descriptions.Item label="Respuestas guardadas">
                {status.readCache.entries} ({formatSize(status.readCache.bytes)})
              </Descriptions.Item>
              <Descriptions.Item label="Aciertos">
                {status.readCache.hitRate === null
                  ? 'Aún sin lecturas'
                  : `${formatPercent(status.readCache.hitRate)} de ${status.readCache.hits + status.readCache.misses} lecturas`}
              </Descriptions.Item>
            </>
          ) : null}
        </Descriptions>
      </Card>
    </Flex>
  );
}

function ServerCard({ status }: { status: SystemStatus }) {
  return (
    <Card title="Servidor" size="small">
      <Descriptions column={1} size="small">
        <Descriptions.Item label="Versión">
          {status.version}
          {status.commit ? <Typography.Text type="secondary">{` (commit ${status.commit})`}</Typography.Text> : null}
        </Descriptions.Item>
        <Descriptions.Item label="Base de datos">{status.database === 'postgresql' ? 'PostgreSQL' : 'SQLite'}</Descriptions.Item>
        <Descriptions.Item label="En marcha desde">
          {formatWhen(status.startedAt)} ({formatUptime(status.uptimeSeconds)})
        </Descriptions.Item>
        <Descriptions.Item label="Disco libre (carpeta de datos)">
          {status.disk ? `${formatSize(status.disk.freeBytes)} de ${formatSize(status.disk.totalBytes)}` : 'No disponible'}
        </Descriptions.Item>
      </Descriptions>
    </Card>
  );
}

function NotificationsCard({ notifications }: { notifications: SystemStatus['notifications'] }) {
  return (
    <Card title="Avisos por e-mail de las solicitudes" size="small">
      <Descriptions column={1} size="small">
        <Descriptions.Item label="Estado">
          {notifications.enabled ? <Tag color="green">Activados</Tag> : <Tag>Desactivados (sin SMTP_URL)</Tag>}
        </Descriptions.Item>
        <Descriptions.Item label="Pendientes de envío">{notifications.pending}</Descriptions.Item>
        <Descriptions.Item label="Fallidos">
          <Flex gap={12} wrap>
            <span>{notifications.failed}</span>
            {notifications.failed > 0 ? <Link to={FAILED_LEADS}>Ver los fallidos en Solicitudes</Link> : null}
          </Flex>
        </Descriptions.Item>
      </Descriptions>
    </Card>
  );
}

function BackupCard({ backup }: { backup: SystemStatus['backup'] }) {
  const toast = useToast();
  const [downloading, setDownloading] = useState(false);
  const failedLast = backup.lastFailureAt !== null && (backup.lastSuccessAt === null || backup.lastFailureAt > backup.lastSuccessAt);

  const download = async () => {
    setDownloading(true);
    try {
      const name = await downloadBackup();
      toast.success('Respaldo descargado', `Guárdalo fuera de este servidor: ${name}`);
    } catch (failure) {
      toast.error('No se pudo descargar el respaldo', failure instanceof Error ? failure.message : undefined);
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Card
      title="Copias de seguridad"
      size="small"
      extra={
        <Button type="primary" icon={<DownloadOutlined />} loading={downloading} onClick={() => void download()}>
          Descargar respaldo
        </Button>
      }
    >
      <Flex vertical gap={12}>
        {failedLast ? (
          <Alert
            type="error"
            showIcon
            title={`La última copia falló (${formatWhen(backup.lastFailureAt)})`}
            description={backup.lastError}
          />
        ) : null}
        <Descriptions column={1} size="small">
          <Descriptions.Item label="Programadas">
            {backup.everyHours > 0
              ? `Cada ${backup.everyHours} h; se guardan las ${backup.keep} últimas`
              : 'Desactivadas (BACKUP_EVERY_HOURS=0)'}
          </Descriptions.Item>
          <Descriptions.Item label="Última copia">
            {backup.lastSuccessAt
              ? `${formatWhen(backup.lastSuccessAt)}${backup.lastBytes === null ? '' : ` (${formatSize(backup.lastBytes)})`}`
              : 'Aún no hay copias'}
          </Descriptions.Item>
          {backup.everyHours > 0 ? <Descriptions.Item label="Próxima">{formatWhen(backup.nextDueAt)}</Descriptions.Item> : null}
        </Descriptions>
      </Flex>
    </Card>
  );
}
