import { PlusOutlined } from '@ant-design/icons';
import { MESSAGES, type Project } from '@casa/core';
import { Alert, Button, Empty, Spin, Typography } from 'antd';
import { ProjectCard } from './project-card.js';

interface ProjectGridProps {
  projects: readonly Project[];
  /** True when search or filters hide every project (as opposed to there being none). */
  noMatches?: boolean;
  isLoading: boolean;
  error: string | null;
  onAdd: () => void;
  onView: (project: Project) => void;
  onEdit: (project: Project) => void;
  onDelete: (project: Project) => void;
}

/** The dashboard's cards, with the loading and empty states of docs/product.md §2. */
export function ProjectGrid({ projects, noMatches = false, isLoading, error, onAdd, onView, onEdit, onDelete }: ProjectGridProps) {
  if (isLoading) {
    return (
      <div role="status" style={{ textAlign: 'center', padding: 48 }}>
        <Spin />
        <Typography.Paragraph style={{ marginTop: 12 }}>{MESSAGES.projectsLoading}</Typography.Paragraph>
      </div>
    );
  }
  if (error) return <Alert type="error" showIcon title="No se pudieron cargar los proyectos." description={error} />;
  if (noMatches) {
    return <Empty style={{ padding: 48 }} description="Ningún proyecto coincide con la búsqueda o los filtros." />;
  }
  if (projects.length === 0) {
    return (
      <Empty
        style={{ padding: 48 }}
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
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(300px, 1fr))', gap: 24 }}>
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
