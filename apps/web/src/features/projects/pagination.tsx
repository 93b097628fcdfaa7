import { type ProjectsView, projectsSearchString } from '@casa/core';
import { Link } from 'react-router-dom';
import { useLang } from '../../lib/lang.js';
import styles from './projects-page.module.css';
import { COUNTS, TEXTS } from './texts.js';

/**
 * The page numbers shown: the first, the last, and two either side of the current one; null
 * marks a gap ('…'). Eleven pages or fewer are all shown.
 */
export function pageNumbers(current: number, count: number): (number | null)[] {
  if (count <= 11) return Array.from({ length: count }, (_, index) => index + 1);
  const shown = new Set(
    [1, count, current - 2, current - 1, current, current + 1, current + 2].filter((page) => page >= 1 && page <= count),
  );
  const sorted = [...shown].sort((a, b) => a - b);
  return sorted.flatMap((page, index) => (index > 0 && page - sorted[index - 1]! > 1 ? [null, page] : [page]));
}

interface PaginationProps {
  path: string;
  view: ProjectsView;
  count: number;
}

/**
 * 'Anterior', the page numbers and 'Siguiente' as real links (?pagina=2), so crawlers and visitors
 * without JavaScript follow them; after hydration the router loads the page in place.
 */
export function Pagination({ path, view, count }: PaginationProps) {
  const lang = useLang();
  const text = TEXTS[lang];
  if (count <= 1) return null;
  const href = (page: number) => `${path}${projectsSearchString({ ...view, page })}`;
  const current = Math.min(view.page, count);
  return (
    <nav className={styles.pagination} aria-label={text.pages}>
      {current > 1 ? (
        <Link className={styles.pageStep} to={href(current - 1)} rel="prev">
          <span aria-hidden="true">←</span> {text.previous}
        </Link>
      ) : null}
      <ol className={styles.pageList}>
        {pageNumbers(current, count).map((page, index) =>
          page === null ? (
            <li key={`gap-${index}`} className={styles.pageGap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={page}>
              <Link
                className={styles.pageNumber}
                to={href(page)}
                aria-current={page === view.page ? 'page' : undefined}
                aria-label={COUNTS[lang].page(page)}
              >
                {page}
              </Link>
            </li>
          ),
        )}
      </ol>
      {current < count ? (
        <Link className={styles.pageStep} to={href(current + 1)} rel="next">
          {text.next} <span aria-hidden="true">→</span>
        </Link>
      ) : null}
    </nav>
  );
}
