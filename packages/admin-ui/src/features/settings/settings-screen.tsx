import { SettingOutlined, UndoOutlined } from '@ant-design/icons';
import {
  DIVISION_LABELS,
  DIVISIONS,
  type Lang,
  MESSAGES,
  SETTINGS_LIMITS,
  SINGLETON_HISTORY_ID,
  type SiteSettings,
  siteSettingsSchema,
} from '@casa/core';
import { serverMessage } from '@casa/api-client';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, App, Button, Col, Divider, Flex, Form, Result, Row, Spin, Typography } from 'antd';
import { useState } from 'react';
import { FormProvider, type Resolver, useForm } from 'react-hook-form';
import { useGetSiteSettingsQuery, useSaveSiteSettingsMutation, useUndoSiteSettingsMutation } from '../../api/settings-endpoints.js';
import { LangTabs } from '../../shared/english/lang-tabs.js';
import { HistoryButton } from '../../shared/history/history-button.js';
import { applyServerErrors, serverFieldErrors } from '../../shared/server-errors.js';
import { useToast } from '../../shared/toast.js';
import { CoordinateSetting, PairListSetting, SwitchSetting, TextSetting } from './settings-fields.js';
import { isNothingToUndo, type SettingsFormState, tabOfErrors } from './settings-form-model.js';
import { SettingsEnglishFields } from './settings-english-fields.js';
import sharedStyles from '../../shared/shared.module.css';
import { SecuritySettings } from './security-settings.js';

const resolver = zodResolver(siteSettingsSchema) as unknown as Resolver<SettingsFormState, unknown, SiteSettings>;

/**
 * Configuración (admins only, docs/decisions/0011-site-settings.md): the company's details the
 * public site shows, saved whole, with one-step undo.
 */
export function SettingsScreen() {
  return (
    <section aria-labelledby="settings-title" className={sharedStyles.formScreen}>
      <Typography.Title level={4} id="settings-title">
        Configuración
      </Typography.Title>
      <SettingsLoader />
      <SecuritySettings />
    </section>
  );
}

function SettingsLoader() {
  const { data, isLoading, error, refetch } = useGetSiteSettingsQuery(undefined, { refetchOnMountOrArgChange: true });
  // A version restored from 'Historial' is shown by a fresh form once it is read back.
  const [generation, setGeneration] = useState(0);
  if (isLoading) {
    return (
      <Flex role="status" vertical align="center" gap="middle" className={sharedStyles.loading}>
        <Spin />
        <Typography.Text>Cargando configuración...</Typography.Text>
      </Flex>
    );
  }
  if (!data || error) {
    return (
      <Result
        status="error"
        title="No se pudo cargar la configuración."
        extra={<Button onClick={() => void refetch()}>Reintentar</Button>}
      />
    );
  }
  const onRestored = () => {
    void refetch().then(() => setGeneration((value) => value + 1));
  };
  return <SettingsForm key={generation} initial={data} onRestored={onRestored} />;
}

function SettingsForm({ initial, onRestored }: { initial: SiteSettings; onRestored: () => void }) {
  const toast = useToast();
  const { modal } = App.useApp();
  const [save, { isLoading: saving }] = useSaveSiteSettingsMutation();
  const [undo, { isLoading: undoing }] = useUndoSiteSettingsMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<SettingsFormState, unknown, SiteSettings>({ resolver, defaultValues: initial });
  const busy = saving || undoing;
  const [tab, setTab] = useState<Lang>('es');

  const onValid = async (values: SiteSettings) => {
    setFailure(null);
    try {
      // One English label per statistic: a label left by a removed statistic is not kept.
      const statLabels = values.en.statLabels.slice(0, values.stats.length);
      const saved = await save({ ...values, en: { ...values.en, statLabels } }).unwrap();
      form.reset(saved);
      toast.success(MESSAGES.settingsSaved, MESSAGES.settingsSavedDetail);
    } catch (error) {
      console.error('Failed to save settings', error);
      if (applyServerErrors(error, form.setError)) setTab(tabOfErrors([...serverFieldErrors(error).keys()]));
      setFailure(serverMessage(error) ?? MESSAGES.settingsSaveError);
      toast.error('Error', MESSAGES.settingsSaveError);
    }
  };

  const onUndo = () => {
    modal.confirm({
      title: 'Deshacer último cambio',
      content: MESSAGES.settingsUndoConfirm,
      okText: 'Deshacer',
      cancelText: 'Cancelar',
      onOk: async () => {
        setFailure(null);
        try {
          const restored = await undo().unwrap();
          form.reset(restored);
          toast.success(MESSAGES.settingsUndone, MESSAGES.settingsUndoneDetail);
        } catch (error) {
          if (isNothingToUndo(error)) {
            toast.warning(MESSAGES.settingsNothingToUndo);
            return;
          }
          console.error('Failed to undo settings', error);
          toast.error('Error', serverMessage(error) ?? MESSAGES.settingsUndoError);
        }
      },
    });
  };

  return (
    <FormProvider {...form}>
      <form
        onSubmit={form.handleSubmit(onValid, (errors) => setTab(tabOfErrors(Object.keys(errors))))}
        noValidate
        aria-label="Configuración del sitio"
        className={sharedStyles.formCard}
      >
        <Typography.Paragraph type="secondary">
          Los datos de la empresa que muestra el sitio público. Los cambios se ven en el sitio en cuanto se guardan.
        </Typography.Paragraph>
        <Form layout="vertical" component={false} disabled={busy}>
          <LangTabs
            active={tab}
            onChange={setTab}
            es={
              <>
                <Divider titlePlacement="start">Empresa</Divider>
                <TextSetting name="companyName" label="Nombre de la empresa" />
                <TextSetting name="footerText" label="Texto del pie de página" rows={3} />
                <TextSetting name="hours" label="Horario de atención" />
                <TextSetting
                  name="phoneCountryCode"
                  label="Código de país de los teléfonos"
                  extra="Se añade a los teléfonos escritos sin él, en los enlaces para llamar y de WhatsApp (República Dominicana: 1)."
                />

                <Divider titlePlacement="start">Oficina</Divider>
                <TextSetting name="address.street" label="Dirección" />
                <Row gutter={16}>
                  <Col xs={24} md={8}>
                    <TextSetting name="address.area" label="Sector" />
                  </Col>
                  <Col xs={24} md={8}>
                    <TextSetting name="address.city" label="Ciudad" />
                  </Col>
                  <Col xs={24} md={8}>
                    <TextSetting name="address.country" label="País" />
                  </Col>
                  <Col xs={24} md={12}>
                    <CoordinateSetting name="map.lat" label="Latitud del mapa" />
                  </Col>
                  <Col xs={24} md={12}>
                    <CoordinateSetting name="map.lng" label="Longitud del mapa" />
                  </Col>
                </Row>

                {DIVISIONS.map((division) => (
                  <section key={division} role="group" aria-label={`División ${DIVISION_LABELS[division]}`}>
                    <Divider titlePlacement="start">División {DIVISION_LABELS[division]}</Divider>
                    <TextSetting name={`divisions.${division}.blurb`} label="Descripción de la división" rows={2} />
                    <Row gutter={16}>
                      <Col xs={24} md={12}>
                        <TextSetting name={`divisions.${division}.phone`} label="Teléfono" />
                      </Col>
                      <Col xs={24} md={12}>
                        <TextSetting name={`divisions.${division}.email`} label="Correo de ventas" />
                      </Col>
                      <Col xs={24} md={8}>
                        <TextSetting
                          name={`divisions.${division}.whatsapp.number`}
                          label="Número de WhatsApp"
                          extra="Solo dígitos, con el código de país: 18095550122"
                        />
                      </Col>
                      <Col xs={24} md={8}>
                        <TextSetting name={`divisions.${division}.whatsapp.name`} label="Director de ventas (WhatsApp)" />
                      </Col>
                      <Col xs={24} md={8}>
                        <TextSetting name={`divisions.${division}.whatsapp.role`} label="Cargo del director" />
                      </Col>
                    </Row>
                    <TextSetting name={`divisions.${division}.whatsapp.message`} label="Mensaje inicial de WhatsApp" rows={2} />
                    <Row gutter={16}>
                      <Col xs={24} md={12}>
                        <TextSetting name={`divisions.${division}.leader.name`} label="Líder (Quiénes Somos)" />
                      </Col>
                      <Col xs={24} md={12}>
                        <TextSetting name={`divisions.${division}.leader.role`} label="Cargo del líder" />
                      </Col>
                    </Row>
                    <TextSetting
                      name={`divisions.${division}.leader.bio`}
                      label="Biografía del líder"
                      rows={4}
                      extra="Separa los párrafos con una línea en blanco."
                    />
                  </section>
                ))}

                <Divider titlePlacement="start">Quiénes Somos: estadísticas</Divider>
                <PairListSetting
                  name="stats"
                  first={{ key: 'value', label: 'Cifra' }}
                  second={{ key: 'label', label: 'Descripción' }}
                  addLabel="Agregar estadística"
                  max={SETTINGS_LIMITS.maxStats}
                />

                <Divider titlePlacement="start">Redes sociales</Divider>
                <PairListSetting
                  name="social"
                  first={{ key: 'label', label: 'Red' }}
                  second={{ key: 'href', label: 'Enlace' }}
                  addLabel="Agregar red social"
                  max={SETTINGS_LIMITS.maxSocialLinks}
                />

                <Divider titlePlacement="start">Boletín</Divider>
                <TextSetting
                  name="newsletterUrl"
                  label="URL del proveedor del boletín"
                  optional
                  extra="Opcional: la dirección de suscripción de su proveedor de correo (https://...)."
                />

                <Divider titlePlacement="start">Confirmación al visitante</Divider>
                <Typography.Paragraph type="secondary">
                  El e-mail que recibe quien envía un formulario, una sola vez por solicitud, con respuesta al correo de ventas de su
                  división. {'{nombre}'} se cambia por el nombre del visitante y {'{empresa}'} por el nombre de la empresa.
                </Typography.Paragraph>
                {(
                  [
                    ['contact', 'Formulario de contacto'],
                    ['appointment', 'Solicitud de cita'],
                  ] as const
                ).map(([form, title]) => (
                  <section key={form} role="group" aria-label={`Confirmación: ${title}`}>
                    <Typography.Title level={5}>{title}</Typography.Title>
                    <SwitchSetting name={`visitorConfirmation.${form}.enabled`} label="Enviar confirmación" />
                    <TextSetting name={`visitorConfirmation.${form}.subject`} label="Asunto" />
                    <TextSetting name={`visitorConfirmation.${form}.text`} label="Texto" rows={6} />
                  </section>
                ))}
              </>
            }
            en={<SettingsEnglishFields />}
          />
        </Form>
        {failure ? <Alert type="error" showIcon title={failure} className={sharedStyles.formFailure} /> : null}
        <Flex justify="space-between" wrap gap="small" className={sharedStyles.formActions}>
          <Flex gap="small" wrap>
            <Button icon={<UndoOutlined />} onClick={onUndo} disabled={busy}>
              Deshacer último cambio
            </Button>
            <HistoryButton type="settings" id={SINGLETON_HISTORY_ID} title="Configuración" onRestored={onRestored} />
          </Flex>
          <Button type="primary" htmlType="submit" icon={<SettingOutlined />} loading={saving} disabled={busy}>
            {saving ? 'Guardando...' : 'Guardar'}
          </Button>
        </Flex>
      </form>
    </FormProvider>
  );
}
