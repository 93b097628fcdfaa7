import { CalendarOutlined } from '@ant-design/icons';
import {
  type AppointmentConfirmInput,
  appointmentConfirmInputSchema,
  formatAppointmentDate,
  formatPreferredTime,
  isCalendarDate,
  isTimeOfDay,
  type Lead,
  MESSAGES,
  VIDEO_CALL_LOCATION,
  workingHoursOf,
} from '@casa/core';
import { DEFAULT_SITE_SETTINGS } from '@casa/core/content';
import { serverMessage } from '@casa/api-client';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Flex, Form, Input, Radio, Typography } from 'antd';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useCancelAppointmentMutation, useConfirmAppointmentMutation } from '../../api/leads-endpoints.js';
import { useGetSiteSettingsQuery } from '../../api/settings-endpoints.js';
import { useConfirm } from '../../shared/confirm.js';
import { Field } from '../../shared/field.js';
import { applyServerErrors } from '../../shared/server-errors.js';
import { useToast } from '../../shared/toast.js';

type Place = 'office' | 'video';
interface AppointmentForm {
  date: string;
  time: string;
  place: Place;
}

const schema = appointmentConfirmInputSchema.pick({ date: true, time: true });

/**
 * The appointment of a lead's panel (docs/decisions/0024-appointment-dates-and-visitor-mail.md):
 * 'Confirmar cita' sets the day, time and place and e-mails the visitor an invitation; once
 * confirmed, 'Cambiar fecha' sends the change and 'Cancelar' the cancellation.
 */
export function LeadAppointment({ lead }: { lead: Lead }) {
  const [editing, setEditing] = useState(false);
  const toast = useToast();
  const confirm = useConfirm();
  const [cancelAppointment, { isLoading: cancelling }] = useCancelAppointmentMutation();
  const confirmed = lead.confirmedDate && lead.confirmedTime ? { date: lead.confirmedDate, time: lead.confirmedTime } : null;

  const cancel = async () => {
    const yes = await confirm('La persona recibirá un e-mail con la cancelación para su calendario.', {
      title: '¿Cancelar la cita?',
      okText: 'Cancelar la cita',
    });
    if (!yes) return;
    try {
      await cancelAppointment(lead.id).unwrap();
      toast.success(MESSAGES.appointmentCancelled);
    } catch (error) {
      toast.error(MESSAGES.appointmentSaveError, serverMessage(error) ?? undefined);
    }
  };

  return (
    <section aria-label="Cita" data-testid="lead-appointment">
      {confirmed ? (
        <Typography.Paragraph>
          <CalendarOutlined /> <strong>Cita confirmada:</strong> {formatAppointmentDate(confirmed.date)} a las {confirmed.time}
          {lead.confirmedLocation ? ` · ${lead.confirmedLocation}` : ''}
        </Typography.Paragraph>
      ) : null}
      {editing ? (
        <AppointmentEditor lead={lead} onDone={() => setEditing(false)} />
      ) : (
        <Flex gap="small" wrap>
          <Button type={confirmed ? 'default' : 'primary'} icon={<CalendarOutlined />} onClick={() => setEditing(true)}>
            {confirmed ? 'Cambiar fecha' : 'Confirmar cita'}
          </Button>
          {confirmed ? (
            <Button danger loading={cancelling} onClick={() => void cancel()}>
              Cancelar
            </Button>
          ) : null}
        </Flex>
      )}
    </section>
  );
}

/** The day and time first offered: the confirmed ones, else what the visitor asked for, else the opening time. */
function startingValues(lead: Lead, opening: string): AppointmentForm {
  const date = lead.confirmedDate ?? (lead.preferredDate && isCalendarDate(lead.preferredDate) ? lead.preferredDate : '');
  const time = lead.confirmedTime ?? (lead.preferredTime && isTimeOfDay(lead.preferredTime) ? lead.preferredTime : opening);
  return { date, time, place: lead.confirmedLocation === VIDEO_CALL_LOCATION ? 'video' : 'office' };
}

function AppointmentEditor({ lead, onDone }: { lead: Lead; onDone: () => void }) {
  const toast = useToast();
  const settings = useGetSiteSettingsQuery().data ?? DEFAULT_SITE_SETTINGS;
  const hours = workingHoursOf(settings.hours);
  const office = [settings.address.street, settings.address.area, settings.address.city, settings.address.country].join(', ');
  const [confirmAppointment, { isLoading }] = useConfirmAppointmentMutation();
  const moving = Boolean(lead.confirmedDate);
  const { control, handleSubmit, formState, setError, getValues } = useForm<AppointmentForm>({
    resolver: zodResolver(schema) as never,
    defaultValues: startingValues(lead, hours.open),
  });

  const onValid = async (values: AppointmentForm) => {
    const input: AppointmentConfirmInput = { date: values.date, time: values.time };
    // The schema checks the day and time only (and drops the rest): the place is read from the form.
    if (getValues('place') === 'video') input.location = VIDEO_CALL_LOCATION;
    try {
      await confirmAppointment({ id: lead.id, ...input }).unwrap();
      toast.success(moving ? MESSAGES.appointmentMoved : MESSAGES.appointmentConfirmed);
      onDone();
    } catch (error) {
      if (!applyServerErrors(error, setError, ['date', 'time']))
        toast.error(MESSAGES.appointmentSaveError, serverMessage(error) ?? undefined);
    }
  };

  return (
    <form onSubmit={handleSubmit(onValid)} noValidate aria-label={moving ? 'Cambiar fecha' : 'Confirmar cita'}>
      <Form layout="vertical" component={false} disabled={isLoading}>
        {lead.preferredDate ? (
          <Typography.Paragraph type="secondary">
            Pidió: {isCalendarDate(lead.preferredDate) ? formatAppointmentDate(lead.preferredDate) : lead.preferredDate}
            {lead.preferredTime ? `, ${formatPreferredTime(lead.preferredTime).toLowerCase()}` : ''}
          </Typography.Paragraph>
        ) : null}
        <Flex gap="small" wrap>
          <Field id="appointment-confirm-date" label="Fecha" required error={formState.errors.date?.message}>
            <Controller
              control={control}
              name="date"
              render={({ field }) => <Input {...field} id="appointment-confirm-date" type="date" />}
            />
          </Field>
          <Field id="appointment-confirm-time" label="Hora" required error={formState.errors.time?.message}>
            <Controller
              control={control}
              name="time"
              render={({ field }) => <Input {...field} id="appointment-confirm-time" type="time" step={300} />}
            />
          </Field>
        </Flex>
        <Field id="appointment-confirm-place" label="Lugar">
          <Controller
            control={control}
            name="place"
            render={({ field }) => (
              <Radio.Group
                id="appointment-confirm-place"
                value={field.value}
                onChange={(event) => field.onChange(event.target.value)}
                options={[
                  { value: 'office', label: `Oficina (${office})` },
                  { value: 'video', label: VIDEO_CALL_LOCATION },
                ]}
              />
            )}
          />
        </Field>
        <Flex gap="small" justify="end">
          <Button onClick={onDone}>Volver</Button>
          <Button type="primary" htmlType="submit" loading={isLoading}>
            {moving ? 'Cambiar y avisar' : 'Confirmar y enviar invitación'}
          </Button>
        </Flex>
      </Form>
    </form>
  );
}
