import { MailOutlined, PhoneOutlined, SendOutlined, WhatsAppOutlined } from '@ant-design/icons';
import {
  DIVISION_LABELS,
  formatAppointmentDate,
  formatPreferredTime,
  isCalendarDate,
  type Lead,
  type LeadStatusInput,
  MESSAGES,
  NOTIFICATION_STATUS_LABELS,
  telHref,
  whatsappHref,
  LANG_LABELS,
} from '@casa/core';
import { DEFAULT_SITE_SETTINGS } from '@casa/core/content';
import { Alert, Button, Descriptions, Drawer, Flex, Spin, Typography } from 'antd';
import { useGetLeadQuery, useSendLeadNotificationMutation, useUpdateLeadStatusMutation } from '../../api/leads-endpoints.js';
import { useGetSiteSettingsQuery } from '../../api/settings-endpoints.js';
import { failureReason } from '../../shared/failure-reason.js';
import { useToast } from '../../shared/toast.js';
import { useKeptWhileClosing } from '../../shared/use-kept-while-closing.js';
import { formatLeadDate } from './format.js';
import { LeadSourceDetails } from './lead-source.js';
import { LeadAppointment } from './lead-appointment.js';
import { LeadKindTag, LeadStatusTag, NotificationTag } from './lead-tags.js';
import sharedStyles from '../../shared/shared.module.css';
import styles from './leads.module.css';

interface LeadDetailProps {
  leadId: string | null;
  onClose: () => void;
}

/** The detail panel: every field, one-click mailto / tel / WhatsApp, and the status actions. */
export function LeadDetail({ leadId, onClose }: LeadDetailProps) {
  const open = leadId !== null;
  const id = useKeptWhileClosing(leadId, open);
  // currentData: never the previous lead while another loads. Its id may differ from the address's
  // (an old 'contact-12' names lead 42), so it is not compared.
  const { currentData: shown, isFetching, error } = useGetLeadQuery(id ?? '', { skip: !id });
  return (
    <Drawer open={open} onClose={onClose} title={shown?.name ?? 'Solicitud'} placement="right" size={560} destroyOnHidden>
      {shown ? (
        <LeadBody lead={shown} />
      ) : error ? (
        <Alert type="error" showIcon title={failureReason(error) ?? MESSAGES.leadsError} />
      ) : isFetching ? (
        <div role="status" className={sharedStyles.loading}>
          <Spin />
        </div>
      ) : null}
    </Drawer>
  );
}

function LeadBody({ lead }: { lead: Lead }) {
  const toast = useToast();
  const [updateStatus, { isLoading }] = useUpdateLeadStatusMutation();
  const setStatus = async (status: LeadStatusInput['status']) => {
    try {
      await updateStatus({ id: lead.id, status }).unwrap();
    } catch (error) {
      toast.error(MESSAGES.leadUpdateError, failureReason(error));
    }
  };
  const [sendNotification, { isLoading: sending }] = useSendLeadNotificationMutation();
  const send = async () => {
    try {
      await sendNotification(lead.id).unwrap();
      toast.success(MESSAGES.notificationQueued);
    } catch (error) {
      toast.error(MESSAGES.notificationSendError, failureReason(error));
    }
  };
  // A visitor's number written without its country code gets the site's (Configuración).
  const countryCode = useGetSiteSettingsQuery().data?.phoneCountryCode ?? DEFAULT_SITE_SETTINGS.phoneCountryCode;
  const tel = telHref(lead.phone, countryCode);
  const whatsapp = whatsappHref(lead.phone, countryCode);
  const subject = `Re: tu solicitud a Casa Mobilia`;
  const { notification } = lead;

  return (
    <Flex vertical gap="middle">
      <Flex gap="small" wrap>
        <Button icon={<MailOutlined />} href={`mailto:${lead.email}?subject=${encodeURIComponent(subject)}`}>
          Escribir
        </Button>
        {tel ? (
          <Button icon={<PhoneOutlined />} href={tel}>
            Llamar
          </Button>
        ) : null}
        {whatsapp ? (
          <Button icon={<WhatsAppOutlined />} href={whatsapp} target="_blank" rel="noopener noreferrer">
            WhatsApp
          </Button>
        ) : null}
      </Flex>
      <Descriptions
        column={1}
        size="small"
        bordered
        items={[
          { key: 'status', label: 'Estado', children: <LeadStatusTag status={lead.status} /> },
          { key: 'kind', label: 'Tipo', children: <LeadKindTag kind={lead.kind} /> },
          { key: 'division', label: 'División', children: DIVISION_LABELS[lead.division] },
          { key: 'createdAt', label: 'Recibida', children: formatLeadDate(lead.createdAt) },
          { key: 'language', label: 'Idioma', children: LANG_LABELS[lead.language] },
          { key: 'name', label: 'Nombre', children: lead.name },
          { key: 'email', label: 'Email', children: <a href={`mailto:${lead.email}`}>{lead.email}</a> },
          { key: 'phone', label: 'Teléfono', children: lead.phone && tel ? <a href={tel}>{lead.phone}</a> : (lead.phone ?? '—') },
          { key: 'company', label: 'Empresa', children: lead.company ?? '—' },
          ...(lead.kind === 'appointment'
            ? [
                {
                  key: 'preferredDate',
                  label: 'Fecha preferida',
                  children: lead.preferredDate
                    ? isCalendarDate(lead.preferredDate)
                      ? formatAppointmentDate(lead.preferredDate)
                      : lead.preferredDate
                    : '—',
                },
                {
                  key: 'preferredTime',
                  label: 'Hora preferida',
                  children: lead.preferredTime ? formatPreferredTime(lead.preferredTime) : '—',
                },
                { key: 'appointment', label: 'Cita', children: <LeadAppointment lead={lead} /> },
              ]
            : []),
          {
            key: 'message',
            label: 'Mensaje',
            children: <Typography.Paragraph className={styles.message}>{lead.message}</Typography.Paragraph>,
          },
          { key: 'source', label: 'Origen', children: <LeadSourceDetails source={lead.source} /> },
          {
            key: 'handled',
            label: 'Atendido',
            children: lead.handledAt ? `${formatLeadDate(lead.handledAt)} por ${lead.handledBy ?? '—'}` : '—',
          },
          {
            key: 'notification',
            label: 'E-mail',
            children: (
              <Flex vertical gap="small">
                <span>
                  <NotificationTag notification={notification} />
                  {notification.sentAt ? formatLeadDate(notification.sentAt) : null}
                </span>
                {notification.status !== 'disabled' && notification.attempts > 0 && notification.status !== 'sent' ? (
                  <Typography.Text type="secondary">
                    {NOTIFICATION_STATUS_LABELS[notification.status]} tras {notification.attempts}{' '}
                    {notification.attempts === 1 ? 'intento' : 'intentos'}
                    {notification.lastError ? `: ${notification.lastError}` : ''}
                  </Typography.Text>
                ) : null}
                {notification.canSend ? (
                  <div>
                    <Button size="small" icon={<SendOutlined />} loading={sending} onClick={() => void send()}>
                      {notification.status === 'failed' ? 'Reenviar aviso' : 'Enviar aviso'}
                    </Button>
                  </div>
                ) : null}
              </Flex>
            ),
          },
        ]}
      />
      <Flex gap="small" wrap>
        {lead.status !== 'handled' ? (
          <Button type="primary" loading={isLoading} onClick={() => void setStatus('handled')}>
            Marcar como atendido
          </Button>
        ) : null}
        {lead.status !== 'archived' ? (
          <Button loading={isLoading} onClick={() => void setStatus('archived')}>
            Archivar
          </Button>
        ) : null}
        {lead.status !== 'new' ? (
          <Button loading={isLoading} onClick={() => void setStatus('new')}>
            Reabrir
          </Button>
        ) : null}
      </Flex>
    </Flex>
  );
}
