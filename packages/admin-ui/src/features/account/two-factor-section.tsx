import {
  MESSAGES,
  type SignedInUser,
  type TwoFactorCodeInput,
  twoFactorCodeInputSchema,
  type TwoFactorDisableInput,
  twoFactorDisableInputSchema,
  type TwoFactorSetup,
} from '@casa/core';
import { api, serverMessage } from '@casa/api-client';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Card, Flex, Form, Input, QRCode, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useDispatch } from 'react-redux';
import { useDisableTwoFactorMutation, useEnableTwoFactorMutation, useStartTwoFactorSetupMutation } from '../../api/auth-endpoints.js';
import { Field } from '../../shared/field.js';
import { applyServerErrors } from '../../shared/server-errors.js';
import { useToast } from '../../shared/toast.js';
import styles from './account.module.css';

/**
 * Mi cuenta's 'Verificación en dos pasos' (docs/decisions/0015-device-cookies-and-two-step-sign-in.md):
 * off → 'Activar' shows a QR code (drawn here, from the otpauth:// URL: no service sees the
 * secret) and the secret to type by hand; one code confirms it; the 10 recovery codes are shown
 * once. On → turned off with the password, unless Configuración requires it of admins.
 */
export function TwoFactorSection({ user }: { user: SignedInUser }) {
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const dispatch = useDispatch();
  // The session's user learns the new state only after the codes were seen: refetching `me` first
  // would let a held admin's screen move on before they saved them.
  const done = () => {
    setRecoveryCodes(null);
    setSetup(null);
    dispatch(api.util.invalidateTags(['Me']));
  };

  return (
    <Card
      title="Verificación en dos pasos"
      extra={user.twoFactorEnabled || recoveryCodes ? <Tag color="green">Activada</Tag> : <Tag>Desactivada</Tag>}
      className={styles.section}
    >
      {recoveryCodes ? (
        <RecoveryCodes codes={recoveryCodes} onDone={done} />
      ) : user.twoFactorEnabled ? (
        <DisableForm />
      ) : setup ? (
        <ConfirmSetup setup={setup} onEnabled={setRecoveryCodes} onCancel={() => setSetup(null)} />
      ) : (
        <StartSetup onStarted={setSetup} />
      )}
    </Card>
  );
}

function StartSetup({ onStarted }: { onStarted: (setup: TwoFactorSetup) => void }) {
  const toast = useToast();
  const [start, { isLoading }] = useStartTwoFactorSetupMutation();
  return (
    <>
      <Typography.Paragraph>
        Además de la contraseña, al iniciar sesión se pedirá un código de 6 dígitos de una aplicación de autenticación de tu teléfono
        (Google Authenticator, Microsoft Authenticator, 1Password…). Quien averigüe tu contraseña no podrá entrar sin él.
      </Typography.Paragraph>
      <Button
        type="primary"
        loading={isLoading}
        onClick={async () => {
          try {
            onStarted(await start().unwrap());
          } catch (error) {
            toast.error('Error', serverMessage(error) ?? MESSAGES.twoFactorSaveError);
          }
        }}
      >
        Activar verificación en dos pasos
      </Button>
    </>
  );
}

function ConfirmSetup(props: { setup: TwoFactorSetup; onEnabled: (codes: string[]) => void; onCancel: () => void }) {
  const toast = useToast();
  const [enable, { isLoading }] = useEnableTwoFactorMutation();
  const { control, handleSubmit, formState, setError } = useForm<TwoFactorCodeInput>({
    resolver: zodResolver(twoFactorCodeInputSchema),
    defaultValues: { code: '' },
  });
  const onValid = async ({ code }: TwoFactorCodeInput) => {
    try {
      props.onEnabled((await enable({ code }).unwrap()).recoveryCodes);
      toast.success(MESSAGES.twoFactorEnabled);
    } catch (error) {
      if (!applyServerErrors(error, setError, ['code'])) toast.error('Error', serverMessage(error) ?? MESSAGES.twoFactorSaveError);
    }
  };
  // Groups of four, as authenticator apps show a secret typed by hand.
  const secret = props.setup.secret.replace(/(.{4})(?=.)/g, '$1 ');

  return (
    <form onSubmit={handleSubmit(onValid)} noValidate aria-label="Confirmar verificación en dos pasos">
      <Typography.Paragraph>1. Escanea este código QR con tu aplicación de autenticación.</Typography.Paragraph>
      <Flex wrap gap={24} align="center" className={styles.notice}>
        <div role="img" aria-label="Código QR para la aplicación de autenticación">
          <QRCode value={props.setup.otpauthUrl} type="svg" size={184} bordered={false} errorLevel="M" />
        </div>
        <div>
          <Typography.Text type="secondary">¿No puedes escanearlo? Escribe esta clave en la aplicación:</Typography.Text>
          <Typography.Paragraph copyable={{ text: props.setup.secret }} code data-testid="two-factor-secret" style={{ marginTop: 8 }}>
            {secret}
          </Typography.Paragraph>
        </div>
      </Flex>
      <Typography.Paragraph>2. Escribe el código de 6 dígitos que muestra la aplicación.</Typography.Paragraph>
      <Form layout="vertical" component={false}>
        <Field id="two-factor-code" label="Código de verificación" required error={formState.errors.code?.message}>
          <Controller
            control={control}
            name="code"
            render={({ field }) => (
              <Input
                {...field}
                id="two-factor-code"
                autoComplete="one-time-code"
                inputMode="numeric"
                maxLength={20}
                className={styles.codeInput}
              />
            )}
          />
        </Field>
        <Space>
          <Button type="primary" htmlType="submit" loading={isLoading}>
            {isLoading ? 'Confirmando...' : 'Confirmar'}
          </Button>
          <Button onClick={props.onCancel}>Cancelar</Button>
        </Space>
      </Form>
    </form>
  );
}

function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  return (
    <section aria-labelledby="recovery-codes-title">
      <Typography.Title level={5} id="recovery-codes-title" className={styles.flushTitle}>
        Códigos de recuperación
      </Typography.Title>
      <Alert
        type="warning"
        showIcon
        title="Guárdalos ahora: no se volverán a mostrar."
        description="Si pierdes el teléfono, cada código sirve una vez en lugar del código de la aplicación. Imprímelos o guárdalos en tu gestor de contraseñas."
        className={styles.notice}
      />
      <Typography.Paragraph copyable={{ text: codes.join('\n') }}>
        <ol aria-label="Códigos de recuperación" className={styles.recoveryCodes}>
          {codes.map((code) => (
            <li key={code}>{code}</li>
          ))}
        </ol>
      </Typography.Paragraph>
      <Button type="primary" onClick={onDone}>
        Ya los guardé
      </Button>
    </section>
  );
}

function DisableForm() {
  const toast = useToast();
  const [disable, { isLoading }] = useDisableTwoFactorMutation();
  const { control, handleSubmit, formState, setError, reset } = useForm<TwoFactorDisableInput>({
    resolver: zodResolver(twoFactorDisableInputSchema),
    defaultValues: { password: '' },
  });
  const onValid = async (input: TwoFactorDisableInput) => {
    try {
      await disable(input).unwrap();
      toast.success(MESSAGES.twoFactorDisabled);
      reset({ password: '' });
    } catch (error) {
      if (!applyServerErrors(error, setError, ['password'])) toast.error('Error', serverMessage(error) ?? MESSAGES.twoFactorSaveError);
    }
  };
  return (
    <form onSubmit={handleSubmit(onValid)} noValidate aria-label="Desactivar verificación en dos pasos">
      <Typography.Paragraph>
        Al iniciar sesión se pide un código de tu aplicación de autenticación. Para desactivarlo, escribe tu contraseña.
      </Typography.Paragraph>
      <Form layout="vertical" component={false}>
        <Field id="two-factor-password" label="Contraseña" required error={formState.errors.password?.message}>
          <Controller
            control={control}
            name="password"
            render={({ field }) => (
              <Input.Password {...field} id="two-factor-password" autoComplete="current-password" className={styles.passwordInput} />
            )}
          />
        </Field>
        <Button danger htmlType="submit" loading={isLoading}>
          Desactivar verificación en dos pasos
        </Button>
      </Form>
    </form>
  );
}
