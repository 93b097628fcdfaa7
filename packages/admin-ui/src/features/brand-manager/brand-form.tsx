import { type Brand, brandFormSchema, DIVISION_LABELS, DIVISIONS, type Division, isAllowedLogo, type Lang, MESSAGES } from '@casa/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { AutoComplete, Button, Flex, Form, Input, Progress, Radio, Typography } from 'antd';
import { useState } from 'react';
import { Controller, type Resolver, useForm, useWatch } from 'react-hook-form';
import { useCreateBrandMutation, useUpdateBrandMutation } from '../../api/brands-endpoints.js';
import { EnglishInput } from '../../shared/english/english-input.js';
import { EnglishIntro } from '../../shared/english/english-intro.js';
import { LangTabs } from '../../shared/english/lang-tabs.js';
import { HistoryButton } from '../../shared/history/history-button.js';
import { Field } from '../../shared/field.js';
import { ImagePicker } from '../../shared/image-picker.js';
import { usePrepareImage } from '../../shared/prepare-image-context.js';
import { applyServerErrors } from '../../shared/server-errors.js';
import { useToast } from '../../shared/toast.js';
import { useObjectUrl } from '../../shared/use-object-url.js';
import {
  BRAND_CATEGORIES,
  BRAND_FIELDS,
  type BrandFormState,
  brandToForm,
  buildBrandFormData,
  emptyBrandForm,
  LOGO_ACCEPT,
  logoPreviewUrl,
} from './brand-form-model.js';
import styles from './brands.module.css';

interface BrandFormProps {
  /** null: 'Nueva Marca'. */
  brand: Brand | null;
  division: Division;
  onDone: () => void;
}

// The schema only trims text: what it hands back is the form's own shape, File included.
const resolver = zodResolver(brandFormSchema) as unknown as Resolver<BrandFormState, unknown, BrandFormState>;

/** Name, description, category, division, optional website, logo file or URL (docs/product.md §2, §5). */
export function BrandForm({ brand, division, onDone }: BrandFormProps) {
  const toast = useToast();
  const prepareImage = usePrepareImage();
  const [createBrand] = useCreateBrandMutation();
  const [updateBrand] = useUpdateBrandMutation();
  const { control, handleSubmit, formState, getValues, setError, setValue } = useForm<BrandFormState, unknown, BrandFormState>({
    resolver,
    defaultValues: brand ? brandToForm(brand, division) : emptyBrandForm(division),
  });
  const { errors, isSubmitted } = formState;
  const [logo, logoUrl, description] = useWatch({ control, name: ['logo', 'logoUrl', 'description'] });
  const [tab, setTab] = useState<Lang>('es');
  const [uploadPercent, setUploadPercent] = useState<number | null>(null);
  const filePreview = useObjectUrl(logo);
  const saving = uploadPercent !== null;
  // A URL to another site is downloaded by the server on save; until then there is nothing to preview.
  const preview = filePreview ?? logoPreviewUrl(logoUrl);

  const chooseLogo = async (file: File | undefined) => {
    if (!file) return;
    // The logo goes through the host's preparation too, unless that would change it into a type logos may not have.
    let chosen = file;
    try {
      const prepared = await prepareImage(file);
      if (isAllowedLogo(prepared)) chosen = prepared;
    } catch {
      // keep the original
    }
    setValue('logo', chosen, { shouldValidate: isSubmitted });
  };

  const onValid = async (values: BrandFormState) => {
    // The schema leaves the English description out: it is read as typed.
    const body = buildBrandFormData(values, getValues('en'));
    setUploadPercent(0);
    try {
      if (brand) {
        await updateBrand({ id: brand.id, body, onProgress: setUploadPercent }).unwrap();
        toast.success(MESSAGES.brandUpdated);
      } else {
        await createBrand({ body, onProgress: setUploadPercent }).unwrap();
        toast.success(MESSAGES.brandCreated);
      }
      onDone();
    } catch (error) {
      console.error(brand ? 'Failed to update brand' : 'Failed to create brand', error);
      // The toast is the product's (docs/product.md §8); the server's reason, e.g. a logo URL that
      // could not be downloaded, goes under its field.
      toast.error('Error', brand ? MESSAGES.brandUpdateError : MESSAGES.brandCreateError);
      if (applyServerErrors(error, setError, BRAND_FIELDS)) setTab('es');
      setUploadPercent(null);
    }
  };

  return (
    <form onSubmit={handleSubmit(onValid, () => setTab('es'))} noValidate aria-label={brand ? 'Editar Marca' : 'Nueva Marca'}>
      <Typography.Title level={4}>{brand ? `Editar Marca: ${brand.name}` : 'Nueva Marca'}</Typography.Title>
      <Form layout="vertical" component={false} disabled={saving}>
        <LangTabs
          active={tab}
          onChange={setTab}
          es={
            <>
              <Field id="brand-name" label="Nombre" required error={errors.name?.message}>
                <Controller control={control} name="name" render={({ field }) => <Input {...field} id="brand-name" maxLength={255} />} />
              </Field>
              <Field id="brand-description" label="Descripción" required error={errors.description?.message}>
                <Controller
                  control={control}
                  name="description"
                  render={({ field }) => <Input.TextArea {...field} id="brand-description" autoSize={{ minRows: 3, maxRows: 8 }} />}
                />
              </Field>
              <Field id="brand-category" label="Categoría" required error={errors.category?.message}>
                <Controller
                  control={control}
                  name="category"
                  render={({ field }) => (
                    <AutoComplete
                      {...field}
                      id="brand-category"
                      options={BRAND_CATEGORIES.map((category) => ({ value: category }))}
                      placeholder="mobiliario, acustica, iluminacion…"
                    />
                  )}
                />
              </Field>
              <Field id="brand-division" label="División" required error={errors.division?.message}>
                <Controller
                  control={control}
                  name="division"
                  render={({ field }) => (
                    <Radio.Group
                      id="brand-division"
                      optionType="button"
                      buttonStyle="solid"
                      value={field.value}
                      onChange={(event) => field.onChange(event.target.value as Division)}
                      options={DIVISIONS.map((value) => ({ value, label: DIVISION_LABELS[value] }))}
                    />
                  )}
                />
              </Field>
              <Field id="brand-website" label="Sitio web (opcional)" error={errors.websiteUrl?.message}>
                <Controller
                  control={control}
                  name="websiteUrl"
                  render={({ field }) => <Input {...field} id="brand-website" type="url" placeholder="https://" />}
                />
              </Field>
              <Field id="brand-logo" label="Logo" required error={errors.logo?.message}>
                <Flex gap="middle" align="center">
                  {preview ? <img src={preview} alt="Vista previa del logo" className={styles.logoPreview} /> : null}
                  <div className={styles.grow}>
                    <ImagePicker
                      id="brand-logo"
                      label={logo ? logo.name : 'Elegir archivo del logo'}
                      hint="SVG, PNG o JPG"
                      accept={LOGO_ACCEPT}
                      disabled={saving}
                      onFiles={(files) => void chooseLogo(files[0])}
                    />
                  </div>
                </Flex>
              </Field>
              <Field id="brand-logo-url" label="o URL del logo" error={errors.logoUrl?.message}>
                <Controller
                  control={control}
                  name="logoUrl"
                  render={({ field }) => <Input {...field} id="brand-logo-url" placeholder="https://" disabled={logo !== null || saving} />}
                />
              </Field>
              {logo ? (
                <Button type="link" onClick={() => setValue('logo', null, { shouldValidate: isSubmitted })}>
                  Quitar archivo del logo
                </Button>
              ) : null}
            </>
          }
          en={
            <>
              <EnglishIntro />
              <Controller
                control={control}
                name="en.description"
                render={({ field }) => (
                  <EnglishInput
                    id="brand-en-description"
                    label="Descripción"
                    spanish={description}
                    value={field.value}
                    onChange={field.onChange}
                    multiline
                  />
                )}
              />
            </>
          }
        />
      </Form>
      {saving ? <Progress percent={uploadPercent} status="active" aria-label="Progreso de la subida" /> : null}
      <Flex justify="space-between" gap="small" wrap className={styles.actions}>
        {brand ? <HistoryButton type="brand" id={brand.id} title={brand.name} onRestored={onDone} /> : <span />}
        <Flex gap="small">
          <Button onClick={onDone} disabled={saving}>
            Cancelar
          </Button>
          <Button type="primary" htmlType="submit" loading={saving}>
            {brand ? 'Actualizar Marca' : 'Crear Marca'}
          </Button>
        </Flex>
      </Flex>
    </form>
  );
}
