import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { type PageContent, PAGE_CONTENT_LIMITS } from '@casa/core';
import { Button, Flex, Typography } from 'antd';
import { Controller, type FieldPath, get, useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { EnglishInput } from '../../shared/english/english-input.js';
import type { PagePath } from './page-content-fields.js';
import styles from './page-content.module.css';

/** The form's values with their English texts under `en` (docs/decisions/0026-english-site.md). */
type EnglishPath = FieldPath<PageContent>;

/**
 * The English twin of a Spanish text of Páginas: `name` is the Spanish field's path, the English
 * value is the same path under `en`, and the Spanish text is shown under its label. The props are
 * TextField's, so a panel is written once for both tabs.
 */
export function EnglishTextField({
  name,
  label,
  rows,
}: {
  name: PagePath;
  label: string;
  rows?: number;
  extra?: string;
  optional?: boolean;
}) {
  const englishName = `en.${name}` as EnglishPath;
  return <EnglishText name={englishName} spanish={name} label={label} rows={rows} />;
}

function EnglishText({
  name,
  spanish,
  label,
  rows,
}: {
  name: EnglishPath;
  spanish: PagePath | null;
  label: string;
  rows?: number | undefined;
}) {
  const { control, formState } = useFormContext<PageContent>();
  // A legal page's English sections are its own: one with no Spanish section at its place shows none.
  const original = useWatch({ control, name: spanish ?? name, disabled: spanish === null });
  const error = (get(formState.errors, name) as { message?: string } | undefined)?.message;
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <EnglishInput
          id={`page-content-${name.replace(/\./g, '-')}`}
          label={label}
          spanish={spanish === null ? '' : String(original ?? '')}
          value={String(field.value ?? '')}
          onChange={field.onChange}
          multiline={rows !== undefined}
          error={error}
        />
      )}
    />
  );
}

/** A legal page in English: its own title, date, introduction and sections (a text of its own, not a line-by-line twin). */
export function EnglishLegalFields({ page }: { page: 'privacy' | 'terms' }) {
  const { control, formState } = useFormContext<PageContent>();
  const sections = useFieldArray({ control, name: `en.legal.${page}.sections` });
  const spanishCount = useWatch({ control, name: `legal.${page}.sections` }).length;
  const listError = get(formState.errors, `en.legal.${page}.sections`) as { message?: string; root?: { message?: string } } | undefined;
  const listMessage = listError?.message ?? listError?.root?.message;
  return (
    <>
      <EnglishText name={`en.legal.${page}.title`} spanish={`legal.${page}.title`} label="Título" />
      <EnglishText name={`en.legal.${page}.updated`} spanish={`legal.${page}.updated`} label="Fecha de la última actualización" />
      <EnglishText name={`en.legal.${page}.intro`} spanish={`legal.${page}.intro`} label="Introducción" rows={3} />
      {sections.fields.map((section, index) => (
        <div key={section.id} role="group" aria-label={`Sección ${index + 1} en inglés`} className={styles.item}>
          <Flex justify="space-between" align="center">
            <Typography.Text strong>Sección {index + 1}</Typography.Text>
            <Button size="small" danger icon={<DeleteOutlined />} onClick={() => sections.remove(index)}>
              Quitar sección
            </Button>
          </Flex>
          <EnglishText
            name={`en.legal.${page}.sections.${index}.title`}
            spanish={index < spanishCount ? `legal.${page}.sections.${index}.title` : null}
            label="Título"
          />
          <EnglishText
            name={`en.legal.${page}.sections.${index}.body`}
            spanish={index < spanishCount ? `legal.${page}.sections.${index}.body` : null}
            label="Texto"
            rows={4}
          />
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
