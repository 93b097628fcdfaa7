import { sitePath } from '@casa/core';
import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { useLang } from '../../lib/lang.js';
import styles from './form.module.css';
import { fieldMessage, TEXTS } from './texts.js';

/** The classes of text inputs, text areas and the like, shared by the contact and appointment forms. */
export const formStyles = styles;

interface FieldProps {
  id: string;
  label: string;
  error?: string | undefined;
  optional?: boolean;
  children: (aria: { id: string; 'aria-invalid': boolean; 'aria-describedby': string | undefined }) => ReactNode;
}

/**
 * A labelled control with its validation message underneath (docs/product.md §5 "messages under
 * the fields"), in the page's language.
 */
export function Field({ id, label, error, optional, children }: FieldProps) {
  const lang = useLang();
  const errorId = `${id}-error`;
  const message = fieldMessage(error, lang);
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {optional ? <span className={styles.optional}> {TEXTS[lang].optional}</span> : null}
      </label>
      {children({ id, 'aria-invalid': Boolean(message), 'aria-describedby': message ? errorId : undefined })}
      <FieldError id={errorId} error={message} />
    </div>
  );
}

/** The acceptPrivacy checkbox with its link to the policy in the page's language and its message (docs/product.md §5). */
export function PrivacyConsent({
  id,
  error,
  registration,
}: {
  id: string;
  error?: string | undefined;
  registration: UseFormRegisterReturn;
}) {
  const lang = useLang();
  const text = TEXTS[lang];
  const errorId = `${id}-error`;
  const message = fieldMessage(error, lang);
  return (
    <div className={styles.field}>
      <div className={styles.checkRow}>
        <input
          id={id}
          type="checkbox"
          className={styles.checkbox}
          aria-invalid={Boolean(message)}
          aria-describedby={message ? errorId : undefined}
          {...registration}
        />
        <label htmlFor={id} className={styles.checkLabel}>
          {text.privacyBefore}{' '}
          <Link to={sitePath('privacy', lang)} className={styles.inlineLink}>
            {text.privacyLink}
          </Link>
        </label>
      </div>
      <FieldError id={errorId} error={message} />
    </div>
  );
}

/**
 * The hidden `website` field of the public forms: people never see it, screen readers skip it
 * (aria-hidden), Tab never reaches it and browsers never autofill it; bots that fill it get a
 * success-like answer and nothing is stored.
 */
export function Honeypot({ id, registration }: { id: string; registration: UseFormRegisterReturn }) {
  const lang = useLang();
  return (
    <div className="honeypot" aria-hidden="true">
      <label htmlFor={id}>{TEXTS[lang].honeypot}</label>
      <input id={id} type="text" tabIndex={-1} autoComplete="off" {...registration} />
    </div>
  );
}

/** A field's message under it, named by the field's aria-describedby. */
function FieldError({ id, error }: { id: string; error?: string | undefined }) {
  return error ? (
    <p id={id} className={styles.error}>
      {error}
    </p>
  ) : null;
}
