import { MESSAGES, ROLES, type UserCreateForm, userCreateFormSchema } from '@casa/core';
import { serverMessage } from '@casa/api-client';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Flex, Form, Input, Modal, Select } from 'antd';
import { Controller, useForm } from 'react-hook-form';
import { useCreateUserMutation } from '../../api/users-endpoints.js';
import { Field } from '../../shared/field.js';
import { applyServerErrors } from '../../shared/server-errors.js';
import { useToast } from '../../shared/toast.js';
import { ROLE_LABELS } from '../../shared/role-labels.js';

const EMPTY: UserCreateForm = { username: '', role: 'editor', password: '', passwordRepeat: '' };

/** 'Nuevo usuario': username, role and the initial password typed twice. */
export function CreateUserDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const toast = useToast();
  const [createUser, { isLoading }] = useCreateUserMutation();
  const { control, handleSubmit, formState, reset, setError } = useForm<UserCreateForm>({
    resolver: zodResolver(userCreateFormSchema),
    defaultValues: EMPTY,
  });

  const close = () => {
    reset(EMPTY);
    onClose();
  };

  const onValid = async ({ passwordRepeat: _repeat, ...input }: UserCreateForm) => {
    try {
      const user = await createUser(input).unwrap();
      toast.success(MESSAGES.userCreated, `${user.username} ya puede iniciar sesión.`);
      close();
    } catch (error) {
      if (!applyServerErrors(error, setError, ['username', 'password', 'role'])) {
        toast.error('Error', serverMessage(error) ?? MESSAGES.userSaveError);
      }
    }
  };

  return (
    <Modal open={open} title="Nuevo usuario" onCancel={close} footer={null} destroyOnHidden>
      <form onSubmit={handleSubmit(onValid)} noValidate aria-label="Nuevo usuario">
        <Form layout="vertical" component={false}>
          <Field id="new-user-username" label="Usuario" required error={formState.errors.username?.message}>
            <Controller
              control={control}
              name="username"
              render={({ field }) => <Input {...field} id="new-user-username" autoComplete="off" autoFocus />}
            />
          </Field>
          <Field id="new-user-role" label="Rol" required error={formState.errors.role?.message}>
            <Controller
              control={control}
              name="role"
              render={({ field }) => (
                <Select
                  {...field}
                  id="new-user-role"
                  options={ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }))}
                  aria-label="Rol"
                />
              )}
            />
          </Field>
          <Field
            id="new-user-password"
            label="Contraseña inicial"
            required
            extra={MESSAGES.newPasswordHint}
            error={formState.errors.password?.message}
          >
            <Controller
              control={control}
              name="password"
              render={({ field }) => <Input.Password {...field} id="new-user-password" autoComplete="new-password" />}
            />
          </Field>
          <Field id="new-user-password-repeat" label="Repite la contraseña" required error={formState.errors.passwordRepeat?.message}>
            <Controller
              control={control}
              name="passwordRepeat"
              render={({ field }) => <Input.Password {...field} id="new-user-password-repeat" autoComplete="new-password" />}
            />
          </Field>
          <Flex justify="end" gap="small">
            <Button onClick={close}>Cancelar</Button>
            <Button type="primary" htmlType="submit" loading={isLoading}>
              {isLoading ? 'Creando...' : 'Crear usuario'}
            </Button>
          </Flex>
        </Form>
      </form>
    </Modal>
  );
}
