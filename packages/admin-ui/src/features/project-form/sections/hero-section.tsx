import { type Brand, DIVISION_LABELS, isDivision } from '@casa/core';
import { Checkbox, Col, Input, Row, Space, Tag, Typography } from 'antd';
import { Controller, useFormContext } from 'react-hook-form';
import { Field } from '../../../shared/field.js';
import { useObjectUrl } from '../../../shared/use-object-url.js';
import type { ProjectFormState } from '../form-model.js';
import styles from '../project-form.module.css';
import { ImagePicker } from '../../../shared/image-picker.js';
import { Thumbnail } from '../../../shared/thumbnail.js';

interface HeroSectionProps {
  brands: readonly Brand[];
  heroImage: File | null;
  currentHeroUrl: string | null;
  disabled: boolean;
  onHeroImage: (file: File | null) => void;
}

/** The project's own page: hero title, subtitle, image, and the brands used. */
export function HeroSection({ brands, heroImage, currentHeroUrl, disabled, onHeroImage }: HeroSectionProps) {
  const { control, formState, watch } = useFormContext<ProjectFormState>();
  const heroPreview = useObjectUrl(heroImage);
  const division = watch('division');
  // The project's division first, so the likely brands are at hand.
  const ordered = [...brands].sort(
    (a, b) => Number(b.division === division) - Number(a.division === division) || a.name.localeCompare(b.name, 'es'),
  );

  return (
    <>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Field id="project-hero-title" label="Título del hero" error={formState.errors.heroTitle?.message}>
            <Controller control={control} name="heroTitle" render={({ field }) => <Input {...field} id="project-hero-title" />} />
          </Field>
        </Col>
        <Col xs={24} md={12}>
          <Field id="project-hero-subtitle" label="Subtítulo del hero" error={formState.errors.heroSubtitle?.message}>
            <Controller control={control} name="heroSubtitle" render={({ field }) => <Input {...field} id="project-hero-subtitle" />} />
          </Field>
        </Col>
      </Row>
      <Field id="project-hero-image" label="Imagen del hero">
        <Row gutter={12} align="middle">
          {heroPreview || currentHeroUrl ? (
            <Col flex="120px">
              <Thumbnail
                src={heroPreview ?? currentHeroUrl ?? ''}
                alt="Imagen del hero"
                badge={heroPreview ? 'Nueva' : 'Actual'}
                {...(heroPreview ? { onRemove: () => onHeroImage(null), removeLabel: 'Quitar imagen del hero' } : {})}
              />
            </Col>
          ) : null}
          <Col flex="auto">
            <ImagePicker
              id="project-hero-image"
              label={heroPreview || currentHeroUrl ? 'Cambiar imagen del hero' : 'Elegir imagen del hero'}
              hint="Cualquier formato de imagen"
              disabled={disabled}
              onFiles={(files) => onHeroImage(files[0] ?? null)}
            />
          </Col>
        </Row>
      </Field>
      <Controller
        control={control}
        name="brands"
        render={({ field }) => (
          <Field label={`Marcas utilizadas (${field.value.length} seleccionadas)`}>
            {ordered.length === 0 ? (
              <Typography.Text type="secondary">No hay marcas registradas.</Typography.Text>
            ) : (
              <Checkbox.Group
                aria-label="Marcas utilizadas"
                value={field.value}
                onChange={(ids) => field.onChange(ids as number[])}
                className={styles.wide}
              >
                <Row gutter={[8, 8]}>
                  {ordered.map((brand) => (
                    <Col key={brand.id} xs={24} sm={12} md={8}>
                      <Checkbox value={brand.id}>
                        <Space size={4}>
                          {brand.name}
                          {brand.division !== division ? (
                            <Tag>{isDivision(brand.division) ? DIVISION_LABELS[brand.division] : brand.division}</Tag>
                          ) : null}
                        </Space>
                      </Checkbox>
                    </Col>
                  ))}
                </Row>
              </Checkbox.Group>
            )}
          </Field>
        )}
      />
    </>
  );
}
