import { ReloadOutlined } from '@ant-design/icons';
import { LEAD_STATS_DEFAULT_WEEKS, type LeadStats, MESSAGES } from '@casa/core';
import { Alert, Button, Card, Col, Empty, Flex, Row, Spin, Statistic, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { useGetLeadStatsQuery } from '../../api/leads-endpoints.js';
import { ADMIN_PATHS } from '../../shared/admin-paths.js';
import { failureReason } from '../../shared/failure-reason.js';
import { useSignedOutOn401 } from '../../shared/session-expired.js';
import sharedStyles from '../../shared/shared.module.css';
import styles from './summary.module.css';
import { LEADS_REFRESH_MS, useRefetchOnFocus } from './use-auto-refresh.js';
import { WeeklyLeadsChart } from './weekly-chart.js';

const WEEKS = LEAD_STATS_DEFAULT_WEEKS;

/** '4 h', '1.5 h', '3.2 días' (the office's es-DO numbers) from two days on. */
export function formatHours(hours: number | null): string {
  if (hours === null) return 'Sin datos aún';
  const number = (value: number) => value.toLocaleString('es-DO', { maximumFractionDigits: 1 });
  return hours >= 48 ? `${number(hours / 24)} días` : `${number(hours)} h`;
}

/** The inbox showing one campaign's leads. */
const campaignLink = (utmSource: string | null, utmCampaign: string | null) => {
  const params = new URLSearchParams();
  if (utmSource) params.set('utmSource', utmSource);
  if (utmCampaign) params.set('utmCampaign', utmCampaign);
  return `${ADMIN_PATHS.leads}?${params.toString()}`;
};

/**
 * 'Resumen', the admin's first screen (docs/product.md §6), for admins and editors: the leads of
 * the last 12 weeks by division, the campaigns that brought most, how fast they are handled, the
 * appointments waiting for a call and the e-mails that failed. It refreshes like the inbox.
 */
export function SummaryScreen() {
  const { data, isLoading, isFetching, error, refetch } = useGetLeadStatsQuery(WEEKS, { pollingInterval: LEADS_REFRESH_MS });
  useRefetchOnFocus(refetch);
  useSignedOutOn401(error);

  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="center" wrap gap={12}>
        <Typography.Title level={4}>Resumen</Typography.Title>
        <Button icon={<ReloadOutlined />} loading={isFetching && !isLoading} onClick={() => void refetch()}>
          Actualizar
        </Button>
      </Flex>
      {isLoading ? (
        <Flex role="status" vertical align="center" gap="middle" className={sharedStyles.loading}>
          <Spin />
          <Typography.Text>Cargando el resumen...</Typography.Text>
        </Flex>
      ) : !data ? (
        <Alert
          type="error"
          showIcon
          title="No se pudo cargar el resumen."
          description={failureReason(error) ?? MESSAGES.unreadableAnswer}
          action={<Button onClick={() => void refetch()}>Reintentar</Button>}
        />
      ) : (
        <SummaryBody stats={data} />
      )}
    </Flex>
  );
}

function SummaryBody({ stats }: { stats: LeadStats }) {
  const thisWeek = stats.weeks.at(-1);
  const total = stats.weeks.reduce((sum, week) => sum + week.corporativo + week.hospitality, 0);
  return (
    <>
      <Row gutter={[16, 16]}>
        <Col xs={24} sm={12} lg={6}>
          <Card size="small">
            <Statistic title="Solicitudes esta semana" value={thisWeek ? thisWeek.corporativo + thisWeek.hospitality : 0} />
          </Card>
        </Col>
        <Col xs={24} sm={12} lg={6}>
          <Card size="small">
            <Statistic title={`Tiempo mediano hasta atendido (${WEEKS} semanas)`} value={formatHours(stats.medianHoursToHandle)} />
          </Card>
        </Col>
        <Col xs={24} sm={12} lg={6}>
          <Card size="small">
            <Statistic title="Citas por confirmar" value={stats.toConfirm} />
          </Card>
        </Col>
        <Col xs={24} sm={12} lg={6}>
          <Card size="small">
            <Statistic title="E-mails fallidos" value={stats.mailFailed} />
            {stats.mailFailed > 0 ? <Link to={`${ADMIN_PATHS.leads}?notification=failed`}>Ver los fallidos en Solicitudes</Link> : null}
          </Card>
        </Col>
      </Row>
      <Card size="small" title={`Solicitudes por semana (últimas ${WEEKS} semanas: ${total})`}>
        <WeeklyLeadsChart weeks={stats.weeks} caption={`Solicitudes por semana y división, últimas ${WEEKS} semanas`} />
      </Card>
      <Card size="small" title="Por origen: las campañas con más solicitudes">
        {stats.bySource.length === 0 ? (
          <Empty description="Ninguna solicitud de estas semanas llegó con una campaña (utm_source / utm_campaign)." />
        ) : (
          <ol className={styles.sources}>
            {stats.bySource.map((source) => {
              const name = [source.utmSource, source.utmCampaign].filter(Boolean).join(' / ');
              return (
                <li key={`${source.utmSource ?? ''}\u0000${source.utmCampaign ?? ''}`}>
                  <Link to={campaignLink(source.utmSource, source.utmCampaign)}>{name}</Link>
                  <span>
                    {source.count} {source.count === 1 ? 'solicitud' : 'solicitudes'}
                  </span>
                </li>
              );
            })}
          </ol>
        )}
      </Card>
    </>
  );
}
