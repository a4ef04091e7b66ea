import { PASSWORD_RESET_TOKEN_TTL_HOURS } from '@atelier/contracts/constants';
import type { ApiError } from '@atelier/contracts';
import { Button, Stack, Text, TextInput, ThemeIcon } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconMailCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { toApiError } from '../../../shared/errors/describeError';
import { ErrorAlert } from '../../../shared/errors/ErrorAlert';
import { applyServerFieldErrors } from '../../../shared/forms/applyServerFieldErrors';
import { useTranslatedError } from '../../../shared/forms/useTranslatedError';
import { useLostPassword } from '../api';
import { textFieldProps } from '../components/textFieldProps';
import { AuthLayout } from '../components/AuthLayout';
import { BackToSignIn } from '../components/BackToSignIn';
import { requiredField } from '../validation';

export function LostPasswordPage() {
  const { t } = useTranslation();
  const errorText = useTranslatedError();
  const lostPassword = useLostPassword();
  const [failure, setFailure] = useState<ApiError | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const form = useForm({
    initialValues: { username: '' },
    validate: { username: requiredField('error.ERR_USERNAME_OR_EMAIL_REQUIRED') },
  });

  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    const username = values.username.trim();
    try {
      await lostPassword.mutateAsync({ username });
      setSentTo(username);
    } catch (error) {
      const apiError = toApiError(error);
      applyServerFieldErrors(form, apiError, ['username']);
      // The only input is the username: a validation error without details is about it.
      if (apiError.type === 'VALIDATION' && apiError.details.length === 0) {
        form.setFieldError('username', `error.${apiError.message}`);
      }
      setFailure(apiError);
    }
  });

  // Spec §4: after sending, a success message replaces the form and Send is gone.
  if (sentTo) {
    return (
      <AuthLayout title={t('auth.lostPassword.title')}>
        <Stack gap="md" align="center" ta="center" role="status">
          <ThemeIcon size={56} radius="xl" variant="light" color="teal">
            <IconMailCheck size={30} />
          </ThemeIcon>
          <Text fw={700} size="lg">
            {t('auth.lostPassword.sentTitle')}
          </Text>
          <Text c="dimmed" size="sm">
            {t('auth.lostPassword.sentBody', { username: sentTo, hours: PASSWORD_RESET_TOKEN_TTL_HOURS })}
          </Text>
          <BackToSignIn />
        </Stack>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={t('auth.lostPassword.title')} subtitle={t('auth.lostPassword.subtitle')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {failure && <ErrorAlert error={failure} />}
          <TextInput
            label={t('field.username')}
            autoComplete="username"
            autoFocus
            {...textFieldProps}
            {...form.getInputProps('username')}
            error={errorText(form.errors.username)}
          />
          <Button type="submit" size="md" fullWidth loading={lostPassword.isPending}>
            {t('auth.lostPassword.submit')}
          </Button>
          <BackToSignIn />
        </Stack>
      </form>
    </AuthLayout>
  );
}
