import { MESSAGES, PASSWORD_CHANGE_MESSAGES, type PasswordChangeForm, passwordChangeFormSchema, type SignedInUser } from '@casa/core';
import { serverMessage } from '@casa/api-client';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Card, Descriptions, Form, Input, Typography } from 'antd';
import { Controller, useForm } from 'react-hook-form';
import { useChangePasswordMutation } from '../../api/users-endpoints.js';
import { Field } from '../../shared/field.js';
import { applyServerErrors } from '../../shared/server-errors.js';
import { useSignedOutOn401 } from '../../shared/session-expired.js';
import { useToast } from '../../shared/toast.js';
import { roleLabel } from '../../shared/role-labels.js';
import styles from './account.module.css';
import { TwoFactorSection } from './two-factor-section.js';

const EMPTY: PasswordChangeForm = { currentPassword: '', newPassword: '', newPasswordRepeat: '' };

/**
 * Mi cuenta (docs/product.md §6): any staff member changes their own password (their other
 * sessions end) and turns two-step sign-in on or off. Opens with the reason when the password no
 * longer meets the rule, or when Configuración requires a second factor this admin lacks.
 */
export function AccountScreen({ user }: { user: SignedInUser }) {
  const toast = useToast();
  const [changePassword, { isLoading, error }] = useChangePasswordMutation();
  useSignedOutOn401(error);
  const { control, handleSubmit, formState, reset, setError } = useForm<PasswordChangeForm>({
    resolver: zodResolver(passwordChangeFormSchema),
    defaultValues: EMPTY,
  });

  const onValid = async ({ currentPassword, newPassword }: PasswordChangeForm) => {
    try {
      await changePassword({ currentPassword, newPassword }).unwrap();
      toast.success(MESSAGES.passwordChanged, MESSAGES.passwordChangedSessions);
      reset(EMPTY);
    } catch (failure) {
      if (!applyServerErrors(failure, setError, ['currentPassword', 'newPassword'])) {
        toast.error('Error', serverMessage(failure) ?? MESSAGES.passwordChangeError);
      }
    }
  };

  return (
    <section aria-labelledby="account-title" className={styles.screen}>
      <Typography.Title level={4} id="account-title">
        Mi cuenta
      </Typography.Title>
      {user.twoFactorSetupRequired ? (
        <Alert type="warning" showIcon title={MESSAGES.twoFactorSetupRequired} className={styles.notice} />
      ) : null}
      {user.passwordChangeReason ? (
        <Alert
          type="warning"
          showIcon
          title="Cambia tu contraseña"
          description={PASSWORD_CHANGE_MESSAGES[user.passwordChangeReason]}
          className={styles.notice}
        />
      ) : null}
      <Descriptions
        column={1}
        size="small"
        className={styles.details}
        items={[
          { key: 'username', label: 'Usuario', children: user.username },
          { key: 'role', label: 'Rol', children: roleLabel(user.role) },
        ]}
      />
      <Card title="Cambiar contraseña">
        <form onSubmit={handleSubmit(onValid)} noValidate aria-label="Cambiar contraseña">
          <Form layout="vertical" component={false}>
            <Field id="account-current" label="Contraseña actual" required error={formState.errors.currentPassword?.message}>
              <Controller
                control={control}
                name="currentPassword"
                render={({ field }) => <Input.Password {...field} id="account-current" autoComplete="current-password" />}
              />
            </Field>
            <Field
              id="account-new"
              label="Nueva contraseña"
              required
              extra={MESSAGES.newPasswordHint}
              error={formState.errors.newPassword?.message}
            >
              <Controller
                control={control}
                name="newPassword"
                render={({ field }) => <Input.Password {...field} id="account-new" autoComplete="new-password" />}
              />
            </Field>
            <Field id="account-new-repeat" label="Repite la nueva contraseña" required error={formState.errors.newPasswordRepeat?.message}>
              <Controller
                control={control}
                name="newPasswordRepeat"
                render={({ field }) => <Input.Password {...field} id="account-new-repeat" autoComplete="new-password" />}
              />
            </Field>
            <Typography.Paragraph type="secondary">Al cambiarla se cerrarán tus sesiones en otros equipos.</Typography.Paragraph>
            <Button type="primary" htmlType="submit" loading={isLoading}>
              {isLoading ? 'Guardando...' : 'Cambiar contraseña'}
            </Button>
          </Form>
        </form>
      </Card>
      <TwoFactorSection user={user} />
    </section>
  );
}
