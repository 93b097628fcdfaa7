import { type AdminUser, MESSAGES, type PasswordResetForm, passwordResetFormSchema } from '@casa/core';
import { serverMessage } from '@casa/api-client';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Flex, Form, Input, Modal, Typography } from 'antd';
import { Controller, useForm } from 'react-hook-form';
import { useUpdateUserMutation } from '../../api/users-endpoints.js';
import { Field } from '../../shared/field.js';
import { applyServerErrors } from '../../shared/server-errors.js';
import { useToast } from '../../shared/toast.js';

const EMPTY: PasswordResetForm = { password: '', passwordRepeat: '' };

/** 'Restablecer contraseña' of another user: the new one typed twice; that user's sessions end. */
export function ResetPasswordDialog({ open, user, onClose }: { open: boolean; user: AdminUser | null; onClose: () => void }) {
  const toast = useToast();
  const [updateUser, { isLoading }] = useUpdateUserMutation();
  const { control, handleSubmit, formState, reset, setError } = useForm<PasswordResetForm>({
    resolver: zodResolver(passwordResetFormSchema),
    defaultValues: EMPTY,
  });

  const close = () => {
    reset(EMPTY);
    onClose();
  };

  const onValid = async ({ password }: PasswordResetForm) => {
    if (!user) return;
    try {
      await updateUser({ id: user.id, password }).unwrap();
      toast.success(MESSAGES.passwordResetDone, MESSAGES.passwordResetSessions);
      close();
    } catch (error) {
      if (!applyServerErrors(error, setError, ['password'])) toast.error('Error', serverMessage(error) ?? MESSAGES.userSaveError);
    }
  };

  return (
    <Modal
      open={open && user !== null}
      title={`Restablecer contraseña de ${user?.username ?? ''}`}
      onCancel={close}
      footer={null}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">Sus sesiones abiertas se cerrarán; comunícale la nueva contraseña.</Typography.Paragraph>
      <form onSubmit={handleSubmit(onValid)} noValidate aria-label="Restablecer contraseña">
        <Form layout="vertical" component={false}>
          <Field
            id="reset-password"
            label="Nueva contraseña"
            required
            extra={MESSAGES.newPasswordHint}
            error={formState.errors.password?.message}
          >
            <Controller
              control={control}
              name="password"
              render={({ field }) => <Input.Password {...field} id="reset-password" autoComplete="new-password" autoFocus />}
            />
          </Field>
          <Field id="reset-password-repeat" label="Repite la contraseña" required error={formState.errors.passwordRepeat?.message}>
            <Controller
              control={control}
              name="passwordRepeat"
              render={({ field }) => <Input.Password {...field} id="reset-password-repeat" autoComplete="new-password" />}
            />
          </Field>
          <Flex justify="end" gap="small">
            <Button onClick={close}>Cancelar</Button>
            <Button type="primary" htmlType="submit" loading={isLoading}>
              Restablecer
            </Button>
          </Flex>
        </Form>
      </form>
    </Modal>
  );
}
