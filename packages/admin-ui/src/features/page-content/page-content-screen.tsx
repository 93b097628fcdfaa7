import { SaveOutlined } from '@ant-design/icons';
import {
  DIVISION_LABELS,
  DIVISIONS,
  type Division,
  type Lang,
  MESSAGES,
  type PageContent,
  pageContentSchema,
  SINGLETON_HISTORY_ID,
} from '@casa/core';
import { serverMessage } from '@casa/api-client';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { Alert, Button, Collapse, Flex, Form, Result, Spin, Tabs, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import { type FieldErrors, FormProvider, useForm } from 'react-hook-form';
import { useGetPageContentQuery, useSavePageContentMutation } from '../../api/page-content-endpoints.js';
import { LangTabs } from '../../shared/english/lang-tabs.js';
import { HistoryButton } from '../../shared/history/history-button.js';
import { applyServerErrors, serverFieldErrors } from '../../shared/server-errors.js';
import { useToast } from '../../shared/toast.js';
import sharedStyles from '../../shared/shared.module.css';
import {
  HeroImageField as SpanishHeroImageField,
  IconField as SpanishIconField,
  LegalPageFields,
  TextField as SpanishTextField,
} from './page-content-fields.js';
import { EnglishLegalFields, EnglishTextField } from './page-content-english.js';
import { firstErrorPath, type Panel, placeOf, type TabKey } from './page-content-place.js';
import styles from './page-content.module.css';

const resolver = zodResolver(pageContentSchema);
/** What the form holds: the schema's input (its English texts may still lack a field the schema fills in). */
type PageContentFormState = z.input<typeof pageContentSchema>;

const PARAGRAPHS_HELP = 'Separa los párrafos con una línea en blanco.';

/** Photos and icons are one for both languages: the English tab shows none. */
function NotInEnglish(_: { name: string; label: string }) {
  return null;
}

/**
 * Páginas (admins and editors, docs/decisions/0022-page-texts.md): every text the public pages
 * show that is not a project, a brand or a setting, grouped by page and division, saved whole.
 */
export function PageContentScreen() {
  return (
    <section aria-labelledby="page-content-title" className={sharedStyles.formScreen}>
      <Typography.Title level={4} id="page-content-title">
        Páginas
      </Typography.Title>
      <PageContentLoader />
    </section>
  );
}

function PageContentLoader() {
  const { data, isLoading, error, refetch } = useGetPageContentQuery(undefined, { refetchOnMountOrArgChange: true });
  // A version restored from 'Historial' replaces the form whole.
  const [generation, setGeneration] = useState(0);
  const onRestored = () => {
    void refetch().then(() => setGeneration((value) => value + 1));
  };
  if (isLoading) {
    return (
      <Flex role="status" vertical align="center" gap="middle" className={sharedStyles.loading}>
        <Spin />
        <Typography.Text>Cargando textos...</Typography.Text>
      </Flex>
    );
  }
  if (!data || error) {
    return (
      <Result status="error" title={MESSAGES.pageContentLoadError} extra={<Button onClick={() => void refetch()}>Reintentar</Button>} />
    );
  }
  return <PageContentForm key={generation} initial={data} onRestored={onRestored} />;
}

function PageContentForm({ initial, onRestored }: { initial: PageContent; onRestored: () => void }) {
  const toast = useToast();
  const [save, { isLoading: saving }] = useSavePageContentMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const [lang, setLang] = useState<Lang>('es');
  // Both languages show the same page's tab and panels, so switching language stays on the same texts.
  const [tab, setTab] = useState<TabKey>('general');
  const [open, setOpen] = useState<Record<Division, Panel[]>>({ corporativo: [], hospitality: [] });
  const form = useForm<PageContentFormState, unknown, PageContent>({ resolver, defaultValues: initial });

  /** Shows the tab and opens the panel of a field with a message. */
  const reveal = (path: string | null) => {
    if (!path) return;
    const place = placeOf(path);
    setLang(place.lang);
    setTab(place.tab);
    if (place.tab !== 'general' && place.tab !== 'legal' && place.panel) {
      const division = place.tab;
      const panel = place.panel;
      setOpen((current) => (current[division].includes(panel) ? current : { ...current, [division]: [...current[division], panel] }));
    }
  };

  const onValid = async (values: PageContent) => {
    setFailure(null);
    try {
      const saved = await save(values).unwrap();
      form.reset(saved);
      toast.success(MESSAGES.pageContentSaved, MESSAGES.pageContentSavedDetail);
    } catch (error) {
      console.error('Failed to save page texts', error);
      applyServerErrors(error, form.setError);
      reveal([...serverFieldErrors(error).keys()][0] ?? null);
      setFailure(serverMessage(error) ?? MESSAGES.pageContentSaveError);
      toast.error('Error', MESSAGES.pageContentSaveError);
    }
  };

  const onInvalid = (errors: FieldErrors<PageContentFormState>) => {
    setFailure(MESSAGES.validationFailed);
    reveal(firstErrorPath(errors));
  };

  const divisionTab = (division: Division, lang: Lang) => {
    const base = `divisions.${division}` as const;
    const TextField = lang === 'es' ? SpanishTextField : EnglishTextField;
    const HeroImageField = lang === 'es' ? SpanishHeroImageField : NotInEnglish;
    const IconField = lang === 'es' ? SpanishIconField : NotInEnglish;
    const inEnglish = lang === 'en' ? ' en inglés' : '';
    const panels: { key: Panel; label: string; children: ReactNode }[] = [
      {
        key: 'landing',
        label: 'Portada del sitio',
        children: (
          <>
            <TextField name={`${base}.landing.tagline`} label="Lema del panel" />
            <HeroImageField name={`${base}.landing.image`} label="Imagen del panel" />
          </>
        ),
      },
      {
        key: 'home',
        label: 'Inicio de la división',
        children: (
          <>
            <TextField name={`${base}.home.title`} label="Título principal" />
            <TextField
              name={`${base}.home.badge`}
              label="Etiqueta sobre el título"
              optional
              extra="Opcional: déjala vacía para no mostrarla."
            />
            <TextField name={`${base}.home.servicesIntro`} label="Introducción de los servicios" rows={2} />
            <HeroImageField name={`${base}.home.heroImage`} label="Imagen de portada" />
          </>
        ),
      },
      {
        key: 'services',
        label: 'Servicios',
        children: (
          <>
            <TextField name={`${base}.services.heroTitle`} label="Título de la página" />
            <HeroImageField name={`${base}.services.heroImage`} label="Imagen de portada" />
            {initial.divisions[division].services.items.map((_, index) => (
              <div key={index} role="group" aria-label={`Servicio ${index + 1}${inEnglish}`} className={styles.item}>
                <Typography.Text strong>Servicio {index + 1}</Typography.Text>
                <TextField name={`${base}.services.items.${index}.title`} label="Título" />
                <TextField name={`${base}.services.items.${index}.description`} label="Descripción" rows={2} />
                <IconField name={`${base}.services.items.${index}.icon`} label="Icono" />
              </div>
            ))}
          </>
        ),
      },
      {
        key: 'process',
        label: 'Proceso',
        children: (
          <>
            <TextField name={`${base}.services.processIntro`} label="Introducción del proceso" rows={2} />
            {initial.divisions[division].services.process.map((_, index) => (
              <div key={index} role="group" aria-label={`Paso ${index + 1}${inEnglish}`} className={styles.item}>
                <Typography.Text strong>Paso {index + 1}</Typography.Text>
                <TextField name={`${base}.services.process.${index}.title`} label="Título" />
                <TextField name={`${base}.services.process.${index}.subtitle`} label="Subtítulo" />
                <TextField name={`${base}.services.process.${index}.details`} label="Detalles" rows={3} extra="Un detalle por línea." />
              </div>
            ))}
          </>
        ),
      },
      {
        key: 'about',
        label: 'Quiénes Somos',
        children: (
          <>
            <TextField name={`${base}.about.title`} label="Título de la página" />
            <TextField name={`${base}.about.storyTitle`} label="Título de la historia" />
            <TextField name={`${base}.about.paragraphs`} label="Texto" rows={6} extra={PARAGRAPHS_HELP} />
            <HeroImageField name={`${base}.about.heroImage`} label="Imagen de portada" />
            <Typography.Paragraph type="secondary">El líder y las estadísticas se editan en Configuración.</Typography.Paragraph>
          </>
        ),
      },
      {
        key: 'projects',
        label: 'Proyectos',
        children: (
          <>
            <TextField name={`${base}.projects.subtitle`} label="Subtítulo" rows={2} />
            <HeroImageField name={`${base}.projects.heroImage`} label="Imagen de portada" />
          </>
        ),
      },
      {
        key: 'contact',
        label: 'Contacto',
        children: (
          <>
            <TextField name={`${base}.contact.subtitle`} label="Subtítulo" rows={2} />
            <HeroImageField name={`${base}.contact.heroImage`} label="Imagen de portada" />
          </>
        ),
      },
    ];
    return (
      <section role="group" aria-label={`División ${DIVISION_LABELS[division]}${inEnglish}`}>
        <Collapse
          activeKey={open[division]}
          onChange={(keys) => setOpen((current) => ({ ...current, [division]: (Array.isArray(keys) ? keys : [keys]) as Panel[] }))}
          items={panels}
        />
      </section>
    );
  };

  /** The page tabs of one language: the Spanish texts with the photos and icons, or their English twins. */
  const pageTabs = (lang: Lang) => {
    const TextField = lang === 'es' ? SpanishTextField : EnglishTextField;
    const Legal = lang === 'es' ? LegalPageFields : EnglishLegalFields;
    const inEnglish = lang === 'en' ? ' en inglés' : '';
    return (
      <Tabs
        activeKey={tab}
        onChange={(key) => setTab(key as TabKey)}
        items={[
          {
            key: 'general',
            label: 'General',
            children: (
              <section role="group" aria-label={`General${inEnglish}`}>
                <TextField name="history.title" label="Título de la historia (portada)" />
                <TextField name="history.paragraphs" label="Historia de la empresa" rows={8} extra={PARAGRAPHS_HELP} />
                <TextField name="allProjectsSubtitle" label="Subtítulo de Proyectos (ambas divisiones)" rows={2} />
              </section>
            ),
          },
          ...DIVISIONS.map((division) => ({
            key: division,
            label: DIVISION_LABELS[division],
            children: divisionTab(division, lang),
          })),
          {
            key: 'legal',
            label: 'Legal',
            children: (
              <section role="group" aria-label={`Legal${inEnglish}`}>
                <Collapse
                  defaultActiveKey={['privacy', 'terms']}
                  items={[
                    {
                      key: 'privacy',
                      label: 'Política de Privacidad y Cookies',
                      children: <Legal page="privacy" />,
                    },
                    { key: 'terms', label: 'Términos y Condiciones', children: <Legal page="terms" /> },
                  ]}
                />
              </section>
            ),
          },
        ]}
      />
    );
  };

  return (
    <FormProvider {...form}>
      <form
        onSubmit={form.handleSubmit(onValid, onInvalid)}
        noValidate
        aria-label="Textos de las páginas"
        className={sharedStyles.formCard}
      >
        <Typography.Paragraph type="secondary">
          Los textos e imágenes de portada que muestra el sitio público, por página y división. Los cambios se ven en el sitio en cuanto se
          guardan.
        </Typography.Paragraph>
        <Form layout="vertical" component={false} disabled={saving}>
          <LangTabs active={lang} onChange={setLang} es={pageTabs('es')} en={pageTabs('en')} />
        </Form>
        {failure ? <Alert type="error" showIcon title={failure} className={sharedStyles.formFailure} /> : null}
        <Flex justify="space-between" wrap gap="small" className={sharedStyles.formActions}>
          <HistoryButton type="page-content" id={SINGLETON_HISTORY_ID} title="Páginas" onRestored={onRestored} />
          <Button type="primary" htmlType="submit" icon={<SaveOutlined />} loading={saving} disabled={saving}>
            {saving ? 'Guardando...' : 'Guardar'}
          </Button>
        </Flex>
      </form>
    </FormProvider>
  );
}
