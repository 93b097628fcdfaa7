import { isTwoFactorChallenge, type LoginInput, loginInputSchema, MESSAGES, type SignedInUser } from '@casa/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Form, Input } from 'antd';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { serverMessage } from '@casa/api-client';
import { useLoginMutation } from '../../api/auth-endpoints.js';
import { Field } from '../../shared/field.js';
import { useToast } from '../../shared/toast.js';
import { SecondStepForm } from './second-step-form.js';

interface LoginFormProps {
  onSuccess: (user: SignedInUser) => void;
}

/**
 * Username and password with the product's messages (docs/product.md §5) and toasts (docs/product.md §8);
 * for an account with two-step sign-in, then its code (docs/decisions/0015-device-cookies-and-two-step-sign-in.md).
 */
export function LoginForm({ onSuccess }: LoginFormProps) {
  const toast = useToast();
  const [login, { isLoading }] = useLoginMutation();
  const [secondStep, setSecondStep] = useState(false);
  const { control, handleSubmit, formState, resetField } = useForm<LoginInput>({
    resolver: zodResolver(loginInputSchema),
    defaultValues: { username: '', password: '' },
  });

  const signedIn = (user: SignedInUser) => {
    toast.success(MESSAGES.loginSuccessTitle, MESSAGES.loginSuccess);
    onSuccess(user);
  };

  const onValid = async (values: LoginInput) => {
    try {
      const answer = await login(values).unwrap();
      if (isTwoFactorChallenge(answer)) setSecondStep(true);
      else signedIn(answer);
    } catch (error) {
      toast.error(MESSAGES.loginErrorTitle, serverMessage(error) ?? MESSAGES.loginErrorFallback);
    }
  };

  if (secondStep) {
    return (
      <SecondStepForm
        onSuccess={signedIn}
        onBack={() => {
          // The password is typed again: the server forgets a second step after a few minutes anyway.
          resetField('password');
          setSecondStep(false);
        }}
      />
    );
  }

  return (
    <form onSubmit={handleSubmit(onValid)} noValidate aria-label="Iniciar sesión">
      <Form layout="vertical" component={false}>
        <Field id="login-username" label="Usuario" error={formState.errors.username?.message}>
          <Controller
            control={control}
            name="username"
            render={({ field }) => <Input {...field} id="login-username" autoComplete="username" autoFocus size="large" />}
          />
        </Field>
        <Field id="login-password" label="Contraseña" error={formState.errors.password?.message}>
          <Controller
            control={control}
            name="password"
            render={({ field }) => <Input.Password {...field} id="login-password" autoComplete="current-password" size="large" />}
          />
        </Field>
        <Button type="primary" htmlType="submit" size="large" block loading={isLoading} disabled={isLoading}>
          {isLoading ? 'Iniciando sesión...' : 'Iniciar sesión'}
        </Button>
      </Form>
    </form>
  );
}
