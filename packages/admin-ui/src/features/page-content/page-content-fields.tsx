import { PictureOutlined, UndoOutlined } from '@ant-design/icons';
import { type PageContent, SERVICE_ICON_LABELS, SERVICE_ICONS } from '@casa/core';
import { Button, Flex, Input, Modal, Result, Select, Spin, Typography } from 'antd';
import { useState } from 'react';
import { Controller, type FieldPath, get, useFormContext } from 'react-hook-form';
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
