import * as Dialog from '@radix-ui/react-dialog';
import { zodResolver } from '@hookform/resolvers/zod';
import { appointmentInputSchema, type Division, divisionFromPath, isDivision, LIMITS, MESSAGES } from '@casa/core';
import { type ReactNode, useEffect, useState } from 'react';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { Link, useLocation } from 'react-router-dom';
import type { z } from 'zod';
import { useDivision } from '../../app/division-context.js';
import { useToast } from '../../components/toast/index.js';
import { useRequestAppointmentMutation } from './appointment-api.js';
import styles from './appointment-widget.module.css';

const formSchema = appointmentInputSchema.omit({ division: true });
type FormOutput = z.output<typeof formSchema>;
interface FormValues {
  name: string;
  email: string;
  phone: string;
  company: string;
  preferredDate: string;
  preferredTime: string;
  message: string;
  acceptPrivacy: boolean;
}
const EMPTY: FormValues = {
  name: '',
  email: '',
  phone: '',
  company: '',
  preferredDate: '',
  preferredTime: '',
  message: '',
  acceptPrivacy: false,
};

/** The floating appointment request (SPEC §2/§4): the button appears 2 s after the page loads. */
export function AppointmentWidget() {
  const [visible, setVisible] = useState(false);
  const [open, setOpen] = useState(false);
  const { division: current } = useDivision();
  const { pathname } = useLocation();
  const division: Division = divisionFromPath(pathname) ?? (isDivision(current) ? current : 'corporativo');

  // The form lives here, not in the panel, so closing the panel keeps what was typed.
  const form = useForm<FormValues, unknown, FormOutput>({
    resolver: zodResolver(formSchema) as never,
    defaultValues: EMPTY,
  });

  useEffect(() => {
    const timer = setTimeout(() => setVisible(true), LIMITS.appointmentButtonDelayMs);
    return () => clearTimeout(timer);
  }, []);

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      {visible ? (
        <Dialog.Trigger className={styles.fab}>
          <svg aria-hidden="true" viewBox="0 0 24 24" width="24" height="24" className={styles.fabIcon}>
            <rect x="3.5" y="5" width="17" height="15.5" rx="1.5" fill="none" stroke="currentColor" strokeWidth="1.6" />
            <path d="M3.5 9.5h17M8 3v4M16 3v4" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
            <path d="M9 14.5l2 2 4-4" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
          <span className={styles.fabLabel}>Solicitar cita</span>
        </Dialog.Trigger>
      ) : null}
      <Dialog.Portal>
        <Dialog.Overlay className={styles.backdrop} data-testid="appointment-backdrop" />
        <Dialog.Content className={styles.panel} data-division={division}>
          <div className={styles.header}>
            <div>
              <Dialog.Title className={styles.title}>Solicita una cita</Dialog.Title>
              <Dialog.Description className={styles.description}>
                Cuéntanos sobre tu proyecto y te contactaremos para concertar una reunión.
              </Dialog.Description>
            </div>
            <Dialog.Close className={styles.close} aria-label="Cerrar">
              <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22">
                <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
              </svg>
            </Dialog.Close>
          </div>
          <AppointmentForm form={form} division={division} onSent={() => setOpen(false)} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

interface AppointmentFormProps {
  form: UseFormReturn<FormValues, unknown, FormOutput>;
  division: Division;
  onSent: () => void;
}

function AppointmentForm({ form, division, onSent }: AppointmentFormProps) {
  const toast = useToast();
  const [requestAppointment] = useRequestAppointmentMutation();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = form;

  const onSubmit = async (values: FormOutput) => {
    try {
      await requestAppointment({ ...values, division }).unwrap();
      reset(EMPTY);
      onSent();
      toast({ title: MESSAGES.appointmentSuccessTitle, description: MESSAGES.appointmentSuccess });
    } catch {
      toast({ title: MESSAGES.appointmentErrorTitle, description: MESSAGES.appointmentError, variant: 'destructive' });
    }
  };

  return (
    <form className={styles.form} onSubmit={handleSubmit(onSubmit)} noValidate aria-label="Solicitud de cita">
      <Field id="appointment-name" label="Nombre completo" error={errors.name?.message}>
        {(aria) => <input {...aria} className={styles.input} type="text" autoComplete="name" {...register('name')} />}
      </Field>
      <Field id="appointment-email" label="Correo electrónico" error={errors.email?.message}>
        {(aria) => <input {...aria} className={styles.input} type="email" autoComplete="email" {...register('email')} />}
      </Field>
      <div className={styles.row}>
        <Field id="appointment-phone" label="Teléfono" error={errors.phone?.message}>
          {(aria) => <input {...aria} className={styles.input} type="tel" autoComplete="tel" {...register('phone')} />}
        </Field>
        <Field id="appointment-company" label="Empresa" optional error={errors.company?.message}>
          {(aria) => (
            <input {...aria} className={styles.input} type="text" autoComplete="organization" {...register('company')} />
          )}
        </Field>
      </div>
      <div className={styles.row}>
        <Field id="appointment-date" label="Fecha preferida" optional error={errors.preferredDate?.message}>
          {(aria) => <input {...aria} className={styles.input} type="date" {...register('preferredDate')} />}
        </Field>
        <Field id="appointment-time" label="Hora preferida" optional error={errors.preferredTime?.message}>
          {(aria) => <input {...aria} className={styles.input} type="time" {...register('preferredTime')} />}
        </Field>
      </div>
      <Field id="appointment-message" label="Mensaje" error={errors.message?.message}>
        {(aria) => <textarea {...aria} className={styles.textarea} rows={4} {...register('message')} />}
      </Field>
      <div className={styles.field}>
        <div className={styles.checkRow}>
          <input
            id="appointment-privacy"
            type="checkbox"
            className={styles.checkbox}
            aria-invalid={Boolean(errors.acceptPrivacy)}
            aria-describedby={errors.acceptPrivacy ? 'appointment-privacy-error' : undefined}
            {...register('acceptPrivacy')}
          />
          <label htmlFor="appointment-privacy" className={styles.checkLabel}>
            He leído y acepto la{' '}
            <Link to="/politica-de-privacidad" className={styles.inlineLink}>
              política de privacidad
            </Link>
          </label>
        </div>
        {errors.acceptPrivacy ? (
          <p id="appointment-privacy-error" className={styles.error}>
            {errors.acceptPrivacy.message}
          </p>
        ) : null}
      </div>
      <button type="submit" className={styles.submit} disabled={isSubmitting}>
        {isSubmitting ? 'ENVIANDO...' : 'ENVIAR SOLICITUD'}
      </button>
    </form>
  );
}

interface FieldProps {
  id: string;
  label: string;
  error?: string | undefined;
  optional?: boolean;
  children: (aria: { id: string; 'aria-invalid': boolean; 'aria-describedby': string | undefined }) => ReactNode;
}

/** A labelled control with its validation message underneath (SPEC §5). */
function Field({ id, label, error, optional, children }: FieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {optional ? <span className={styles.optional}> (opcional)</span> : null}
      </label>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': error ? errorId : undefined })}
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
