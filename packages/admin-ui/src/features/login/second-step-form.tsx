import { MESSAGES, type SignedInUser, type TwoFactorCodeInput, twoFactorCodeInputSchema } from '@casa/core';
import { SITE } from '@casa/core/content';
import { serverMessage } from '@casa/api-client';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Form, Input, Typography } from 'antd';
import { Controller, useForm } from 'react-hook-form';
import { useVerifySecondStepMutation } from '../../api/auth-endpoints.js';
import { Field } from '../../shared/field.js';
import { applyServerErrors } from '../../shared/server-errors.js';
import { useToast } from '../../shared/toast.js';
import styles from './login.module.css';

interface SecondStepFormProps {
  onSuccess: (user: SignedInUser) => void;
  /** Back to the password (also the way out when the second step has expired). */
  onBack: () => void;
}

/** The code after the right password: 6 digits from the authenticator app, or a recovery code. */
export function SecondStepForm({ onSuccess, onBack }: SecondStepFormProps) {
  const toast = useToast();
  const [verify, { isLoading }] = useVerifySecondStepMutation();
  const { control, handleSubmit, formState, setError } = useForm<TwoFactorCodeInput>({
    resolver: zodResolver(twoFactorCodeInputSchema),
    defaultValues: { code: '' },
  });

  const onValid = async ({ code }: TwoFactorCodeInput) => {
    try {
      onSuccess(await verify({ code }).unwrap());
    } catch (error) {
      if (applyServerErrors(error, setError, ['code'])) return;
      toast.error(MESSAGES.loginErrorTitle, serverMessage(error) ?? MESSAGES.twoFactorCodeWrong);
      // CASE: too late, or the password must be typed again: back to it.
      if ((error as { status?: unknown }).status === 401) onBack();
    }
  };

  return (
    <form onSubmit={handleSubmit(onValid)} noValidate aria-label="Verificación en dos pasos">
      <Typography.Paragraph>
        Abre tu aplicación de autenticación y escribe el código de 6 dígitos que muestra para <strong>{SITE.name}</strong>. Si no tienes el
        teléfono, usa uno de tus códigos de recuperación.
      </Typography.Paragraph>
      <Form layout="vertical" component={false}>
        <Field id="login-code" label="Código de verificación" error={formState.errors.code?.message}>
          <Controller
            control={control}
            name="code"
            render={({ field }) => (
              <Input {...field} id="login-code" autoComplete="one-time-code" inputMode="text" autoFocus size="large" maxLength={20} />
            )}
          />
        </Field>
        <Button type="primary" htmlType="submit" size="large" block loading={isLoading} disabled={isLoading}>
          {isLoading ? 'Verificando...' : 'Verificar'}
        </Button>
        <Button type="link" block onClick={onBack} className={styles.back}>
          Volver a la contraseña
        </Button>
      </Form>
    </form>
  );
}
