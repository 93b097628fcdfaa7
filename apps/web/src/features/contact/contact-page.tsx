import { zodResolver } from '@hookform/resolvers/zod';
import { contactInputSchema, type Division, isDivision, MESSAGES, phoneHref } from '@casa/core';
import { DIVISION_CONTENT } from '@casa/core/content';
import { lazy, Suspense } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useDivision } from '../../app/division-context.js';
import { useHydrated } from '../../lib/use-hydrated.js';
import { useSiteSettings } from '../../config/site-settings.js';
import { PageHero } from '../../components/page-hero.js';
import { useToast } from '../../components/toast/index.js';
import { useSendContactMutation } from './contact-api.js';
import styles from './contact-page.module.css';
import { Field, formStyles, Honeypot, PrivacyConsent } from '../../components/form/form-field.js';
import { submitErrorMessage } from '../../lib/submit-error.js';
import { useRouteMatch } from '../../lib/route-match.js';

// Leaflet touches `window` when imported: load it only in the browser, after the first render.
const ContactMap = lazy(() => import('./contact-map.js'));

// The division is not a field the visitor fills in: it is added from the URL when sending.
const formSchema = contactInputSchema.omit({ division: true });
type FormOutput = z.output<typeof formSchema>;
interface FormValues {
  name: string;
  email: string;
  phone: string;
  message: string;
  acceptPrivacy: boolean;
  website: string;
}
const EMPTY: FormValues = { name: '', email: '', phone: '', message: '', acceptPrivacy: false, website: '' };

/** /:division/contacto (docs/product.md §2 "Contact page"). */
export default function ContactPage() {
  const params = useRouteMatch();
  const { division: current } = useDivision();
  const division: Division = isDivision(params.division) ? params.division : isDivision(current) ? current : 'corporativo';
  const content = DIVISION_CONTENT[division];
  const settings = useSiteSettings();
  const contact = settings.divisions[division];
  const address = `${settings.address.street}, ${settings.address.area}, ${settings.address.city}`;

  return (
    <div className={styles.page}>
      <PageHero
        id="contact-hero"
        eyebrow={content.label}
        title="Contacto"
        subtitle={content.contactSubtitle}
        image={content.backgroundImage}
      />

      <div className={styles.body}>
        <section className={styles.info} aria-labelledby="contact-info-title">
          <h2 id="contact-info-title" className={styles.sectionTitle}>
            Información de contacto
          </h2>
          <dl className={styles.infoList}>
            <div>
              <dt>Teléfono</dt>
              <dd>
                <a href={phoneHref(contact.phone)}>{contact.phone}</a>
              </dd>
            </div>
            <div>
              <dt>Ventas</dt>
              <dd>
                <a href={`mailto:${contact.email}`}>{contact.email}</a>
              </dd>
            </div>
            <div>
              <dt>Oficina</dt>
              <dd>
                <address>
                  {settings.address.street}
                  <br />
                  {settings.address.area}, {settings.address.city}
                  <br />
                  {settings.address.country}
                </address>
              </dd>
            </div>
            <div>
              <dt>Horario</dt>
              <dd>{settings.hours}</dd>
            </div>
          </dl>
        </section>

        <section className={styles.formCard} aria-labelledby="contact-form-title">
          <h2 id="contact-form-title" className={styles.sectionTitle}>
            Envíanos un mensaje
          </h2>
          <ContactForm division={division} />
        </section>
      </div>

      <section className={styles.mapSection} aria-labelledby="map-title">
        <h2 id="map-title" className="sr-only">
          Mapa de la oficina: {address}
        </h2>
        <LazyMap />
      </section>
    </div>
  );
}

function LazyMap() {
  const inBrowser = useHydrated();
  const placeholder = <div className={styles.mapPlaceholder} aria-hidden="true" />;
  if (!inBrowser) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <ContactMap />
    </Suspense>
  );
}

function ContactForm({ division }: { division: Division }) {
  const toast = useToast();
  const [sendContact] = useSendContactMutation();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<FormValues, unknown, FormOutput>({
    resolver: zodResolver(formSchema) as never,
    defaultValues: EMPTY,
  });

  const onSubmit = async (values: FormOutput) => {
    try {
      await sendContact({ ...values, division }).unwrap();
      reset(EMPTY);
      toast({ title: MESSAGES.contactSuccessTitle, description: MESSAGES.contactSuccess });
    } catch (error) {
      toast({ title: MESSAGES.contactErrorTitle, description: submitErrorMessage(error, MESSAGES.contactError), variant: 'destructive' });
    }
  };

  return (
    <form className={styles.form} onSubmit={handleSubmit(onSubmit)} noValidate aria-label="Formulario de contacto">
      <div className={styles.row}>
        <Field id="contact-name" label="Nombre completo" error={errors.name?.message}>
          {(aria) => <input {...aria} className={formStyles.input} type="text" autoComplete="name" {...register('name')} />}
        </Field>
        <Field id="contact-email" label="Correo electrónico" error={errors.email?.message}>
          {(aria) => <input {...aria} className={formStyles.input} type="email" autoComplete="email" {...register('email')} />}
        </Field>
      </div>
      <Field id="contact-phone" label="Teléfono" error={errors.phone?.message}>
        {(aria) => <input {...aria} className={formStyles.input} type="tel" autoComplete="tel" {...register('phone')} />}
      </Field>
      <Field id="contact-message" label="Mensaje" error={errors.message?.message}>
        {(aria) => <textarea {...aria} className={formStyles.textarea} rows={5} {...register('message')} />}
      </Field>
      <Honeypot id="contact-website" registration={register('website')} />
      <PrivacyConsent id="contact-privacy" error={errors.acceptPrivacy?.message} registration={register('acceptPrivacy')} />
      <button type="submit" className={`${formStyles.submit} ${styles.submit}`} disabled={isSubmitting}>
        {isSubmitting ? 'ENVIANDO...' : 'ENVIAR MENSAJE'}
      </button>
    </form>
  );
}
