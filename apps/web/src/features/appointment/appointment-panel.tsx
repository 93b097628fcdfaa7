import * as Dialog from '@radix-ui/react-dialog';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  appointmentDays,
  appointmentInputSchema,
  appointmentTimes,
  bandHours,
  bandsOf,
  type Division,
  type Lang,
  workingHoursOf,
} from '@casa/core';
import { type RefObject, useMemo } from 'react';
import { useForm, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { DialogClose } from '../../components/dialog-close.js';
import { useSiteSettings } from '../../config/site-settings.js';
import { Field, formStyles, Honeypot, PrivacyConsent } from '../../components/form/form-field.js';
import { useLang } from '../../lib/lang.js';
import { submitErrorMessage } from '../../lib/submit-error.js';
import { useToast } from '../../components/toast/index.js';
import { useRequestAppointmentMutation } from './appointment-api.js';
import styles from './appointment-widget.module.css';
import { bandLabel, dayLabel, timeLabel } from './choice-labels.js';
import { TEXTS } from './texts.js';

// The division and the language come from the page when sending, not from the visitor.
const formSchema = appointmentInputSchema.omit({ division: true, language: true });
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
  website: string;
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
  website: '',
};

/**
 * The appointment panel and its form (react-hook-form + zod), downloaded only when a visitor
 * reaches for the button. It stays mounted once opened, so closing the panel keeps what was typed.
 */
export function AppointmentPanel({
  open,
  onOpenChange,
  division,
  returnFocusTo,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  division: Division;
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}) {
  const form = useForm<FormValues, unknown, FormOutput>({
    resolver: zodResolver(formSchema) as never,
    defaultValues: EMPTY,
  });
  const text = TEXTS[useLang()];

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.backdrop} data-testid="appointment-backdrop" />
        <Dialog.Content
          className={styles.panel}
          data-division={division}
          onCloseAutoFocus={(event) => {
            // The button is not a Radix trigger (it lives in the small eager chunk): focus it ourselves.
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
        >
          <div className={styles.header}>
            <div>
              <Dialog.Title className={styles.title}>{text.title}</Dialog.Title>
              <Dialog.Description className={styles.description}>{text.description}</Dialog.Description>
            </div>
            <DialogClose className={styles.close} label={text.close} />
          </div>
          <AppointmentForm form={form} division={division} onSent={() => onOpenChange(false)} />
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

/**
 * The days and times the form offers (docs/decisions/0024-appointment-dates-and-visitor-mail.md):
 * the working days of the next 60 from the office hours of Configuración, and a band (morning,
 * afternoon) or a whole hour within them, written in the page's language. The values are the
 * same in both languages (a date, 'mañana', 'tarde' or 'HH:MM').
 */
function useAppointmentChoices(lang: Lang) {
  const { hours } = useSiteSettings();
  return useMemo(() => {
    const working = workingHoursOf(hours);
    const days = appointmentDays(new Date(), working).map((day) => ({ value: day, label: dayLabel(day, lang) }));
    const bands = bandsOf(working).map((band) => {
      const { start, end } = bandHours(band, working);
      return { value: band, label: bandLabel(band, start, end, lang) };
    });
    const times = appointmentTimes(working).map((time) => ({ value: time, label: timeLabel(time, lang) }));
    return { days, bands, times };
  }, [hours, lang]);
}

function AppointmentForm({ form, division, onSent }: AppointmentFormProps) {
  const lang = useLang();
  const text = TEXTS[lang];
  const toast = useToast();
  const choices = useAppointmentChoices(lang);
  const [requestAppointment] = useRequestAppointmentMutation();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = form;

  const onSubmit = async (values: FormOutput) => {
    try {
      await requestAppointment({ ...values, division, language: lang }).unwrap();
      reset(EMPTY);
      onSent();
      toast({ title: text.successTitle, description: text.success });
    } catch (error) {
      toast({ title: text.errorTitle, description: submitErrorMessage(error, text.error, lang), variant: 'destructive' });
    }
  };

  return (
    <form className={styles.form} onSubmit={handleSubmit(onSubmit)} noValidate aria-label={text.formName}>
      <Field id="appointment-name" label={text.name} error={errors.name?.message}>
        {(aria) => <input {...aria} className={formStyles.input} type="text" autoComplete="name" {...register('name')} />}
      </Field>
      <Field id="appointment-email" label={text.email} error={errors.email?.message}>
        {(aria) => <input {...aria} className={formStyles.input} type="email" autoComplete="email" {...register('email')} />}
      </Field>
      <div className={styles.row}>
        <Field id="appointment-phone" label={text.phone} error={errors.phone?.message}>
          {(aria) => <input {...aria} className={formStyles.input} type="tel" autoComplete="tel" {...register('phone')} />}
        </Field>
        <Field id="appointment-company" label={text.company} optional error={errors.company?.message}>
          {(aria) => <input {...aria} className={formStyles.input} type="text" autoComplete="organization" {...register('company')} />}
        </Field>
      </div>
      <div className={styles.row}>
        <Field id="appointment-date" label={text.date} optional error={errors.preferredDate?.message}>
          {(aria) => (
            <select {...aria} className={formStyles.input} {...register('preferredDate')}>
              <option value="">{text.noPreference}</option>
              {choices.days.map((day) => (
                <option key={day.value} value={day.value}>
                  {day.label}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field id="appointment-time" label={text.time} optional error={errors.preferredTime?.message}>
          {(aria) => (
            <select {...aria} className={formStyles.input} {...register('preferredTime')}>
              <option value="">{text.noPreference}</option>
              <optgroup label={text.bands}>
                {choices.bands.map((band) => (
                  <option key={band.value} value={band.value}>
                    {band.label}
                  </option>
                ))}
              </optgroup>
              <optgroup label={text.hours}>
                {choices.times.map((time) => (
                  <option key={time.value} value={time.value}>
                    {time.label}
                  </option>
                ))}
              </optgroup>
            </select>
          )}
        </Field>
      </div>
      <Field id="appointment-message" label={text.message} error={errors.message?.message}>
        {(aria) => <textarea {...aria} className={formStyles.textarea} rows={4} {...register('message')} />}
      </Field>
      <Honeypot id="appointment-website" registration={register('website')} />
      <PrivacyConsent id="appointment-privacy" error={errors.acceptPrivacy?.message} registration={register('acceptPrivacy')} />
      <button type="submit" className={formStyles.submit} disabled={isSubmitting}>
        {isSubmitting ? text.sending : text.send}
      </button>
    </form>
  );
}
