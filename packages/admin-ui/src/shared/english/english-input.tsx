import { Input, Typography } from 'antd';
import { Field } from '../field.js';
import sharedStyles from '../shared.module.css';
import styles from './english.module.css';

interface EnglishInputProps {
  id: string;
  label: string;
  /** The Spanish value of the same field, shown beside the English one so staff translate it side by side. */
  spanish: string;
  value: string;
  onChange: (value: string) => void;
  maxLength?: number;
  /** A text area for long texts. */
  multiline?: boolean;
  /** The form's (or the server's) message about this value. */
  error?: string | undefined;
}

/**
 * One English value with its Spanish text under the label. Empty means "not written yet": the
 * English page then shows the Spanish text (docs/decisions/0026-english-site.md).
 */
export function EnglishInput({ id, label, spanish, value, onChange, maxLength, multiline, error }: EnglishInputProps) {
  const original = spanish.trim();
  const extra = (
    <Typography.Text type="secondary" className={styles.spanish}>
      Español:{' '}
      {original === '' ? (
        <em>(vacío)</em>
      ) : (
        <span lang="es" data-testid={`${id}-spanish`}>
          {original}
        </span>
      )}
    </Typography.Text>
  );
  const common = { id, value, lang: 'en', maxLength, onChange: (event: { target: { value: string } }) => onChange(event.target.value) };
  return (
    <Field
      id={id}
      label={
        <>
          {label}
          {/* Two inputs of a form have this label, one per tab: the hidden words tell them apart. */}
          <span className={sharedStyles.visuallyHidden}> (inglés)</span>
        </>
      }
      extra={extra}
      error={error}
    >
      {multiline ? <Input.TextArea {...common} autoSize={{ minRows: 2, maxRows: 10 }} /> : <Input {...common} />}
    </Field>
  );
}
