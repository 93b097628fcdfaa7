import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { LIMITS } from '@casa/core';
import { Button, Card, Flex, Input, Typography } from 'antd';
import { Controller, useFormContext } from 'react-hook-form';
import { Field } from '../../../shared/field.js';
import { withoutIndex } from '../english-model.js';
import type { ProjectFormState } from '../form-model.js';

type StageErrors = { title?: { message?: string } }[] | undefined;

/** Up to 4 development stages, each a title and a description; removing one removes its English twin too. */
export function StagesSection() {
  const { control, formState, getValues, setValue } = useFormContext<ProjectFormState>();
  const stageErrors = formState.errors.developmentProcess as StageErrors;
  return (
    <Controller
      control={control}
      name="developmentProcess"
      render={({ field }) => {
        const stages = field.value;
        const update = (index: number, patch: Partial<(typeof stages)[number]>) =>
          field.onChange(stages.map((stage, i) => (i === index ? { ...stage, ...patch } : stage)));
        return (
          <Flex vertical gap="middle">
            {stages.map((stage, index) => (
              <Card
                key={index}
                size="small"
                title={`Etapa ${index + 1}`}
                extra={
                  <Button
                    type="text"
                    danger
                    icon={<DeleteOutlined />}
                    aria-label={`Quitar etapa ${index + 1}`}
                    onClick={() => {
                      field.onChange(withoutIndex(stages, index));
                      setValue('en.developmentProcess', withoutIndex(getValues('en.developmentProcess'), index));
                    }}
                  />
                }
              >
                <Field id={`stage-title-${index}`} label="Título" error={stageErrors?.[index]?.title?.message}>
                  <Input
                    id={`stage-title-${index}`}
                    value={stage.title}
                    onChange={(event) => update(index, { title: event.target.value })}
                  />
                </Field>
                <Field id={`stage-description-${index}`} label="Descripción">
                  <Input.TextArea
                    id={`stage-description-${index}`}
                    value={stage.description}
                    autoSize={{ minRows: 2, maxRows: 6 }}
                    onChange={(event) => update(index, { description: event.target.value })}
                  />
                </Field>
              </Card>
            ))}
            <Button
              icon={<PlusOutlined />}
              disabled={stages.length >= LIMITS.maxDevelopmentStages}
              onClick={() => field.onChange([...stages, { title: '', description: '' }])}
            >
              Agregar etapa ({stages.length}/{LIMITS.maxDevelopmentStages})
            </Button>
          </Flex>
        );
      }}
    />
  );
}

/** Up to 10 key features, one line each; removing one removes its English twin too. */
export function FeaturesSection() {
  const { control, getValues, setValue } = useFormContext<ProjectFormState>();
  return (
    <Controller
      control={control}
      name="keyFeatures"
      render={({ field }) => {
        const features = field.value;
        return (
          <Flex vertical gap="small">
            {features.length === 0 ? <Typography.Text type="secondary">Sin características todavía.</Typography.Text> : null}
            {features.map((feature, index) => (
              <Flex key={index} gap="small">
                <Input
                  aria-label={`Característica ${index + 1}`}
                  value={feature}
                  onChange={(event) => field.onChange(features.map((item, i) => (i === index ? event.target.value : item)))}
                />
                <Button
                  danger
                  type="text"
                  icon={<DeleteOutlined />}
                  aria-label={`Quitar característica ${index + 1}`}
                  onClick={() => {
                    field.onChange(withoutIndex(features, index));
                    setValue('en.keyFeatures', withoutIndex(getValues('en.keyFeatures'), index));
                  }}
                />
              </Flex>
            ))}
            <Button
              icon={<PlusOutlined />}
              disabled={features.length >= LIMITS.maxKeyFeatures}
              onClick={() => field.onChange([...features, ''])}
            >
              Agregar característica ({features.length}/{LIMITS.maxKeyFeatures})
            </Button>
          </Flex>
        );
      }}
    />
  );
}
