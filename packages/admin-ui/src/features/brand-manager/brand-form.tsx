import { type Brand, DIVISION_LABELS, DIVISIONS, type Division, MESSAGES } from '@casa/core';
import { AutoComplete, Button, Flex, Form, Input, Progress, Radio, Typography } from 'antd';
import { type FormEvent, useState } from 'react';
import { useCreateBrandMutation, useUpdateBrandMutation } from '../../api/brands-endpoints.js';
import { Field } from '../../shared/field.js';
import { usePrepareImage } from '../../shared/prepare-image-context.js';
import { useObjectUrl } from '../../shared/use-object-url.js';
import { useToast } from '../../shared/toast.js';
import { ImagePicker } from '../../shared/image-picker.js';
import {
  BRAND_CATEGORIES,
  type BrandFieldErrors,
  type BrandFormState,
  brandToForm,
  buildBrandFormData,
  emptyBrandForm,
  isAllowedLogo,
  LOGO_ACCEPT,
  logoPreviewUrl,
  serverFieldErrors,
  validateBrand,
} from './brand-form-model.js';

interface BrandFormProps {
  /** null: 'Nueva Marca'. */
  brand: Brand | null;
  division: Division;
  onDone: () => void;
}

/** Name, description, category, division, optional website, logo file or URL (docs/product.md §2, §5). */
export function BrandForm({ brand, division, onDone }: BrandFormProps) {
  const toast = useToast();
  const prepareImage = usePrepareImage();
  const [createBrand] = useCreateBrandMutation();
  const [updateBrand] = useUpdateBrandMutation();
  const [values, setValues] = useState<BrandFormState>(() => (brand ? brandToForm(brand, division) : emptyBrandForm(division)));
  const [logoFile, setLogoFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<BrandFieldErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [uploadPercent, setUploadPercent] = useState<number | null>(null);
  const filePreview = useObjectUrl(logoFile);
  const context = { logoFile, originalLogoUrl: brand?.logoUrl ?? null };
  const saving = uploadPercent !== null;
  // A URL to another site is downloaded by the server on save; until then there is nothing to preview.
  const preview = filePreview ?? logoPreviewUrl(values.logoUrl);

  const change = <K extends keyof BrandFormState>(key: K, value: BrandFormState[K]) => {
    const next = { ...values, [key]: value };
    setValues(next);
    if (submitted) setErrors(validateBrand(next, context));
  };

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
    setLogoFile(chosen);
    if (submitted) setErrors(validateBrand(values, { ...context, logoFile: chosen }));
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const found = validateBrand(values, context);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const body = buildBrandFormData(values, context);
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
      toast.error('Error', brand ? MESSAGES.brandUpdateError : MESSAGES.brandCreateError);
      setErrors((current) => ({ ...current, ...serverFieldErrors(error) }));
      setUploadPercent(null);
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label={brand ? 'Editar Marca' : 'Nueva Marca'}>
      <Typography.Title level={4} style={{ marginTop: 0 }}>
        {brand ? `Editar Marca: ${brand.name}` : 'Nueva Marca'}
      </Typography.Title>
      <Form layout="vertical" component={false} disabled={saving}>
        <Field id="brand-name" label="Nombre" required error={errors.name}>
          <Input id="brand-name" value={values.name} maxLength={255} onChange={(event) => change('name', event.target.value)} />
        </Field>
        <Field id="brand-description" label="Descripción" required error={errors.description}>
          <Input.TextArea
            id="brand-description"
            value={values.description}
            autoSize={{ minRows: 3, maxRows: 8 }}
            onChange={(event) => change('description', event.target.value)}
          />
        </Field>
        <Field id="brand-category" label="Categoría" required error={errors.category}>
          <AutoComplete
            id="brand-category"
            value={values.category}
            options={BRAND_CATEGORIES.map((category) => ({ value: category }))}
            onChange={(value: string) => change('category', value)}
            placeholder="mobiliario, acustica, iluminacion…"
          />
        </Field>
        <Field id="brand-division" label="División" required error={errors.division}>
          <Radio.Group
            id="brand-division"
            optionType="button"
            buttonStyle="solid"
            value={values.division}
            onChange={(event) => change('division', event.target.value as Division)}
            options={DIVISIONS.map((value) => ({ value, label: DIVISION_LABELS[value] }))}
          />
        </Field>
        <Field id="brand-website" label="Sitio web (opcional)" error={errors.websiteUrl}>
          <Input
            id="brand-website"
            type="url"
            placeholder="https://"
            value={values.websiteUrl}
            onChange={(event) => change('websiteUrl', event.target.value)}
          />
        </Field>
        <Field id="brand-logo" label="Logo" required error={errors.logo}>
          <Flex gap={12} align="center">
            {preview ? (
              <img
                src={preview}
                alt="Vista previa del logo"
                style={{ width: 96, height: 64, objectFit: 'contain', background: '#fff', border: '1px solid #eee', borderRadius: 6 }}
              />
            ) : null}
            <div style={{ flex: 1 }}>
              <ImagePicker
                id="brand-logo"
                label={logoFile ? logoFile.name : 'Elegir archivo del logo'}
                hint="SVG, PNG o JPG"
                accept={LOGO_ACCEPT}
                disabled={saving}
                onFiles={(files) => void chooseLogo(files[0])}
              />
            </div>
          </Flex>
        </Field>
        <Field id="brand-logo-url" label="o URL del logo" error={errors.logoUrl}>
          <Input
            id="brand-logo-url"
            placeholder="https://"
            value={values.logoUrl}
            disabled={logoFile !== null || saving}
            onChange={(event) => change('logoUrl', event.target.value)}
          />
        </Field>
        {logoFile ? (
          <Button type="link" style={{ padding: 0 }} onClick={() => setLogoFile(null)}>
            Quitar archivo del logo
          </Button>
        ) : null}
      </Form>
      {saving ? <Progress percent={uploadPercent} status="active" aria-label="Progreso de la subida" /> : null}
      <Flex justify="end" gap={8} style={{ marginTop: 16 }}>
        <Button onClick={onDone} disabled={saving}>
          Cancelar
        </Button>
        <Button type="primary" htmlType="submit" loading={saving}>
          {brand ? 'Actualizar Marca' : 'Crear Marca'}
        </Button>
      </Flex>
    </form>
  );
}
