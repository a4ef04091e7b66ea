import type { ApiError } from '@atelier/contracts';
import { Anchor, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect, useRef, useState } from 'react';
import { Trans } from '../../../i18n/Trans';
import { useTranslation } from '../../../i18n/useTranslation';
import { useNavigate, useSearchParams } from 'react-router';
import { toApiError } from '../../../shared/errors/describeError';
import { ErrorAlert } from '../../../shared/errors/ErrorAlert';
import { applyServerFieldErrors } from '../../../shared/forms/applyServerFieldErrors';
import { useTranslatedError } from '../../../shared/forms/useTranslatedError';
import { notify } from '../../../shared/notifications/notify';
import { useResendVerification, useResetPassword, useVerifyToken } from '../api';
import { textFieldProps } from '../components/textFieldProps';
import { AuthLayout } from '../components/AuthLayout';
import { BackToSignIn } from '../components/BackToSignIn';
import { AuthNotice } from '../components/AuthNotice';
import { looksLikeEmail, requiredField, validateNewPassword, validatePasswordConfirmation } from '../validation';

function ResendLink({ email }: { email: string }) {
  const { t } = useTranslation();
  const resend = useResendVerification();
  const onClick = () =>
    resend.mutate(email, {
      onSuccess: () => notify({ color: 'teal', message: t('auth.verify.resent', { email }) }),
    });
  return (
    <Text size="sm" ta="center" c="dimmed">
      {t('auth.verify.noMail')}{' '}
      <Anchor component="button" type="button" fw={600} onClick={onClick} disabled={resend.isPending}>
        {t('auth.verify.resend')}
      </Anchor>
    </Text>
  );
}

/**
 * Second step for a PASSWORD_RESET token: choose the new password. For someone who has never had
 * one (an invited technician: the account is not verified yet) it says "choose your password",
 * not "a new one", and the sign-in page says the password is set, not changed (issue 10).
 */
function ResetPasswordStep({ token, firstPassword }: { token: string; firstPassword: boolean }) {
  const { t } = useTranslation();
  const errorText = useTranslatedError();
  const navigate = useNavigate();
  const resetPassword = useResetPassword();
  const [failure, setFailure] = useState<ApiError | null>(null);
  const form = useForm({
    initialValues: { password: '', confirmation: '' },
    validate: {
      password: validateNewPassword,
      confirmation: (value: string, values: { password: string }) => validatePasswordConfirmation(value, values.password),
    },
  });

  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    try {
      await resetPassword.mutateAsync({ token, password: values.password });
      await navigate(firstPassword ? '/signin?passwordSet=1' : '/signin?passwordReset=1', { replace: true });
    } catch (error) {
      const apiError = toApiError(error);
      applyServerFieldErrors(form, apiError, ['password']);
      setFailure(apiError);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t(firstPassword ? 'auth.verify.chooseIntro' : 'auth.verify.resetIntro')}
        </Text>
        {failure && <ErrorAlert error={failure} />}
        <PasswordInput
          label={t(firstPassword ? 'field.password' : 'field.newPassword')}
          description={t('auth.passwordRule')}
          autoComplete="new-password"
          required
          withAsterisk={false}
          autoFocus
          size="md"
          {...form.getInputProps('password')}
          error={errorText(form.errors.password)}
        />
        <PasswordInput
          label={t('field.confirmation')}
          autoComplete="new-password"
          required
          withAsterisk={false}
          size="md"
          {...form.getInputProps('confirmation')}
          error={errorText(form.errors.confirmation)}
        />
        <Button type="submit" size="md" fullWidth loading={resetPassword.isPending}>
          {t('auth.verify.submit')}
        </Button>
        <BackToSignIn />
      </Stack>
    </form>
  );
}

/**
 * Account validation (spec §2, §4): the token from the mail (query t, submitted at once) or typed
 * in. VERIFICATION → /signin?verified=1; PASSWORD_RESET → the new-password step.
 */
export function VerifyEmailPage() {
  const { t } = useTranslation();
  const errorText = useTranslatedError();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const verify = useVerifyToken();
  const [failure, setFailure] = useState<ApiError | null>(null);
  const [resetToken, setResetToken] = useState<{ token: string; firstPassword: boolean } | null>(null);

  const email = params.get('email')?.trim() ?? '';
  const fromSignup = params.get('signup') === '1';
  const tokenFromLink = params.get('t')?.trim() ?? '';

  const form = useForm({
    initialValues: { token: tokenFromLink },
    validate: { token: requiredField('validation.tokenRequired') },
  });

  const check = async (token: string) => {
    setFailure(null);
    try {
      const result = await verify.mutateAsync(token);
      if (result.type === 'PASSWORD_RESET') setResetToken({ token, firstPassword: !result.user.verified });
      else await navigate('/signin?verified=1', { replace: true });
    } catch (error) {
      const apiError = toApiError(error);
      applyServerFieldErrors(form, apiError, ['token']);
      setFailure(apiError);
    }
  };
  const submit = form.onSubmit((values) => check(values.token.trim()));

  // A link from the mail carries the token: check it without asking (once per token, even in
  // StrictMode, which runs effects twice).
  const autoSubmitted = useRef<string | null>(null);
  useEffect(() => {
    if (!tokenFromLink || autoSubmitted.current === tokenFromLink) return;
    autoSubmitted.current = tokenFromLink;
    form.setFieldValue('token', tokenFromLink);
    void check(tokenFromLink);
    // check and form are recreated every render; the token in the URL is what matters here.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [tokenFromLink]);

  const title = t('auth.verify.title');
  if (resetToken) {
    return (
      <AuthLayout
        title={resetToken.firstPassword ? t('auth.verify.chooseTitle') : title}
        subtitle={t(resetToken.firstPassword ? 'auth.verify.chooseSubtitle' : 'auth.verify.resetSubtitle')}
      >
        <ResetPasswordStep token={resetToken.token} firstPassword={resetToken.firstPassword} />
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={title} subtitle={t('auth.verify.subtitle')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {fromSignup && (
            <AuthNotice title={t('auth.verify.signupSuccess')}>
              {email ? <Trans i18nKey="auth.verify.sentTo" values={{ email }} components={{ strong: <strong /> }} /> : t('auth.verify.sentGeneric')}
            </AuthNotice>
          )}
          {!fromSignup && email && (
            <Text size="sm">
              <Trans i18nKey="auth.verify.pendingFor" values={{ email }} components={{ strong: <strong /> }} />
            </Text>
          )}
          {failure && <ErrorAlert error={failure} />}
          <TextInput
            label={t('field.token')}
            autoComplete="one-time-code"
            autoFocus
            {...textFieldProps}
            {...form.getInputProps('token')}
            error={errorText(form.errors.token)}
          />
          <Button type="submit" size="md" fullWidth loading={verify.isPending}>
            {t('auth.verify.submit')}
          </Button>
          {looksLikeEmail(email) && <ResendLink email={email} />}
          <BackToSignIn />
        </Stack>
      </form>
    </AuthLayout>
  );
}
