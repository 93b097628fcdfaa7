import { imageAlt, isMediaUrl, mediaVariantUrl, PROJECT_STATUS_LABELS, type Project } from '@casa/core';
import { Descriptions, Image, Modal, Typography } from 'antd';
import sharedStyles from '../../shared/shared.module.css';
import { DivisionTag } from './division-tag.js';
import styles from './projects.module.css';

interface ProjectViewDialogProps {
  open: boolean;
  project: Project | null;
  onClose: () => void;
}

/** 'Ver': the project read-only (year, division, location, type, scope, description, images). */
export function ProjectViewDialog({ open, project, onClose }: ProjectViewDialogProps) {
  return (
    <Modal open={open && project !== null} title={project?.name} onCancel={onClose} footer={null} width={820}>
      {project ? (
        <>
          <Descriptions
            column={{ xs: 1, sm: 2 }}
            size="small"
            items={[
              { key: 'status', label: 'Estado', children: PROJECT_STATUS_LABELS[project.status] },
              { key: 'featured', label: 'Destacado', children: project.featured ? 'Sí' : 'No' },
              { key: 'year', label: 'Año', children: project.year ?? '—' },
              { key: 'division', label: 'División', children: <DivisionTag division={project.division} /> },
              { key: 'location', label: 'Ubicación', children: project.location },
              { key: 'type', label: 'Tipo', children: project.projectType || '—' },
              { key: 'scope', label: 'Alcance', children: project.scope, span: 2 },
            ]}
          />
          <Typography.Title level={5}>Descripción</Typography.Title>
          <Typography.Paragraph className={styles.prose}>{project.description ?? 'Sin descripción.'}</Typography.Paragraph>
          <Typography.Title level={5}>Imágenes ({project.images.length})</Typography.Title>
          {project.images.length === 0 ? (
            <Typography.Text type="secondary">Sin imagen</Typography.Text>
          ) : (
            <Image.PreviewGroup>
              <div className={styles.gallery}>
                {project.images.map((url, index) => (
                  <Image
                    key={url}
                    src={isMediaUrl(url) ? mediaVariantUrl(url, 320) : url}
                    preview={{ src: url }}
                    alt={imageAlt(project, index)}
                    className={`${sharedStyles.cover} ${styles.square}`}
                  />
                ))}
              </div>
            </Image.PreviewGroup>
          )}
        </>
      ) : null}
    </Modal>
  );
}
