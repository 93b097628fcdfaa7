import { DeleteOutlined, PictureOutlined, PlusOutlined, UndoOutlined } from '@ant-design/icons';
import { type PageContent, PAGE_CONTENT_LIMITS, SERVICE_ICON_LABELS, SERVICE_ICONS } from '@casa/core';
import { Button, Flex, Input, Modal, Result, Select, Spin, Typography } from 'antd';
import { useState } from 'react';
import { Controller, type FieldPath, get, useFieldArray, useFormContext } from 'react-hook-form';
import { useGetHeroPhotosQuery } from '../../api/page-content-endpoints.js';
import { Field } from '../../shared/field.js';
import { Thumbnail } from '../../shared/thumbnail.js';
import styles from './page-content.module.css';

export type PagePath = FieldPath<PageContent>;

const idOf = (name: string) => `page-content-${name.replace(/\./g, '-')}`;

function useFieldError(name: PagePath): string | undefined {
  const { formState } = useFormContext<PageContent>();
  return (get(formState.errors, name) as { message?: string } | undefined)?.message;
}

/** One text: label bound to the input, the zod (or server) message under it. */
export function TextField({
  name,
  label,
  rows,
  extra,
  optional = false,
}: {
  name: PagePath;
  label: string;
  rows?: number;
  extra?: string;
  optional?: boolean;
}) {
  const { control } = useFormContext<PageContent>();
  const error = useFieldError(name);
  const id = idOf(name);
  return (
    <Field id={id} label={label} required={!optional} error={error} extra={extra}>
      <Controller
        control={control}
        name={name}
        render={({ field }) =>
          rows ? (
            <Input.TextArea {...field} value={String(field.value ?? '')} id={id} autoSize={{ minRows: rows, maxRows: rows + 12 }} />
          ) : (
            <Input {...field} value={String(field.value ?? '')} id={id} />
          )
        }
      />
    </Field>
  );
}

const ICON_OPTIONS = SERVICE_ICONS.map((icon) => ({ value: icon, label: SERVICE_ICON_LABELS[icon] }));

/** A service's icon, from the ones the public site draws. */
export function IconField({ name, label }: { name: PagePath; label: string }) {
  const { control } = useFormContext<PageContent>();
  const error = useFieldError(name);
  const id = idOf(name);
  return (
    <Field id={id} label={label} required error={error}>
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <Select
            id={id}
            value={field.value as string}
            options={ICON_OPTIONS}
            onChange={field.onChange}
            onBlur={field.onBlur}
            className={styles.icon}
          />
        )}
      />
    </Field>
  );
}

/**
 * A page's hero photo: an uploaded photo chosen from the site's images, or the site's own stock
 * photo (null).
 */
export function HeroImageField({ name, label }: { name: PagePath; label: string }) {
  const { control } = useFormContext<PageContent>();
  const error = useFieldError(name);
  const [choosing, setChoosing] = useState(false);
  const id = idOf(name);
  return (
    <Field id={id} label={label} error={error}>
      <Controller
        control={control}
        name={name}
        render={({ field }) => {
          const key = typeof field.value === 'string' ? field.value : null;
          return (
            <Flex id={id} gap="middle" align="center" wrap role="group" aria-label={label}>
              <div className={styles.preview}>
                {key ? (
                  <Thumbnail src={`/media/${key}?w=320`} alt="Imagen elegida" />
                ) : (
                  <Typography.Text type="secondary">Foto de serie del sitio</Typography.Text>
                )}
              </div>
              <Button icon={<PictureOutlined />} onClick={() => setChoosing(true)}>
                Elegir imagen
              </Button>
              {key ? (
                <Button icon={<UndoOutlined />} onClick={() => field.onChange(null)}>
                  Usar la foto de serie
                </Button>
              ) : null}
              {choosing ? (
                <PhotoChooser
                  title={label}
                  selected={key}
                  onChoose={(chosen) => {
                    field.onChange(chosen);
                    setChoosing(false);
                  }}
                  onClose={() => setChoosing(false)}
                />
              ) : null}
            </Flex>
          );
        }}
      />
    </Field>
  );
}

/** The uploaded photos (projects' and brands'), newest first, one button each. */
function PhotoChooser({
  title,
  selected,
  onChoose,
  onClose,
}: {
  title: string;
  selected: string | null;
  onChoose: (key: string) => void;
  onClose: () => void;
}) {
  const { data, isLoading, error, refetch } = useGetHeroPhotosQuery(undefined, { refetchOnMountOrArgChange: true });
  let body;
  if (isLoading) body = <Spin />;
  else if (error || !data) {
    body = (
      <Result
        status="error"
        title="No se pudieron cargar las imágenes."
        extra={<Button onClick={() => void refetch()}>Reintentar</Button>}
      />
    );
  } else if (data.items.length === 0) {
    body = <Typography.Text>Aún no hay imágenes subidas: súbalas con un proyecto y vuelva a elegir.</Typography.Text>;
  } else {
    body = (
      <ul className={styles.photos} aria-label="Imágenes subidas">
        {data.items.map((photo, index) => (
          <li key={photo.key}>
            <button type="button" className={styles.photo} aria-pressed={photo.key === selected} onClick={() => onChoose(photo.key)}>
              <img src={`${photo.url}?w=320`} alt={`Imagen subida ${index + 1}`} />
            </button>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <Modal open title={`Elegir imagen: ${title}`} onCancel={onClose} footer={null} width={720}>
      {body}
    </Modal>
  );
}

const LEGAL_HELP =
  'Separa los párrafos con una línea en blanco. Puedes escribir {empresa}, {correo}, {sector}, {ciudad}, {país}, {fecha}, {política de privacidad} y {términos y condiciones}: el sitio pone en su lugar lo guardado en Configuración o el enlace a la otra página.';

/** A legal page: title, date, intro and its numbered sections, which may be added and removed. */
export function LegalPageFields({ page }: { page: 'privacy' | 'terms' }) {
  const { control, formState } = useFormContext<PageContent>();
  const sections = useFieldArray({ control, name: `legal.${page}.sections` });
  const listError = get(formState.errors, `legal.${page}.sections`) as { message?: string; root?: { message?: string } } | undefined;
  const listMessage = listError?.message ?? listError?.root?.message;
  return (
    <>
      <TextField name={`legal.${page}.title`} label="Título" />
      <TextField name={`legal.${page}.updated`} label="Fecha de la última actualización" extra="Como se lee en la página: 02/08/2021." />
      <TextField name={`legal.${page}.intro`} label="Introducción" rows={3} extra={LEGAL_HELP} />
      {sections.fields.map((section, index) => (
        <div key={section.id} role="group" aria-label={`Sección ${index + 1}`} className={styles.item}>
          <Flex justify="space-between" align="center">
            <Typography.Text strong>Sección {index + 1}</Typography.Text>
            <Button
              size="small"
              danger
              icon={<DeleteOutlined />}
              onClick={() => sections.remove(index)}
              disabled={sections.fields.length <= 1}
            >
              Quitar sección
            </Button>
          </Flex>
          <TextField name={`legal.${page}.sections.${index}.title`} label="Título" />
          <TextField name={`legal.${page}.sections.${index}.body`} label="Texto" rows={4} />
        </div>
      ))}
      {listMessage ? <Typography.Text type="danger">{listMessage}</Typography.Text> : null}
      <Button
        icon={<PlusOutlined />}
        onClick={() => sections.append({ title: '', body: '' })}
        disabled={sections.fields.length >= PAGE_CONTENT_LIMITS.legalSections}
      >
        Agregar sección
      </Button>
    </>
  );
}
