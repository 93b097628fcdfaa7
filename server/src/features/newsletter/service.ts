import { type NewsletterInput, NEWSLETTER_PAGE_SIZE, type NewsletterPage, type NewsletterSubscriber } from '@casa/core';
import type { AppDeps } from '../../deps.js';
import { countSubscribers, insertSubscriber, listSubscribers, type StoredSubscriber } from './repo.js';

/**
 * A sign-up from the public form: stored once per address (case aside). A repeat changes nothing
 * and the caller answers it like a first sign-up, so nobody learns who is on the list. No e-mail
 * is sent.
 */
export async function subscribe(deps: AppDeps, input: NewsletterInput): Promise<void> {
  await insertSubscriber(deps.db, { email: input.EMAIL.toLowerCase(), firstName: input.FNAME ?? null, language: input.language });
}

/** A page of the Boletín tab: addresses, dates and languages only. */
export async function listNewsletter(deps: AppDeps, page = 1): Promise<NewsletterPage & { items: NewsletterSubscriber[] }> {
  const [rows, total] = await Promise.all([
    listSubscribers(deps.db, { limit: NEWSLETTER_PAGE_SIZE, offset: (page - 1) * NEWSLETTER_PAGE_SIZE }),
    countSubscribers(deps.db),
  ]);
  return { items: rows.map(({ email, createdAt, language }) => ({ email, createdAt, language })), total };
}

/** Every subscriber with the name given, for the CSV export. */
export function allSubscribers(deps: AppDeps): Promise<StoredSubscriber[]> {
  return listSubscribers(deps.db);
}
