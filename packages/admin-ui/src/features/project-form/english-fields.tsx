import { effectiveProjectType, LENGTHS } from '@casa/core';
import { Card, Divider, Flex, Typography } from 'antd';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { EnglishInput } from '../../shared/english/english-input.js';
import { EnglishIntro } from '../../shared/english/english-intro.js';
import { withIndex } from './english-model.js';
import type { ProjectFormState } from './form-model.js';
import type { GalleryImage } from './use-project-images.js';

type TextKey = 'name' | 'location' | 'projectType' | 'scope' | 'description' | 'heroTitle' | 'heroSubtitle';

const TEXTS: { key: TextKey; label: string; max: number; multiline?: boolean }[] = [
  { key: 'name', label: 'Nombre del proyecto', max: LENGTHS.shortText },
  { key: 'location', label: 'Ubicación', max: LENGTHS.shortText },
  { key: 'projectType', label: 'Tipo de proyecto', max: LENGTHS.shortText },
  { key: 'scope', label: 'Alcance del proyecto', max: LENGTHS.scope, multiline: true },
  { key: 'description', label: 'Descripción', max: LENGTHS.longText, multiline: true },
  { key: 'heroTitle', label: 'Título del hero', max: LENGTHS.shortText },
  { key: 'heroSubtitle', label: 'Subtítulo del hero', max: LENGTHS.scope, multiline: true },
];

interface EnglishFieldsProps {
  gallery: readonly GalleryImage[];
  onAltEnChange: (id: string, altEn: string) => void;
}

/**
 * The project form's 'English' tab: each English text under the Spanish one it translates; the
 * features, stages and image texts follow the Spanish ones by position.
 */
export function EnglishFields({ gallery, onAltEnChange }: EnglishFieldsProps) {
  const { control } = useFormContext<ProjectFormState>();
  const spanish = useWatch({ control }) as ProjectFormState;
  const spanishText = (key: TextKey) => (key === 'projectType' ? effectiveProjectType(spanish) : (spanish[key] ?? ''));
  const features = spanish.keyFeatures ?? [];
  const stages = spanish.developmentProcess ?? [];

  return (
    <section aria-label="Textos en inglés">
      <EnglishIntro />
      {TEXTS.map(({ key, label, max, multiline }) => (
        <Controller
          key={key}
          control={control}
          name={`en.${key}`}
          render={({ field }) => (
            <EnglishInput
              id={`project-en-${key}`}
              label={label}
              spanish={spanishText(key)}
              value={field.value}
              onChange={field.onChange}
              maxLength={max}
              multiline={multiline}
            />
          )}
        />
      ))}
      <Divider titlePlacement="start">Proceso de desarrollo</Divider>
      {stages.length === 0 ? <Typography.Text type="secondary">Sin etapas en español.</Typography.Text> : null}
      <Controller
        control={control}
        name="en.developmentProcess"
        render={({ field }) => (
          <Flex vertical gap="middle">
            {stages.map((stage, index) => {
              const twin = field.value[index] ?? { title: '', description: '' };
              const update = (patch: Partial<typeof twin>) =>
                field.onChange(withIndex(field.value, index, { ...twin, ...patch }, { title: '', description: '' }));
              return (
                <Card key={index} size="small" title={`Etapa ${index + 1}`}>
                  <EnglishInput
                    id={`project-en-stage-title-${index}`}
                    label="Título"
                    spanish={stage.title}
                    value={twin.title}
                    maxLength={LENGTHS.stageTitle}
                    onChange={(title) => update({ title })}
                  />
                  <EnglishInput
                    id={`project-en-stage-description-${index}`}
                    label="Descripción"
                    spanish={stage.description}
                    value={twin.description}
                    maxLength={LENGTHS.stageDescription}
                    multiline
                    onChange={(description) => update({ description })}
                  />
                </Card>
              );
            })}
          </Flex>
        )}
      />
      <Divider titlePlacement="start">Características clave</Divider>
      {features.length === 0 ? <Typography.Text type="secondary">Sin características en español.</Typography.Text> : null}
      <Controller
        control={control}
        name="en.keyFeatures"
        render={({ field }) => (
          <>
            {features.map((feature, index) => (
              <EnglishInput
                key={index}
                id={`project-en-feature-${index}`}
                label={`Característica ${index + 1}`}
                spanish={feature}
                value={field.value[index] ?? ''}
                maxLength={LENGTHS.keyFeature}
                onChange={(value) => field.onChange(withIndex(field.value, index, value, ''))}
              />
            ))}
          </>
        )}
      />
      <Divider titlePlacement="start">Galería de imágenes</Divider>
      {gallery.length === 0 ? <Typography.Text type="secondary">Sin imágenes todavía.</Typography.Text> : null}
      {gallery.map((image, index) => (
        <EnglishInput
          key={image.id}
          id={`project-en-image-alt-${image.id}`}
          label={`Texto alternativo de la imagen ${index + 1}`}
          spanish={image.alt}
          value={image.altEn}
          maxLength={LENGTHS.imageAlt}
          onChange={(value) => onAltEnChange(image.id, value)}
        />
      ))}
    </section>
  );
}
