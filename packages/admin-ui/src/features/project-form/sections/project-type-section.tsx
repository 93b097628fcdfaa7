import { PlusOutlined } from '@ant-design/icons';
import { Button, Flex, Input, Select, Space } from 'antd';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { Field } from '../../../shared/field.js';
import type { ProjectFormState } from '../form-model.js';
import styles from '../project-form.module.css';
import { chooseType, enterCustomMode, leaveCustomMode, type TypeState, typeOptions } from '../project-type.js';

/** The type list of the division, or a free-text custom type (docs/product.md §4 "Project type"). */
export function ProjectTypeSection() {
  const { control, formState, getValues, setValue, clearErrors } = useFormContext<ProjectFormState>();
  const division = useWatch({ control, name: 'division' });
  const customTypeMode = useWatch({ control, name: 'customTypeMode' });
  const projectType = useWatch({ control, name: 'projectType' });
  const { errors } = formState;

  const apply = (next: TypeState) => {
    setValue('projectType', next.projectType);
    setValue('customTypeMode', next.customTypeMode);
    setValue('customType', next.customType);
    clearErrors(['projectType', 'customType']);
  };

  if (customTypeMode) {
    return (
      <Field id="project-custom-type" label="Tipo personalizado" required error={errors.customType?.message}>
        <Space.Compact block>
          <Controller
            control={control}
            name="customType"
            render={({ field }) => <Input {...field} id="project-custom-type" placeholder="Escribe el tipo de proyecto" autoFocus />}
          />
          <Button onClick={() => apply(leaveCustomMode(getValues()))}>Cancelar</Button>
        </Space.Compact>
      </Field>
    );
  }

  return (
    <Field id="project-type" label="Tipo de proyecto" required error={errors.projectType?.message}>
      <Flex gap="small" wrap>
        <Select
          id="project-type"
          className={styles.typeSelect}
          placeholder="Selecciona un tipo"
          virtual={false}
          showSearch={{ optionFilterProp: 'label' }}
          value={projectType === '' ? undefined : projectType}
          onChange={(value: string) => apply(chooseType(getValues(), value))}
          options={typeOptions(division).map((type) => ({ value: type, label: type }))}
        />
        <Button icon={<PlusOutlined />} onClick={() => apply(enterCustomMode(getValues()))}>
          Crear Tipo Personalizado
        </Button>
      </Flex>
    </Field>
  );
}
