import { type FacetValue, type Lang, PROJECTS_SEARCH, type ProjectFacets, type ProjectsView, projectsSearchString } from '@casa/core';
import type { FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useLang } from '../../lib/lang.js';
import styles from './projects-page.module.css';
import { COUNTS, PROJECT_TYPE_NAMES_EN, TEXTS } from './texts.js';

interface ProjectFiltersProps {
  /** The page's path without its query (/hospitality/proyectos). */
  path: string;
  view: ProjectsView;
  facets: ProjectFacets | null;
  total: number;
}

/**
 * A type as an English page names it: the English name of a type the admin offers, else the
 * stored Spanish value (marked lang="es"). The value sent stays the stored one.
 */
export function typeName(type: string, lang: Lang): { text: string; lang: Lang | undefined } {
  if (lang === 'es') return { text: type, lang: undefined };
  const english = PROJECT_TYPE_NAMES_EN[type];
  return english ? { text: english, lang: undefined } : { text: type, lang: 'es' };
}

function options<T extends string | number>(
  values: readonly FacetValue<T>[],
  chosen: T | undefined,
  name: (value: T) => { text: string; lang: Lang | undefined } = (value) => ({ text: String(value), lang: undefined }),
) {
  // A chosen value no project has any more is still shown, so the form says what the list shows.
  const list = chosen !== undefined && !values.some((entry) => entry.value === chosen) ? [...values, { value: chosen, count: 0 }] : values;
  return list.map((entry) => {
    const shown = name(entry.value);
    return (
      <option key={String(entry.value)} value={String(entry.value)} lang={shown.lang}>
        {`${shown.text} (${entry.count})`}
      </option>
    );
  });
}

/**
 * Type, year and location as a small GET form (docs/product.md §2 "Projects page"): without
 * JavaScript the browser sends it as the address (?tipo=Hotel&anio=2024), after hydration the
 * router goes there in place. A new filter starts again at page 1.
 */
export function ProjectFilters({ path, view, facets, total }: ProjectFiltersProps) {
  const lang = useLang();
  const text = TEXTS[lang];
  const navigate = useNavigate();
  const filtering = Boolean(view.type || view.year !== undefined || view.location);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const read = (name: string) => {
      const value = data.get(name);
      return typeof value === 'string' && value !== '' ? value : undefined;
    };
    const year = read(PROJECTS_SEARCH.year);
    void navigate(
      `${path}${projectsSearchString({ page: 1, type: read(PROJECTS_SEARCH.type), year: year ? Number(year) : undefined, location: read(PROJECTS_SEARCH.location) })}`,
    );
  };

  return (
    <div className={styles.filterBar}>
      <form className={styles.filters} method="get" action={path} onSubmit={submit} role="search" aria-label={text.filters}>
        <label className={styles.filter}>
          <span>{text.type}</span>
          <select name={PROJECTS_SEARCH.type} defaultValue={view.type ?? ''} key={`type-${view.type ?? ''}`}>
            <option value="">{text.allTypes}</option>
            {options(facets?.types ?? [], view.type, (type) => typeName(type, lang))}
          </select>
        </label>
        <label className={styles.filter}>
          <span>{text.year}</span>
          <select
            name={PROJECTS_SEARCH.year}
            defaultValue={view.year === undefined ? '' : String(view.year)}
            key={`year-${view.year ?? ''}`}
          >
            <option value="">{text.allYears}</option>
            {options(facets?.years ?? [], view.year)}
          </select>
        </label>
        <label className={styles.filter}>
          <span>{text.location}</span>
          <select name={PROJECTS_SEARCH.location} defaultValue={view.location ?? ''} key={`location-${view.location ?? ''}`}>
            <option value="">{text.allLocations}</option>
            {options(facets?.locations ?? [], view.location)}
          </select>
        </label>
        <button type="submit" className={styles.filterButton}>
          {text.filter}
        </button>
        {filtering ? (
          <Link className={styles.clearFilters} to={path}>
            {text.clearFilters}
          </Link>
        ) : null}
      </form>
      <p className={styles.count} role="status" data-testid="projects-count">
        {COUNTS[lang].projects(total)}
      </p>
    </div>
  );
}
