import type { Division } from '@casa/core';
import type { FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { Field, formStyles, Honeypot, PrivacyConsent } from '../../components/form/form-field.js';
import { lazyResolver } from '../../components/form/lazy-resolver.js';
import { useToast } from '../../components/toast/index.js';
import { useLang } from '../../lib/lang.js';
import { submitErrorMessage } from '../../lib/submit-error.js';
import { useHydrated } from '../../lib/use-hydrated.js';
import { useSendContactMutation } from './contact-api.js';
import styles from './contact-page.module.css';
import type { ContactFormOutput, ContactFormValues } from './contact-schema.js';
import { TEXTS } from './texts.js';

// zod and the schema download when the visitor first focuses the form, not with the page.
const { resolver, preload } = lazyResolver(() => import('./contact-schema.js').then((module) => module.contactResolver));

const EMPTY: ContactFormValues = { name: '', email: '', phone: '', message: '', acceptPrivacy: false, website: '' };

/**
 * The contact form (docs/product.md §2 "Contact page"): validated and answered in the page's
 * language, sent with the page's division and language.
 */
export function ContactForm({ division }: { division: Division }) {
  const lang = useLang();
  const text = TEXTS[lang];
  const toast = useToast();
  const live = useHydrated();
  const [sendContact] = useSendContactMutation();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ContactFormValues, unknown, ContactFormOutput>({ resolver, defaultValues: EMPTY });

  const onSubmit = async (values: ContactFormOutput) => {
    try {
      await sendContact({ ...values, division, language: lang }).unwrap();
      reset(EMPTY);
      toast({ title: text.successTitle, description: text.success });
    } catch (error) {
      toast({ title: text.errorTitle, description: submitErrorMessage(error, text.error, lang), variant: 'destructive' });
    }
  };

  // The schema failed to download (the visitor is offline): nothing was sent, the text stays.
  const submit = (event: FormEvent<HTMLFormElement>) =>
    handleSubmit(onSubmit)(event).catch(() => {
      toast({ title: text.errorTitle, description: text.error, variant: 'destructive' });
    });

  return (
    <form className={styles.form} onSubmit={submit} onFocus={preload} noValidate aria-label={text.formName}>
      <div className={styles.row}>
        <Field id="contact-name" label={text.name} error={errors.name?.message}>
          {(aria) => <input {...aria} className={formStyles.input} type="text" autoComplete="name" {...register('name')} />}
        </Field>
        <Field id="contact-email" label={text.email} error={errors.email?.message}>
          {(aria) => <input {...aria} className={formStyles.input} type="email" autoComplete="email" {...register('email')} />}
        </Field>
      </div>
      <Field id="contact-phone" label={text.phone} error={errors.phone?.message}>
        {(aria) => <input {...aria} className={formStyles.input} type="tel" autoComplete="tel" {...register('phone')} />}
      </Field>
      <Field id="contact-message" label={text.message} error={errors.message?.message}>
        {(aria) => <textarea {...aria} className={formStyles.textarea} rows={5} {...register('message')} />}
      </Field>
      <Honeypot id="contact-website" registration={register('website')} />
      <PrivacyConsent id="contact-privacy" error={errors.acceptPrivacy?.message} registration={register('acceptPrivacy')} />
      {/* Enabled once the page is live: before that a press would send the form nowhere (decision 0014). */}
      <button type="submit" className={`${formStyles.submit} ${styles.submit}`} disabled={isSubmitting || !live}>
        {isSubmitting ? text.sending : text.send}
      </button>
    </form>
  );
}
