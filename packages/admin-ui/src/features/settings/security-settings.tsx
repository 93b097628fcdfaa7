import { MESSAGES } from '@casa/core';
import { serverMessage } from '@casa/api-client';
import { Alert, Card, Flex, Switch, Typography } from 'antd';
import { useGetAuthPolicyQuery, useSaveAuthPolicyMutation } from '../../api/auth-endpoints.js';
import { useToast } from '../../shared/toast.js';
import styles from './settings.module.css';

/**
 * Configuración's 'Seguridad': requireTwoFactorForAdmins, saved at once on its own endpoint
 * (/api/auth/policy), apart from the site settings the public pages show and 'Deshacer' restores
 * (docs/decisions/0015-device-cookies-and-two-step-sign-in.md).
 */
export function SecuritySettings() {
  const toast = useToast();
  const { data, isLoading, error } = useGetAuthPolicyQuery(undefined, { refetchOnMountOrArgChange: true });
  const [save, { isLoading: saving }] = useSaveAuthPolicyMutation();
  const onChange = async (requireTwoFactorForAdmins: boolean) => {
    try {
      await save({ requireTwoFactorForAdmins }).unwrap();
      toast.success(
        MESSAGES.settingsSaved,
        requireTwoFactorForAdmins
          ? 'Los administradores sin verificación en dos pasos deberán activarla al iniciar sesión.'
          : 'La verificación en dos pasos vuelve a ser opcional.',
      );
    } catch (failure) {
      toast.error('Error', serverMessage(failure) ?? MESSAGES.settingsSaveError);
    }
  };

  return (
    <Card title="Seguridad" className={styles.security}>
      {error ? (
        <Alert type="error" showIcon title="No se pudo cargar la configuración de seguridad." />
      ) : (
        <Flex gap={12} align="flex-start">
          <Switch
            id="require-two-factor"
            checked={data?.requireTwoFactorForAdmins ?? false}
            loading={isLoading || saving}
            onChange={(checked) => void onChange(checked)}
          />
          <div>
            <label htmlFor="require-two-factor">
              <Typography.Text strong>Exigir verificación en dos pasos a los administradores</Typography.Text>
            </label>
            <Typography.Paragraph type="secondary" className={styles.flush}>
              Al activarla se cierran las sesiones de los administradores que no la tienen; al volver a entrar solo podrán activarla en Mi
              cuenta. Activa primero la tuya. Los editores pueden activarla cuando quieran.
            </Typography.Paragraph>
          </div>
        </Flex>
      )}
    </Card>
  );
}
