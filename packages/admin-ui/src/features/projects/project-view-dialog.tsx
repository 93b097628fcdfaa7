import { imageAlt, isMediaUrl, mediaVariantUrl, PROJECT_STATUS_LABELS, type Project } from '@casa/core';
import { Descriptions, Image, Modal, Typography } from 'antd';
import { DivisionTag } from './division-tag.js';

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
          <Typography.Paragraph style={{ whiteSpace: 'pre-line' }}>{project.description ?? 'Sin descripción.'}</Typography.Paragraph>
          <Typography.Title level={5}>Imágenes ({project.images.length})</Typography.Title>
          {project.images.length === 0 ? (
            <Typography.Text type="secondary">Sin imagen</Typography.Text>
          ) : (
            <Image.PreviewGroup>
              <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))', gap: 8 }}>
                {project.images.map((url, index) => (
                  <Image
                    key={url}
                    src={isMediaUrl(url) ? mediaVariantUrl(url, 320) : url}
                    preview={{ src: url }}
                    alt={imageAlt(project, index)}
                    style={{ aspectRatio: '1', objectFit: 'cover', width: '100%' }}
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
