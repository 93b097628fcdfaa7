import { PlusOutlined } from '@ant-design/icons';
import { MESSAGES, type Project } from '@casa/core';
import { Alert, Button, Empty, Flex, Spin, Typography } from 'antd';
import sharedStyles from '../../shared/shared.module.css';
import { ProjectCard } from './project-card.js';
import styles from './projects.module.css';

interface ProjectGridProps {
  projects: readonly Project[];
  /** True when search or filters hide every project (as opposed to there being none). */
  noMatches?: boolean;
  isLoading: boolean;
  /** Another page or search is on its way: the cards shown are the previous answer's. */
  isFetching?: boolean;
  error: string | null;
  onAdd: () => void;
  onView: (project: Project) => void;
  onEdit: (project: Project) => void;
  onDelete: (project: Project) => void;
}

/** The dashboard's cards, with the loading and empty states of docs/product.md §2. */
export function ProjectGrid({
  projects,
  noMatches = false,
  isLoading,
  isFetching = false,
  error,
  onAdd,
  onView,
  onEdit,
  onDelete,
}: ProjectGridProps) {
  if (isLoading) {
    return (
      <Flex role="status" vertical align="center" gap="middle" className={sharedStyles.loading}>
        <Spin />
        <Typography.Text>{MESSAGES.projectsLoading}</Typography.Text>
      </Flex>
    );
  }
  if (error) return <Alert type="error" showIcon title="No se pudieron cargar los proyectos." description={error} />;
  if (noMatches) {
    return <Empty className={sharedStyles.loading} description="Ningún proyecto coincide con la búsqueda o los filtros." />;
  }
  if (projects.length === 0) {
    return (
      <Empty
        className={sharedStyles.loading}
        description={
          <>
            <Typography.Title level={4}>No hay proyectos aún</Typography.Title>
            <Typography.Text type="secondary">Comienza agregando tu primer proyecto</Typography.Text>
          </>
        }
      >
        <Button type="primary" icon={<PlusOutlined />} onClick={onAdd}>
          Agregar Proyecto
        </Button>
      </Empty>
    );
  }
  return (
    <div className={styles.grid} aria-busy={isFetching}>
      {projects.map((project) => (
        <ProjectCard
          key={project.id}
          project={project}
          onView={() => onView(project)}
          onEdit={() => onEdit(project)}
          onDelete={() => onDelete(project)}
        />
      ))}
    </div>
  );
}
