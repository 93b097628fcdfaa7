import { type FacetValue, PROJECTS_SEARCH, type ProjectFacets, type ProjectsView, projectsSearchString } from '@casa/core';
import type { FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import styles from './projects-page.module.css';

interface ProjectFiltersProps {
  /** The page's path without its query (/hospitality/proyectos). */
  path: string;
  view: ProjectsView;
  facets: ProjectFacets | null;
  total: number;
}

export const ALL_TYPES = 'Todos los tipos';
export const ALL_YEARS = 'Todos los años';
export const ALL_LOCATIONS = 'Todas las ubicaciones';

/** '24 proyectos', '1 proyecto'. */
export function projectCount(total: number): string {
  return `${total} ${total === 1 ? 'proyecto' : 'proyectos'}`;
}

function options<T extends string | number>(values: readonly FacetValue<T>[], chosen: T | undefined) {
  // A chosen value no project has any more is still shown, so the form says what the list shows.
  const list = chosen !== undefined && !values.some((entry) => entry.value === chosen) ? [...values, { value: chosen, count: 0 }] : values;
  return list.map((entry) => (
    <option key={String(entry.value)} value={String(entry.value)}>
      {`${entry.value} (${entry.count})`}
    </option>
  ));
}

/**
 * Type, year and location as a small GET form (docs/product.md §2 "Projects page"): without
 * JavaScript the browser sends it as the address (?tipo=Hotel&anio=2024), after hydration the
 * router goes there in place. A new filter starts again at page 1.
 */
export function ProjectFilters({ path, view, facets, total }: ProjectFiltersProps) {
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
      <form className={styles.filters} method="get" action={path} onSubmit={submit} role="search" aria-label="Filtrar proyectos">
        <label className={styles.filter}>
          <span>Tipo</span>
          <select name={PROJECTS_SEARCH.type} defaultValue={view.type ?? ''} key={`type-${view.type ?? ''}`}>
            <option value="">{ALL_TYPES}</option>
            {options(facets?.types ?? [], view.type)}
          </select>
        </label>
        <label className={styles.filter}>
          <span>Año</span>
          <select
            name={PROJECTS_SEARCH.year}
            defaultValue={view.year === undefined ? '' : String(view.year)}
            key={`year-${view.year ?? ''}`}
          >
            <option value="">{ALL_YEARS}</option>
            {options(facets?.years ?? [], view.year)}
          </select>
        </label>
        <label className={styles.filter}>
          <span>Ubicación</span>
          <select name={PROJECTS_SEARCH.location} defaultValue={view.location ?? ''} key={`location-${view.location ?? ''}`}>
            <option value="">{ALL_LOCATIONS}</option>
            {options(facets?.locations ?? [], view.location)}
          </select>
        </label>
        <button type="submit" className={styles.filterButton}>
          Filtrar
        </button>
        {filtering ? (
          <Link className={styles.clearFilters} to={path}>
            Quitar filtros
          </Link>
        ) : null}
      </form>
      <p className={styles.count} role="status" data-testid="projects-count">
        {projectCount(total)}
      </p>
    </div>
  );
}
