import type { ApiError } from '@atelier/contracts';
import { Alert, Anchor, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { takePostLoginPath } from '../../../shared/routing/postLoginRedirect';
import { isApiRequestError } from '../../../shared/api/ApiRequestError';
import { toApiError } from '../../../shared/errors/describeError';
import { ErrorAlert } from '../../../shared/errors/ErrorAlert';
import { applyServerFieldErrors } from '../../../shared/forms/applyServerFieldErrors';
import { useTranslatedError } from '../../../shared/forms/useTranslatedError';
import { sessionStore } from '../../../shared/session/sessionStore';
import { browserStorage } from '../../../shared/storage/browserStorage';
import { useSignIn } from '../api';
import { textFieldProps } from '../components/textFieldProps';
import { AuthLayout } from '../components/AuthLayout';
import { AuthNotice } from '../components/AuthNotice';
import { formatRetryWait } from '../retryWait';
import { requiredField } from '../validation';

const FIELDS = ['username', 'password'] as const;

export function SignInPage() {
  const { t, i18n } = useTranslation();
  const errorText = useTranslatedError();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const signIn = useSignIn();
  const [failure, setFailure] = useState<ApiError | null>(null);
  // Sign-in is throttled progressively (30 s, then longer): the page says how long to wait.
  const [wait, setWait] = useState<number | null>(null);

  const form = useForm({
    initialValues: { username: '', password: '' },
    validate: {
      username: requiredField('error.ERR_USERNAME_OR_EMAIL_REQUIRED'),
      password: (value: string) => (value ? null : 'error.ERR_PASSWORD_REQUIRED'),
    },
  });

  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    setWait(null);
    const username = values.username.trim();
    try {
      const session = await signIn.mutateAsync({ username, password: values.password });
      sessionStore.save(session);
      await navigate(takePostLoginPath(browserStorage), { replace: true });
    } catch (error) {
      // Spec §4: on failure the locally stored user is cleared.
      sessionStore.clear();
      if (isApiRequestError(error) && error.status === 403) {
        await navigate(`/verify-email?email=${encodeURIComponent(username)}`);
        return;
      }
      const apiError = toApiError(error);
      applyServerFieldErrors(form, apiError, FIELDS);
      setWait(isApiRequestError(error) && error.status === 429 ? error.retryAfter : null);
      setFailure(apiError);
    }
  });

  const verified = params.has('verified');
  const passwordReset = params.get('passwordReset') === '1';
  const passwordSet = params.get('passwordSet') === '1';

  return (
    <AuthLayout title={t('auth.signin.title')} subtitle={t('auth.signin.subtitle')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {verified && <AuthNotice>{t('auth.signin.verifiedNotice')}</AuthNotice>}
          {passwordReset && <AuthNotice>{t('auth.signin.passwordResetNotice')}</AuthNotice>}
          {passwordSet && <AuthNotice>{t('auth.signin.passwordSetNotice')}</AuthNotice>}
          {failure && wait !== null ? (
            <Alert color="red" variant="light" icon={<IconAlertTriangle size={20} />} title={t('error.type.RATE_LIMIT')} role="alert" data-testid="error-alert">
              {t('auth.signin.tooManyAttempts', { when: formatRetryWait(wait, i18n.language) })}
            </Alert>
          ) : (
            failure && <ErrorAlert error={failure} />
          )}
          <TextInput
            label={t('field.username')}
            autoComplete="username"
            autoFocus
            {...textFieldProps}
            {...form.getInputProps('username')}
            error={errorText(form.errors.username)}
          />
          <Stack gap={6}>
            <PasswordInput
              label={t('field.password')}
              autoComplete="current-password"
              required
              withAsterisk={false}
              size="md"
              {...form.getInputProps('password')}
              error={errorText(form.errors.password)}
            />
            <Group justify="flex-end">
              <Anchor component={Link} to="/lost-password" size="sm" fw={500}>
                {t('auth.signin.lostPassword')}
              </Anchor>
            </Group>
          </Stack>
          <Button type="submit" size="md" fullWidth loading={signIn.isPending}>
            {t('auth.signin.submit')}
          </Button>
          <Text size="sm" ta="center" c="dimmed">
            {t('auth.signin.noAccount')}{' '}
            <Anchor component={Link} to="/signup" fw={600}>
              {t('auth.signin.createAccount')}
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AuthLayout>
  );
}
