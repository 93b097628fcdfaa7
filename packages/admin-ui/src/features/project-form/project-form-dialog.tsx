import { type Lang, MESSAGES, type Project, projectFormSchema } from '@casa/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Divider, Flex, Form, Modal, Progress, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { FormProvider, type Resolver, useForm } from 'react-hook-form';
import { useCreateProjectMutation, useUpdateProjectMutation } from '../../api/projects-endpoints.js';
import { serverMessage } from '@casa/api-client';
import { useGetBrandsQuery } from '@casa/api-client';
import { HistoryButton } from '../../shared/history/history-button.js';
import { applyServerErrors } from '../../shared/server-errors.js';
import { useToast } from '../../shared/toast.js';
import {
  buildProjectFormData,
  PROJECT_FIELDS,
  emptyProjectForm,
  type ProjectFormOutput,
  type ProjectFormState,
  projectToForm,
  selectedBrandRefs,
  untitledStages,
} from './form-model.js';
import { LangTabs } from '../../shared/english/lang-tabs.js';
import { EnglishFields } from './english-fields.js';
import { englishToSend } from './english-model.js';
import { altsToSend, canSubmit, englishAltsToSend, existingImagesToSend, orderAfterSave, uploadOrder } from './gallery.js';
import { BasicInfoSection } from './sections/basic-info-section.js';
import { GallerySection } from './sections/gallery-section.js';
import { HeroSection } from './sections/hero-section.js';
import { FeaturesSection, StagesSection } from './sections/lists-section.js';
import { ProjectTypeSection } from './sections/project-type-section.js';
import { PublicationSection } from './sections/publication-section.js';
import { ScopeSection } from './sections/text-section.js';
import { useProjectImages } from './use-project-images.js';
import styles from './project-form.module.css';

interface ProjectFormDialogProps {
  open: boolean;
  /** null: create mode. */
  project: Project | null;
  onClose: () => void;
}

const resolver = zodResolver(projectFormSchema) as unknown as Resolver<ProjectFormState, unknown, ProjectFormOutput>;

/** 'Crear Nuevo Proyecto' / 'Editar Proyecto' (docs/product.md §2 "Project form dialog"). */
export function ProjectFormDialog({ open, project, onClose }: ProjectFormDialogProps) {
  return (
    <Modal
      open={open}
      title={project ? 'Editar Proyecto' : 'Crear Nuevo Proyecto'}
      onCancel={onClose}
      footer={null}
      width={920}
      destroyOnHidden
      mask={{ closable: false }}
    >
      {/* destroyOnHidden: every opening starts from the project (or blank) again. */}
      <ProjectForm key={project?.id ?? 'new'} project={project} onDone={onClose} />
    </Modal>
  );
}

function ProjectForm({ project, onDone }: { project: Project | null; onDone: () => void }) {
  const mode = project ? 'edit' : 'create';
  const toast = useToast();
  const { data: brands = [] } = useGetBrandsQuery();
  const [createProject] = useCreateProjectMutation();
  const [updateProject] = useUpdateProjectMutation();
  const [uploadPercent, setUploadPercent] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const defaultValues = useMemo(() => (project ? projectToForm(project) : emptyProjectForm()), [project]);
  const form = useForm<ProjectFormState, unknown, ProjectFormOutput>({ resolver, defaultValues });
  const images = useProjectImages(project?.imageUrls ?? [], project?.imageAlts ?? [], project?.en.imageAlts ?? []);
  const [tab, setTab] = useState<Lang>('es');
  const saving = uploadPercent !== null;
  const busy = saving || images.preparing !== null;

  const onValid = async (values: ProjectFormOutput) => {
    const untitled = untitledStages(values.developmentProcess);
    if (untitled.length > 0) {
      setTab('es');
      for (const index of untitled) form.setError(`developmentProcess.${index}.title`, { message: MESSAGES.stageTitleRequired });
      return;
    }
    if (!canSubmit(mode, images.added.length)) return;
    const brandRefs = selectedBrandRefs(values.brands, brands, project?.brands);
    const sent = uploadOrder(images.gallery);
    // The schema leaves the English values out: they are read as typed, paired with the Spanish ones sent.
    const english = form.getValues('en');
    const body = buildProjectFormData(values, {
      brands: brandRefs,
      heroImage: images.heroImage,
      images: sent.flatMap((image) => (image.kind === 'new' ? [image.file] : [])),
      existingImageUrls: existingImagesToSend(
        mode,
        project?.imageUrls ?? [],
        sent.flatMap((image) => (image.kind === 'stored' ? [image.url] : [])),
      ),
      imageAlts: altsToSend(sent),
      en: englishToSend(values, english, englishAltsToSend(sent)),
    });
    setFailure(null);
    setUploadPercent(0);
    let saved: Project;
    try {
      saved = project
        ? await updateProject({ id: project.id, body, onProgress: setUploadPercent }).unwrap()
        : await createProject({ body, onProgress: setUploadPercent }).unwrap();
    } catch (error) {
      // docs/product.md §8: the toast is generic; the server's reason is logged and shown inside the
      // form, under the field it names when it names one.
      console.error(project ? 'Failed to update project' : 'Failed to create project', error);
      setFailure(serverMessage(error));
      if (applyServerErrors(error, form.setError, PROJECT_FIELDS)) setTab('es');
      toast.error(MESSAGES.projectSaveErrorTitle, MESSAGES.projectSaveError);
      setUploadPercent(null);
      return;
    }
    // A new image placed before a saved one: the API appends uploads, so a second save (no files) sets the order.
    const reorder = orderAfterSave(images.gallery, saved.imageUrls);
    if (reorder) {
      const again = buildProjectFormData(values, {
        brands: brandRefs,
        heroImage: null,
        images: [],
        existingImageUrls: reorder.urls,
        imageAlts: reorder.alts,
        en: englishToSend(values, english, reorder.altsEn),
      });
      try {
        await updateProject({ id: saved.id, body: again }).unwrap();
      } catch (error) {
        // The project and its images are saved; only the order is not. Closing avoids uploading the images twice.
        console.error('Failed to reorder the gallery', error);
        toast.warning(MESSAGES.galleryOrderErrorTitle, MESSAGES.galleryOrderError);
        onDone();
        return;
      }
    }
    if (project) toast.success(MESSAGES.projectUpdatedTitle, MESSAGES.projectUpdated);
    else toast.success(MESSAGES.projectCreatedTitle, MESSAGES.projectCreated);
    onDone();
  };

  const submitText = mode === 'edit' ? (saving ? 'Actualizando...' : 'Actualizar Proyecto') : saving ? 'Creando...' : 'Crear Proyecto';

  return (
    <FormProvider {...form}>
      <form
        id="project-form"
        onSubmit={form.handleSubmit(onValid, () => setTab('es'))}
        noValidate
        aria-label={mode === 'edit' ? 'Editar Proyecto' : 'Crear Nuevo Proyecto'}
      >
        <Form layout="vertical" component={false} disabled={saving}>
          <LangTabs
            active={tab}
            onChange={setTab}
            es={
              <>
                <Divider titlePlacement="start">Publicación</Divider>
                <PublicationSection projectId={project?.id ?? null} />
                <Divider titlePlacement="start">Información básica</Divider>
                <BasicInfoSection />
                <ProjectTypeSection />
                <ScopeSection />
                <Divider titlePlacement="start">Página individual del proyecto</Divider>
                <HeroSection
                  brands={brands}
                  heroImage={images.heroImage}
                  currentHeroUrl={project?.heroImage ?? null}
                  disabled={busy}
                  onHeroImage={(file) => void images.chooseHero(file)}
                />
                <Divider titlePlacement="start">Proceso de desarrollo</Divider>
                <StagesSection />
                <Divider titlePlacement="start">Características clave</Divider>
                <FeaturesSection />
                <Divider titlePlacement="start">Galería de imágenes</Divider>
                <GallerySection
                  gallery={images.gallery}
                  preparing={images.preparing}
                  disabled={busy}
                  onAdd={(files) => void images.addImages(files)}
                  onRemove={images.removeImage}
                  onMove={images.moveImageTo}
                  onAltChange={images.setAlt}
                />
                {mode === 'create' && images.added.length === 0 ? (
                  <Typography.Paragraph type="secondary" className={styles.note}>
                    {MESSAGES.imageRequired}
                  </Typography.Paragraph>
                ) : null}
              </>
            }
            en={<EnglishFields gallery={images.gallery} onAltEnChange={images.setAltEn} />}
          />
        </Form>
        {failure ? <Alert type="error" showIcon title={failure} className={styles.after} /> : null}
        {saving ? (
          <div role="status" className={styles.after}>
            <Typography.Text>{uploadPercent < 100 ? 'Subiendo...' : 'Guardando...'}</Typography.Text>
            <Progress percent={uploadPercent} status="active" aria-label="Progreso de la subida" />
          </div>
        ) : null}
        <Flex justify="space-between" gap="small" wrap className={styles.actions}>
          {/* A restored version is not what this form holds: it closes, the list shows the project as restored. */}
          {project ? <HistoryButton type="project" id={project.id} title={project.name} onRestored={onDone} /> : <span />}
          <Flex gap="small">
            <Button onClick={onDone} disabled={saving}>
              Cancelar
            </Button>
            <Button type="primary" htmlType="submit" loading={saving} disabled={busy || !canSubmit(mode, images.added.length)}>
              {submitText}
            </Button>
          </Flex>
        </Flex>
      </form>
    </FormProvider>
  );
}
