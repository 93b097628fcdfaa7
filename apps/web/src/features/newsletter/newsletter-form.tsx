import { type Lang, LIMITS } from '@casa/core';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useAppConfig } from '../../config/app-config.js';
import { useLang } from '../../lib/lang.js';
import { submitErrorMessage } from '../../lib/submit-error.js';
import { useHydrated } from '../../lib/use-hydrated.js';
import buttons from '../../components/button.module.css';
import styles from './newsletter-form.module.css';
import { TEXTS } from './texts.js';

type Phase = 'form' | 'sending' | 'thanks';

/**
 * POST /api/newsletter with the form's fields and the page's language (the server stores the
 * sign-up; a repeat is fine); rejects with { status, data }.
 */
async function subscribe(body: { EMAIL: string; FNAME: string; website: string; language: Lang }): Promise<void> {
  const response = await fetch('/api/newsletter', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    credentials: 'same-origin',
    body: JSON.stringify(body),
  });
  if (!response.ok) {
    const data: unknown = await response.json().catch(() => undefined);
    throw { status: response.status, data };
  }
}

/**
 * The newsletter of the division home (docs/product.md §2, §4, §9): EMAIL (required), FNAME (optional) and a
 * hidden honeypot. It posts to our server and, when a mailing-list provider is configured, also
 * submits the form to it in a new tab (without the language, a field of our own). The thank-you
 * appears 1 s after submit for 5 s, then the empty form comes back.
 */
export function NewsletterForm() {
  const lang = useLang();
  const text = TEXTS[lang];
  const { newsletterUrl } = useAppConfig();
  // The provider's address goes on the form once the page is live: only the submit handler uses it.
  const live = useHydrated();
  const provider = live ? newsletterUrl : null;
  const [phase, setPhase] = useState<Phase>('form');
  const [error, setError] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);

  useEffect(() => () => timers.current.forEach(clearTimeout), []);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const form = event.currentTarget;
    const data = new FormData(form);
    const body = {
      EMAIL: String(data.get('EMAIL') ?? '').trim(),
      FNAME: String(data.get('FNAME') ?? '').trim(),
      website: String(data.get('website') ?? ''),
      language: lang,
    };
    event.preventDefault();
    // With a provider, the same form also goes to it in a new tab (action + target="_blank").
    // form.submit() fires no submit event and must run before the fields are disabled.
    if (newsletterUrl) form.submit();
    setError(null);
    setPhase('sending');
    const stored = subscribe(body).then(
      () => null,
      (failure: unknown) => submitErrorMessage(failure, text.error, lang),
    );
    timers.current.push(
      setTimeout(() => {
        void stored.then((failure) => {
          if (failure !== null && !newsletterUrl) {
            setPhase('form');
            setError(failure);
            return;
          }
          formRef.current?.reset();
          setPhase('thanks');
          timers.current.push(setTimeout(() => setPhase('form'), LIMITS.newsletterThankYouMs));
        });
      }, LIMITS.newsletterThankYouDelayMs),
    );
  };

  return (
    <section className={styles.section} aria-labelledby="newsletter-title">
      <div className={styles.inner}>
        <div className={styles.copy}>
          <p className="eyebrow" data-on="dark">
            {text.eyebrow}
          </p>
          <h2 id="newsletter-title" className={styles.title}>
            {text.title}
          </h2>
          <p className={styles.intro}>{text.intro}</p>
        </div>
        <div className={styles.panel} aria-live="polite">
          {phase === 'thanks' ? (
            <div className={styles.thanks} role="status">
              <p className={styles.thanksTitle}>{text.thanksTitle}</p>
              <p>{text.thanks}</p>
            </div>
          ) : (
            <form
              ref={formRef}
              className={styles.form}
              onSubmit={onSubmit}
              action={provider || undefined}
              method="post"
              target={provider ? '_blank' : undefined}
              noValidate={false}
            >
              <div className={styles.field}>
                <label htmlFor="newsletter-email">{text.email}</label>
                <input
                  id="newsletter-email"
                  name="EMAIL"
                  type="email"
                  required
                  autoComplete="email"
                  placeholder={text.emailPlaceholder}
                  disabled={phase === 'sending'}
                />
              </div>
              <div className={styles.field}>
                <label htmlFor="newsletter-name">
                  {text.name} <span className={styles.optional}>{text.optional}</span>
                </label>
                <input id="newsletter-name" name="FNAME" type="text" autoComplete="given-name" disabled={phase === 'sending'} />
              </div>
              {/* Honeypot: people never see or fill it; bots that do are ignored by the server. */}
              <div className="honeypot" aria-hidden="true">
                <label htmlFor="newsletter-website">{text.honeypot}</label>
                <input id="newsletter-website" name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
              </div>
              {/* Enabled once the page is live: before that a press would post the form to this page (decision 0014). */}
              <button
                type="submit"
                className={`${buttons.button} ${buttons.solidLight} ${styles.submit}`}
                disabled={phase === 'sending' || !live}
              >
                {phase === 'sending' ? text.sending : text.send}
              </button>
              {error ? (
                <p className={styles.error} role="alert">
                  {error}
                </p>
              ) : null}
            </form>
          )}
        </div>
      </div>
    </section>
  );
}
