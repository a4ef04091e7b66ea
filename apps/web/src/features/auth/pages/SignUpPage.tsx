import type { ApiError } from '@atelier/contracts';
import { Anchor, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { Link, useNavigate } from 'react-router';
import { toApiError } from '../../../shared/errors/describeError';
import { ErrorAlert } from '../../../shared/errors/ErrorAlert';
import { applyServerFieldErrors } from '../../../shared/forms/applyServerFieldErrors';
import { useTranslatedError } from '../../../shared/forms/useTranslatedError';
import { isLanguage } from '../../../shared/preferences/localPreferences';
import { useSignUp } from '../api';
import { AuthLayout } from '../components/AuthLayout';
import { signupPreferences } from '../signupPreferences';
import { requiredField, validateEmail, validateNewPassword } from '../validation';

const FIELDS = ['fullname', 'email', 'password'] as const;

function browserTimezone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

export function SignUpPage() {
  const { t, i18n } = useTranslation();
  const errorText = useTranslatedError();
  const navigate = useNavigate();
  const signUp = useSignUp();
  const [failure, setFailure] = useState<ApiError | null>(null);

  const form = useForm({
    initialValues: { fullname: '', email: '', password: '' },
    validate: {
      fullname: requiredField('error.ERR_FULLNAME_REQUIRED'),
      email: validateEmail,
      password: validateNewPassword,
    },
  });

  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    const language = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'fr';
    try {
      const result = await signUp.mutateAsync({
        fullname: values.fullname.trim(),
        email: values.email.trim().toLowerCase(),
        password: values.password,
        preferences: signupPreferences(language, browserTimezone()),
      });
      await navigate(`/verify-email?email=${encodeURIComponent(result.email)}&signup=1`);
    } catch (error) {
      const apiError = toApiError(error);
      applyServerFieldErrors(form, apiError, FIELDS);
      setFailure(apiError);
    }
  });

  return (
    <AuthLayout title={t('auth.signup.title')} subtitle={t('auth.signup.subtitle')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {failure && <ErrorAlert error={failure} />}
          <TextInput
            label={t('field.fullname')}
            autoComplete="name"
            required
            withAsterisk={false}
            autoFocus
            size="md"
            {...form.getInputProps('fullname')}
            error={errorText(form.errors.fullname)}
          />
          <TextInput
            label={t('field.email')}
            type="email"
            autoComplete="email"
            autoCapitalize="none"
            spellCheck={false}
            required
            withAsterisk={false}
            size="md"
            {...form.getInputProps('email')}
            error={errorText(form.errors.email)}
          />
          <PasswordInput
            label={t('field.password')}
            description={t('auth.passwordRule')}
            autoComplete="new-password"
            required
            withAsterisk={false}
            size="md"
            {...form.getInputProps('password')}
            error={errorText(form.errors.password)}
          />
          <Button type="submit" size="md" fullWidth loading={signUp.isPending}>
            {t('auth.signup.submit')}
          </Button>
          <Text size="sm" ta="center" c="dimmed">
            {t('auth.signup.haveAccount')}{' '}
            <Anchor component={Link} to="/signin" fw={600}>
              {t('auth.signup.signIn')}
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AuthLayout>
  );
}
