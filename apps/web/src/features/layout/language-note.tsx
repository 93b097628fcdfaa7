import { lazy, Suspense, useState } from 'react';
import { useLang } from '../../lib/lang.js';
import { useHydrated } from '../../lib/use-hydrated.js';
import { offersEnglish } from './language-preference.js';

// The note's markup and styles download only for the visitors who see it.
const LanguageNoteView = lazy(() => import('./language-note-view.js'));

/**
 * On a Spanish page, a browser that prefers English is offered the English page by a small note
 * (docs/decisions/0026-english-site.md); no redirect. Decided after hydration, so the server's
 * HTML is the same for every visitor and can be cached as it is.
 */
export function LanguageNote() {
  const lang = useLang();
  const hydrated = useHydrated();
  const [closed, setClosed] = useState(false);
  if (!hydrated || closed || lang !== 'es' || !offersEnglish()) return null;
  return (
    <Suspense fallback={null}>
      <LanguageNoteView onDismiss={() => setClosed(true)} />
    </Suspense>
  );
}
