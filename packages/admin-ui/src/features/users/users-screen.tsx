import { PlusOutlined } from '@ant-design/icons';
import { type AdminUser, isRole, MESSAGES, ROLES, type Role } from '@casa/core';
import { serverMessage } from '@casa/api-client';
import { Alert, Button, Flex, Select, Space, Table, type TableColumnsType, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useDeleteUserMutation, useGetUsersQuery, useUpdateUserMutation } from '../../api/users-endpoints.js';
import { useConfirm } from '../../shared/confirm.js';
import { failureReason } from '../../shared/failure-reason.js';
import { useSignedOutOn401 } from '../../shared/session-expired.js';
import { useToast } from '../../shared/toast.js';
import { CreateUserDialog } from './create-user-dialog.js';
import { ResetPasswordDialog } from './reset-password-dialog.js';
import { ROLE_LABELS, roleLabel } from '../../shared/role-labels.js';
import styles from './users.module.css';

const dateFormat = new Intl.DateTimeFormat('es-DO', { dateStyle: 'medium' });

function formatDate(iso: string | null): string {
  return iso ? dateFormat.format(new Date(iso)) : '—';
}

/**
 * Usuarios (docs/product.md §6, admins only): the list, create, role, reset password,
 * disable / enable and delete. Your own row has no actions: the server refuses them anyway.
 */
export function UsersScreen({ currentUserId }: { currentUserId: number }) {
  const toast = useToast();
  const confirm = useConfirm();
  const { data: users = [], isLoading, error } = useGetUsersQuery();
  useSignedOutOn401(error);
  const [updateUser] = useUpdateUserMutation();
  const [deleteUser] = useDeleteUserMutation();
  const [creating, setCreating] = useState(false);
  const [resetOpen, setResetOpen] = useState(false);
  // Kept after closing, so the dialog keeps its title while it animates away.
  const [resetTarget, setResetTarget] = useState<AdminUser | null>(null);
  const [busyId, setBusyId] = useState<number | null>(null);

  const change = async (user: AdminUser, changes: { role?: Role; disabled?: boolean; twoFactorEnabled?: false }, done: string) => {
    setBusyId(user.id);
    try {
      await updateUser({ id: user.id, ...changes }).unwrap();
      toast.success(MESSAGES.userUpdated, done);
    } catch (failure) {
      toast.error('Error', serverMessage(failure) ?? MESSAGES.userSaveError);
    } finally {
      setBusyId(null);
    }
  };

  const remove = async (user: AdminUser) => {
    if (!(await confirm(MESSAGES.userDeleteConfirm(user.username)))) return;
    setBusyId(user.id);
    try {
      await deleteUser(user.id).unwrap();
      toast.success(MESSAGES.userDeleted);
    } catch (failure) {
      toast.error('Error', serverMessage(failure) ?? MESSAGES.userDeleteError);
    } finally {
      setBusyId(null);
    }
  };

  const columns: TableColumnsType<AdminUser> = [
    {
      title: 'Usuario',
      dataIndex: 'username',
      render: (username: string, user) => (
        <Space className={styles.nowrap}>
          <Typography.Text strong>{username}</Typography.Text>
          {user.id === currentUserId ? <Tag>Tú</Tag> : null}
        </Space>
      ),
    },
    {
      title: 'Rol',
      dataIndex: 'role',
      render: (role: string, user) =>
        user.id === currentUserId ? (
          roleLabel(role)
        ) : (
          <Select<string>
            aria-label={`Rol de ${user.username}`}
            value={role}
            disabled={busyId === user.id}
            className={styles.role}
            options={ROLES.map((value) => ({ value, label: ROLE_LABELS[value] }))}
            onChange={(value) => {
              if (isRole(value)) void change(user, { role: value }, `${user.username} ahora es ${ROLE_LABELS[value].toLowerCase()}.`);
            }}
          />
        ),
    },
    {
      title: 'Estado',
      dataIndex: 'disabled',
      render: (disabled: boolean) => (disabled ? <Tag color="red">Desactivado</Tag> : <Tag color="green">Activo</Tag>),
    },
    {
      title: 'Dos pasos',
      dataIndex: 'twoFactorEnabled',
      render: (enabled: boolean) => (enabled ? <Tag color="blue">Activada</Tag> : <Typography.Text type="secondary">No</Typography.Text>),
    },
    {
      title: 'Creado',
      dataIndex: 'createdAt',
      render: (createdAt: string | null) => <span className={styles.nowrap}>{formatDate(createdAt)}</span>,
    },
    {
      title: 'Acciones',
      key: 'actions',
      render: (_value, user) =>
        user.id === currentUserId ? (
          <Typography.Text type="secondary">Tu contraseña se cambia en Mi cuenta</Typography.Text>
        ) : (
          <Space wrap>
            <Button
              size="small"
              onClick={() => {
                setResetTarget(user);
                setResetOpen(true);
              }}
              aria-label={`Restablecer contraseña de ${user.username}`}
            >
              Restablecer contraseña
            </Button>
            <Button
              size="small"
              loading={busyId === user.id}
              onClick={() =>
                void change(
                  user,
                  { disabled: !user.disabled },
                  user.disabled ? `${user.username} puede volver a iniciar sesión.` : `${user.username} ya no puede iniciar sesión.`,
                )
              }
              aria-label={`${user.disabled ? 'Activar' : 'Desactivar'} a ${user.username}`}
            >
              {user.disabled ? 'Activar' : 'Desactivar'}
            </Button>
            {user.twoFactorEnabled ? (
              // A lost phone: the user signs in with the password alone and sets it up again in Mi cuenta.
              <Button
                size="small"
                loading={busyId === user.id}
                onClick={async () => {
                  const action = { title: 'Desactivar verificación en dos pasos', okText: 'Desactivar' };
                  if (!(await confirm(MESSAGES.twoFactorResetConfirm(user.username), action))) return;
                  await change(user, { twoFactorEnabled: false }, `${user.username} puede entrar solo con su contraseña.`);
                }}
                aria-label={`Desactivar la verificación en dos pasos de ${user.username}`}
              >
                Desactivar dos pasos
              </Button>
            ) : null}
            <Button size="small" danger onClick={() => void remove(user)} aria-label={`Eliminar a ${user.username}`}>
              Eliminar
            </Button>
          </Space>
        ),
    },
  ];

  return (
    <section aria-labelledby="users-title">
      <Flex justify="space-between" align="center" wrap gap="middle" className={styles.heading}>
        <Typography.Title level={4} id="users-title">
          Usuarios
        </Typography.Title>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
          Nuevo usuario
        </Button>
      </Flex>
      {error ? (
        <Alert type="error" showIcon title={MESSAGES.usersLoadError} description={failureReason(error)} />
      ) : (
        <Table<AdminUser>
          rowKey="id"
          columns={columns}
          dataSource={users}
          loading={isLoading}
          pagination={false}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: 'No hay usuarios' }}
        />
      )}
      <CreateUserDialog open={creating} onClose={() => setCreating(false)} />
      <ResetPasswordDialog open={resetOpen} user={resetTarget} onClose={() => setResetOpen(false)} />
    </section>
  );
}
