import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Col, Flex, Input, InputNumber, Row, Switch, Typography } from 'antd';
import { Controller, type FieldPath, get, useFieldArray, useFormContext } from 'react-hook-form';
import { Field } from '../../shared/field.js';
import type { SettingsFormState } from './settings-form-model.js';
import styles from './settings.module.css';

type Path = FieldPath<SettingsFormState>;

const idOf = (name: string) => `settings-${name.replace(/\./g, '-')}`;

/** One text setting: label bound to the input, the zod (or server) message under it. */
export function TextSetting({
  name,
  label,
  rows,
  extra,
  optional = false,
}: {
  name: Path;
  label: string;
  rows?: number;
  extra?: string;
  optional?: boolean;
}) {
  const { control, formState } = useFormContext<SettingsFormState>();
  const error = get(formState.errors, name) as { message?: string } | undefined;
  const id = idOf(name);
  return (
    <Field id={id} label={label} required={!optional} error={error?.message} extra={extra}>
      <Controller
        control={control}
        name={name}
        render={({ field }) =>
          rows ? (
            <Input.TextArea {...field} value={String(field.value ?? '')} id={id} autoSize={{ minRows: rows, maxRows: rows + 8 }} />
          ) : (
            <Input {...field} value={String(field.value ?? '')} id={id} />
          )
        }
      />
    </Field>
  );
}

/** An on/off setting: a switch beside its label. */
export function SwitchSetting({ name, label }: { name: Path; label: string }) {
  const { control } = useFormContext<SettingsFormState>();
  const id = idOf(name);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Flex gap="small" align="center" className={styles.switchRow}>
          <Switch id={id} checked={Boolean(field.value)} onChange={(checked) => field.onChange(checked)} />
          <label htmlFor={id}>{label}</label>
        </Flex>
      )}
    />
  );
}

/** A map coordinate in decimal degrees. */
export function CoordinateSetting({ name, label }: { name: 'map.lat' | 'map.lng'; label: string }) {
  const { control, formState } = useFormContext<SettingsFormState>();
  const error = get(formState.errors, name) as { message?: string } | undefined;
  const id = idOf(name);
  return (
    <Field id={id} label={label} required error={error?.message}>
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <InputNumber
            id={id}
            step={0.0001}
            className={styles.wide}
            value={field.value}
            // A cleared box is not a coordinate: the schema says so in Spanish.
            onChange={(value) => field.onChange(typeof value === 'number' ? value : null)}
            onBlur={field.onBlur}
            ref={field.ref}
          />
        )}
      />
    </Field>
  );
}

/** A list of two-text rows (social links, statistics) with add and remove buttons. */
export function PairListSetting({
  name,
  first,
  second,
  addLabel,
  max,
}: {
  name: 'social' | 'stats';
  first: { key: 'label' | 'value'; label: string };
  second: { key: 'href' | 'label'; label: string };
  addLabel: string;
  max: number;
}) {
  const { control, formState } = useFormContext<SettingsFormState>();
  const { fields, append, remove } = useFieldArray({ control, name: name as 'social' });
  const listError = (get(formState.errors, name) as { message?: string } | undefined)?.message;
  return (
    <div role="group" aria-label={addLabel}>
      {fields.map((item, index) => (
        <Row key={item.id} gutter={12} align="bottom">
          <Col xs={24} md={10}>
            <TextSetting name={`${name}.${index}.${first.key}` as Path} label={`${first.label} ${index + 1}`} />
          </Col>
          <Col xs={20} md={12}>
            <TextSetting name={`${name}.${index}.${second.key}` as Path} label={`${second.label} ${index + 1}`} />
          </Col>
          <Col xs={4} md={2}>
            <Button
              aria-label={`Quitar ${first.label.toLowerCase()} ${index + 1}`}
              icon={<DeleteOutlined />}
              danger
              onClick={() => remove(index)}
              className={styles.remove}
            />
          </Col>
        </Row>
      ))}
      {listError ? <Typography.Paragraph type="danger">{listError}</Typography.Paragraph> : null}
      <Flex>
        <Button
          icon={<PlusOutlined />}
          disabled={fields.length >= max}
          onClick={() => append(name === 'social' ? { label: '', href: '' } : ({ value: '', label: '' } as never))}
        >
          {addLabel}
        </Button>
      </Flex>
    </div>
  );
}
