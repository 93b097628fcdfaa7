import { DIVISION_LABELS, DIVISIONS, type Division, PROJECT_STATUS_LABELS, PROJECT_STATUSES, type ProjectStatus } from '@casa/core';
import { Button, Flex, Input, Select, Typography } from 'antd';
import { isFiltering, NO_FILTERS, type ProjectFilters } from './project-filters.js';
import styles from './projects.module.css';

interface ProjectFiltersBarProps {
  filters: ProjectFilters;
  onChange: (filters: ProjectFilters) => void;
  shown: number;
  total: number;
}

/** Search by name or location, filters by division and status, and how many projects are shown. */
export function ProjectFiltersBar({ filters, onChange, shown, total }: ProjectFiltersBarProps) {
  return (
    <Flex wrap gap="middle" align="center" className={styles.filters} role="search" aria-label="Buscar proyectos">
      <Input.Search
        allowClear
        placeholder="Buscar por nombre o ubicación"
        aria-label="Buscar por nombre o ubicación"
        value={filters.search}
        onChange={(event) => onChange({ ...filters, search: event.target.value })}
        className={styles.search}
      />
      <Select<Division | 'all'>
        aria-label="Filtrar por división"
        value={filters.division}
        onChange={(division) => onChange({ ...filters, division })}
        className={styles.filter}
        options={[
          { value: 'all', label: 'Todas las divisiones' },
          ...DIVISIONS.map((division) => ({ value: division, label: DIVISION_LABELS[division] })),
        ]}
      />
      <Select<ProjectStatus | 'all'>
        aria-label="Filtrar por estado"
        value={filters.status}
        onChange={(status) => onChange({ ...filters, status })}
        className={styles.filter}
        options={[
          { value: 'all', label: 'Todos los estados' },
          ...PROJECT_STATUSES.map((status) => ({ value: status, label: PROJECT_STATUS_LABELS[status] })),
        ]}
      />
      {isFiltering(filters) ? <Button onClick={() => onChange(NO_FILTERS)}>Quitar filtros</Button> : null}
      <Typography.Text type="secondary" role="status" data-testid="projects-shown">
        {`${shown} de ${total} proyectos`}
      </Typography.Text>
    </Flex>
  );
}
