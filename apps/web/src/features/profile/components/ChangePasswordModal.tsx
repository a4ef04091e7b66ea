import type { ApiError, User } from '@atelier/contracts';
import { Button, Group, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { toApiError } from '../../../shared/errors/describeError';
import { ErrorAlert } from '../../../shared/errors/ErrorAlert';
import { applyServerFieldErrors } from '../../../shared/forms/applyServerFieldErrors';
import { useTranslatedError } from '../../../shared/forms/useTranslatedError';
import { notify } from '../../../shared/notifications/notify';
import { validateNewPassword, validatePasswordConfirmation } from '../../auth';
import { useChangePassword } from '../../users';

const FIELDS = ['password', 'password2'] as const;

interface ChangePasswordModalProps {
  opened: boolean;
  onClose: () => void;
  user: User;
  own: boolean;
}

function ChangePasswordForm({ user, own, onClose }: Omit<ChangePasswordModalProps, 'opened'>) {
  const { t } = useTranslation();
  const errorText = useTranslatedError();
  const change = useChangePassword();
  const [failure, setFailure] = useState<ApiError | null>(null);
  const form = useForm({
    initialValues: { password: '', password2: '' },
    validate: {
      password: validateNewPassword,
      password2: (value, values) => validatePasswordConfirmation(value, values.password),
    },
  });

  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    try {
      await change.mutateAsync({ uuid: user.uuid, body: values });
      notify({ color: 'green', message: t('profile.password.changed') });
      onClose();
    } catch (error) {
      const apiError = toApiError(error);
      applyServerFieldErrors(form, apiError, FIELDS);
      // The spec's red alert (§8) for what the fields cannot show.
      const unshown = apiError.details.length === 0 || apiError.details.some((d) => !(FIELDS as readonly string[]).includes(d.field));
      setFailure(unshown ? apiError : null);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {own ? t('profile.password.introOwn') : t('profile.password.intro', { name: user.fullname || user.username })}
        </Text>
        {failure && <ErrorAlert error={failure} />}
        {/* Lets password managers file the new password under the right account. */}
        <input type="text" name="username" autoComplete="username" value={user.username} readOnly hidden />
        <PasswordInput
          label={t('profile.password.password')}
          description={t('auth.passwordRule')}
          autoComplete="new-password"
          required
          data-autofocus
          {...form.getInputProps('password')}
          error={errorText(form.errors.password)}
        />
        <PasswordInput
          label={t('profile.password.password2')}
          autoComplete="new-password"
          required
          {...form.getInputProps('password2')}
          error={errorText(form.errors.password2)}
        />
        <Group justify="flex-end" gap="sm" mt="xs">
          <Button variant="default" onClick={onClose} disabled={change.isPending}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={change.isPending} disabled={!form.values.password || !form.values.password2}>
            {t('profile.password.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** "Changement du mot de passe" (shell spec §2): new password twice, server errors on the fields. */
export function ChangePasswordModal({ opened, onClose, user, own }: ChangePasswordModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('profile.password.title')}
      centered
      radius="lg"
      closeButtonProps={{ 'aria-label': t('common.close') }}
      styles={{ title: { fontWeight: 700 } }}
    >
      <ChangePasswordForm user={user} own={own} onClose={onClose} />
    </Modal>
  );
}
