import { PROJECT_PAGING, PROJECT_STATUS_LABELS, PROJECT_STATUSES, type ProjectStatus } from '@casa/core';
import { Alert, Col, Radio, Row, Switch } from 'antd';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { useGetAdminProjectPageQuery } from '../../../api/projects-endpoints.js';
import { Field } from '../../../shared/field.js';
import { featuredOverflowNote } from '../featured.js';
import type { ProjectFormState } from '../form-model.js';
import styles from '../project-form.module.css';

/**
 * 'Borrador' / 'Publicado' and 'Destacado' (docs/decisions/0013-project-drafts-featured-gallery.md): a draft
 * is seen only in the admin; featured projects fill the division home, else the newest two do.
 */
export function PublicationSection({ projectId }: { projectId: number | null }) {
  const { control, formState } = useFormContext<ProjectFormState>();
  const { errors } = formState;
  const [name, division, featured, status] = useWatch({ control, name: ['name', 'division', 'featured', 'status'] });
  // Only the division's published projects marked 'Destacado' (never the whole list: docs/decisions/0025-project-pages.md).
  const { data } = useGetAdminProjectPageQuery({
    page: 1,
    pageSize: PROJECT_PAGING.maxPageSize,
    division,
    status: 'published',
    featured: true,
  });
  const projects = data?.items ?? [];
  const note = featuredOverflowNote(projects, { id: projectId, name, division, featured, status });
  return (
    <Row gutter={16}>
      <Col xs={24} md={12}>
        <Field
          id="project-status"
          label="Estado"
          error={errors.status?.message}
          extra="Un borrador no aparece en el sitio público hasta que lo publiques."
        >
          <Controller
            control={control}
            name="status"
            render={({ field }) => (
              <Radio.Group
                id="project-status"
                optionType="button"
                buttonStyle="solid"
                value={field.value}
                onChange={(event) => field.onChange(event.target.value as ProjectStatus)}
                options={PROJECT_STATUSES.map((status) => ({ value: status, label: PROJECT_STATUS_LABELS[status] }))}
              />
            )}
          />
        </Field>
      </Col>
      <Col xs={24} md={12}>
        <Field
          id="project-featured"
          label="Destacado"
          extra="Se muestra en la página de inicio de su división (hasta 2). Si no hay ninguno destacado, se muestran los 2 más recientes."
        >
          <Controller
            control={control}
            name="featured"
            render={({ field }) => (
              <Switch id="project-featured" checked={field.value} onChange={(checked) => field.onChange(checked)} ref={field.ref} />
            )}
          />
        </Field>
        {note ? <Alert type="info" showIcon title={note} data-testid="featured-note" className={styles.before} /> : null}
      </Col>
    </Row>
  );
}
