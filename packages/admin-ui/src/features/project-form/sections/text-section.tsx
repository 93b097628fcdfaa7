import { Input } from 'antd';
import { Controller, useFormContext } from 'react-hook-form';
import { Field } from '../../../shared/field.js';
import type { ProjectFormState } from '../form-model.js';

/** Scope (required) and description. */
export function ScopeSection() {
  const { control, formState } = useFormContext<ProjectFormState>();
  return (
    <>
      <Field id="project-scope" label="Alcance del proyecto" required error={formState.errors.scope?.message}>
        <Controller
          control={control}
          name="scope"
          render={({ field }) => <Input.TextArea {...field} id="project-scope" autoSize={{ minRows: 2, maxRows: 6 }} />}
        />
      </Field>
      <Field id="project-description" label="Descripción" error={formState.errors.description?.message}>
        <Controller
          control={control}
          name="description"
          render={({ field }) => <Input.TextArea {...field} id="project-description" autoSize={{ minRows: 3, maxRows: 10 }} />}
        />
      </Field>
    </>
  );
}
