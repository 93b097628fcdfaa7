import { DIVISION_LABELS, DIVISIONS, type Division, projectYearRange } from '@casa/core';
import { Col, Input, InputNumber, Radio, Row } from 'antd';
import { Controller, useFormContext } from 'react-hook-form';
import { Field } from '../../../shared/field.js';
import type { ProjectFormState } from '../form-model.js';
import styles from '../project-form.module.css';
import { changeDivision } from '../project-type.js';

/** Name, year (2020..this year), location and division. */
export function BasicInfoSection() {
  const { control, formState, getValues, setValue } = useFormContext<ProjectFormState>();
  const { errors } = formState;
  const { min, max } = projectYearRange();

  const onDivision = (division: Division) => {
    const next = changeDivision(getValues(), division);
    setValue('projectType', next.projectType);
    setValue('customTypeMode', next.customTypeMode);
    setValue('customType', next.customType);
  };

  return (
    <Row gutter={16}>
      <Col xs={24} md={16}>
        <Field id="project-name" label="Nombre del proyecto" required error={errors.name?.message}>
          <Controller control={control} name="name" render={({ field }) => <Input {...field} id="project-name" />} />
        </Field>
      </Col>
      <Col xs={24} md={8}>
        <Field id="project-year" label="Año" required error={errors.year?.message}>
          <Controller
            control={control}
            name="year"
            render={({ field }) => (
              <InputNumber
                id="project-year"
                min={min}
                max={max}
                precision={0}
                className={styles.wide}
                value={field.value}
                onChange={(value) => field.onChange(typeof value === 'number' ? value : null)}
                onBlur={field.onBlur}
                ref={field.ref}
              />
            )}
          />
        </Field>
      </Col>
      <Col xs={24} md={16}>
        <Field id="project-location" label="Ubicación" required error={errors.location?.message}>
          <Controller control={control} name="location" render={({ field }) => <Input {...field} id="project-location" />} />
        </Field>
      </Col>
      <Col xs={24} md={8}>
        <Field id="project-division" label="División" required error={errors.division?.message}>
          <Controller
            control={control}
            name="division"
            render={({ field }) => (
              <Radio.Group
                id="project-division"
                optionType="button"
                buttonStyle="solid"
                value={field.value}
                onChange={(event) => {
                  const division = event.target.value as Division;
                  field.onChange(division);
                  onDivision(division);
                }}
                options={DIVISIONS.map((division) => ({ value: division, label: DIVISION_LABELS[division] }))}
              />
            )}
          />
        </Field>
      </Col>
    </Row>
  );
}
