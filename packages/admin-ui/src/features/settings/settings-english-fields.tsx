import { DIVISION_LABELS, DIVISIONS } from '@casa/core';
import { Divider, Typography } from 'antd';
import { Controller, type FieldPath, get, useFormContext, useWatch } from 'react-hook-form';
import { EnglishInput } from '../../shared/english/english-input.js';
import { EnglishIntro } from '../../shared/english/english-intro.js';
import type { SettingsFormState } from './settings-form-model.js';

type Path = FieldPath<SettingsFormState>;

/** One English setting (`en.…`) with the Spanish setting it translates (`spanish`) beside it. */
function EnglishSetting({ name, spanish, label, rows }: { name: Path; spanish: Path; label: string; rows?: number }) {
  const { control, formState } = useFormContext<SettingsFormState>();
  const original = useWatch({ control, name: spanish });
  const error = get(formState.errors, name) as { message?: string } | undefined;
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <EnglishInput
          id={`settings-${name.replace(/\./g, '-')}`}
          label={label}
          spanish={String(original ?? '')}
          value={String(field.value ?? '')}
          onChange={field.onChange}
          multiline={rows !== undefined}
          error={error?.message}
        />
      )}
    />
  );
}

/**
 * Configuración's 'English' tab (docs/decisions/0026-english-site.md): the settings' texts in
 * English, each under its Spanish one; names, numbers and addresses are one value for both.
 */
export function SettingsEnglishFields() {
  const { control } = useFormContext<SettingsFormState>();
  const stats = useWatch({ control, name: 'stats' });
  return (
    <section aria-label="Textos en inglés">
      <EnglishIntro />
      <Divider titlePlacement="start">Empresa</Divider>
      <EnglishSetting name="en.footerText" spanish="footerText" label="Texto del pie de página" rows={3} />
      <EnglishSetting name="en.hours" spanish="hours" label="Horario de atención" />
      <EnglishSetting name="en.country" spanish="address.country" label="País" />

      {DIVISIONS.map((division) => (
        <section key={division} role="group" aria-label={`División ${DIVISION_LABELS[division]} en inglés`}>
          <Divider titlePlacement="start">División {DIVISION_LABELS[division]}</Divider>
          <EnglishSetting
            name={`en.divisions.${division}.blurb`}
            spanish={`divisions.${division}.blurb`}
            label="Descripción de la división"
            rows={2}
          />
          <EnglishSetting
            name={`en.divisions.${division}.whatsapp.role`}
            spanish={`divisions.${division}.whatsapp.role`}
            label="Cargo del director"
          />
          <EnglishSetting
            name={`en.divisions.${division}.whatsapp.message`}
            spanish={`divisions.${division}.whatsapp.message`}
            label="Mensaje inicial de WhatsApp"
            rows={2}
          />
          <EnglishSetting
            name={`en.divisions.${division}.leader.role`}
            spanish={`divisions.${division}.leader.role`}
            label="Cargo del líder"
          />
          <EnglishSetting
            name={`en.divisions.${division}.leader.bio`}
            spanish={`divisions.${division}.leader.bio`}
            label="Biografía del líder"
            rows={4}
          />
        </section>
      ))}

      <Divider titlePlacement="start">Quiénes Somos: estadísticas</Divider>
      {stats.length === 0 ? <Typography.Text type="secondary">Sin estadísticas en español.</Typography.Text> : null}
      {stats.map((stat, index) => (
        <EnglishSetting
          key={index}
          name={`en.statLabels.${index}`}
          spanish={`stats.${index}.label`}
          label={`Descripción de la estadística ${index + 1} (${stat.value})`}
        />
      ))}

      <Divider titlePlacement="start">Confirmación al visitante</Divider>
      {(
        [
          ['contact', 'Formulario de contacto'],
          ['appointment', 'Solicitud de cita'],
        ] as const
      ).map(([form, title]) => (
        <section key={form} role="group" aria-label={`Confirmación en inglés: ${title}`}>
          <Typography.Title level={5}>{title}</Typography.Title>
          <EnglishSetting name={`en.visitorConfirmation.${form}.subject`} spanish={`visitorConfirmation.${form}.subject`} label="Asunto" />
          <EnglishSetting
            name={`en.visitorConfirmation.${form}.text`}
            spanish={`visitorConfirmation.${form}.text`}
            label="Texto"
            rows={6}
          />
        </section>
      ))}
    </section>
  );
}
