import { type LoginInput, loginInputSchema, MESSAGES } from '@casa/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Form, Input } from 'antd';
import { Controller, useForm } from 'react-hook-form';
import { serverMessage } from '@casa/api-client';
import { useLoginMutation } from '../../api/auth-endpoints.js';
import { Field } from '../../shared/field.js';
import { useToast } from '../../shared/toast.js';

interface LoginFormProps {
  onSuccess: () => void;
}

/** Username and password with the product's messages (docs/product.md §5) and toasts (docs/product.md §8). */
export function LoginForm({ onSuccess }: LoginFormProps) {
  const toast = useToast();
  const [login, { isLoading }] = useLoginMutation();
  const { control, handleSubmit, formState } = useForm<LoginInput>({
    resolver: zodResolver(loginInputSchema),
    defaultValues: { username: '', password: '' },
  });

  const onValid = async (values: LoginInput) => {
    try {
      await login(values).unwrap();
      toast.success(MESSAGES.loginSuccessTitle, MESSAGES.loginSuccess);
      onSuccess();
    } catch (error) {
      toast.error(MESSAGES.loginErrorTitle, serverMessage(error) ?? MESSAGES.loginErrorFallback);
    }
  };

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
