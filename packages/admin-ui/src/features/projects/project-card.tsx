import { DeleteOutlined, EditOutlined, EnvironmentOutlined, EyeOutlined } from '@ant-design/icons';
import { isMediaUrl, mediaSrcSet, mediaVariantUrl, type Project } from '@casa/core';
import { Button, Card, Flex, Tag, Typography } from 'antd';
import { DivisionTag } from './division-tag.js';
import styles from './projects.module.css';

interface ProjectCardProps {
  project: Project;
  onView: () => void;
  onEdit: () => void;
  onDelete: () => void;
}

/** First image or 'Sin imagen', name, 'Borrador' / 'Destacado' badges, division, location, year, two lines of description. */
export function ProjectCard({ project, onView, onEdit, onDelete }: ProjectCardProps) {
  const first = project.images[0];
  const cover = first ? (
    <img
      // A small cover (docs/decisions/0025-project-pages.md): a card is at most 400 px wide, so no
      // variant above 640 px is offered, and the plain src is the 320 px one.
      src={isMediaUrl(first) ? mediaVariantUrl(first, 320) : first}
      srcSet={isMediaUrl(first) ? mediaSrcSet(first, 640) : undefined}
      sizes="(min-width: 1200px) 400px, (min-width: 768px) 50vw, 100vw"
      alt={project.name}
      loading="lazy"
      decoding="async"
      className={styles.cover}
    />
  ) : (
    <div className={styles.cover}>
      <Typography.Text type="secondary">Sin imagen</Typography.Text>
    </div>
  );

  return (
    <Card
      cover={cover}
      data-testid="project-card"
      actions={[
        <Button key="view" type="text" icon={<EyeOutlined />} onClick={onView}>
          Ver
        </Button>,
        <Button key="edit" type="text" icon={<EditOutlined />} onClick={onEdit}>
          Editar
        </Button>,
        <Button key="delete" type="text" danger icon={<DeleteOutlined />} onClick={onDelete}>
          Eliminar
        </Button>,
      ]}
    >
      <Flex justify="space-between" align="start" gap="small" className={styles.cardHeading}>
        <Typography.Title level={5}>{project.name}</Typography.Title>
        <Flex gap="small" wrap justify="end">
          {project.status === 'draft' ? (
            <Tag color="orange" data-testid="draft-badge">
              Borrador
            </Tag>
          ) : null}
          {project.featured ? <Tag color="purple">Destacado</Tag> : null}
          <DivisionTag division={project.division} />
        </Flex>
      </Flex>
      <Typography.Text type="secondary" className={styles.cardPlace}>
        <EnvironmentOutlined /> {project.location} · {project.year ?? '—'}
      </Typography.Text>
      <Typography.Paragraph ellipsis={{ rows: 2 }} className={styles.cardText}>
        {project.description ?? ''}
      </Typography.Paragraph>
    </Card>
  );
}
