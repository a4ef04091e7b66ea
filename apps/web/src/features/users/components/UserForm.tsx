import type { ApiError, Role, User } from '@atelier/contracts';
import { suggestUsername } from '@atelier/contracts/username';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { toApiError } from '../../../shared/errors/describeError';
import { ErrorAlert } from '../../../shared/errors/ErrorAlert';
import { applyServerFieldErrors } from '../../../shared/forms/applyServerFieldErrors';
import { useTranslatedError } from '../../../shared/forms/useTranslatedError';
import { notify } from '../../../shared/notifications/notify';
import { useSession } from '../../../shared/session/useSession';
import { useInviteUser, useUpdateUser } from '../api';
import { assignableRoles } from '../assignableRoles';
import { validateInvite, validateUserEdit, type UserFormValues } from '../userForm';
import { RoleSelect } from './RoleSelect';

const FIELDS = ['fullname', 'username', 'email', 'permissionFlags'] as const;

interface UserFormProps {
  user: User | null;
  onDone: () => void;
}

export function UserForm({ user, onDone }: UserFormProps) {
  const { t } = useTranslation();
  const errorText = useTranslatedError();
  const { user: me } = useSession();
  const invite = useInviteUser();
  const update = useUpdateUser();
  const [failure, setFailure] = useState<ApiError | null>(null);
  // The username follows the full name until the person types in it themselves.
  const [usernameEdited, setUsernameEdited] = useState(false);

  const editing = !!user;
  const actor = { role: me?.permissionFlags ?? 'GUEST', self: !!user && user.uuid === me?.uuid };
  const roles = assignableRoles(actor, user?.permissionFlags ?? 'GUEST');
  const defaultRole: Role = roles.includes('EMPLOYEE') ? 'EMPLOYEE' : roles[roles.length - 1]!;

  const form = useForm<UserFormValues>({
    initialValues: {
      fullname: user?.fullname ?? '',
      username: user?.username ?? '',
      email: user?.email ?? '',
      permissionFlags: user?.permissionFlags ?? defaultRole,
    },
    validate: editing ? validateUserEdit : validateInvite,
  });

  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    try {
      if (user) {
        const body: { fullname?: string; permissionFlags?: Role } = {};
        if (form.isDirty('fullname')) body.fullname = values.fullname.trim();
        if (form.isDirty('permissionFlags')) body.permissionFlags = values.permissionFlags;
        await update.mutateAsync({ uuid: user.uuid, body });
        notify({ color: 'green', message: t('success.update') });
      } else {
        const email = values.email.trim().toLowerCase();
        await invite.mutateAsync({
          fullname: values.fullname.trim(),
          username: values.username.trim().toLowerCase(),
          email,
          permissionFlags: values.permissionFlags,
        });
        notify({ color: 'green', title: t('users.invited.title'), message: t('users.invited.body', { email }) });
      }
      onDone();
    } catch (error) {
      const apiError = toApiError(error);
      applyServerFieldErrors(form, apiError, FIELDS);
      // Errors the fields already show need no second telling.
      const unshown = apiError.details.length === 0 || apiError.details.some((d) => !(FIELDS as readonly string[]).includes(d.field));
      setFailure(unshown ? apiError : null);
    }
  });

  const fullname = form.getInputProps('fullname');
  const pending = invite.isPending || update.isPending;

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {!editing && (
          <Text size="sm" c="dimmed">
            {t('users.drawer.addIntro')}
          </Text>
        )}
        {failure && <ErrorAlert error={failure} />}
        <TextInput
          label={t('users.field.fullname')}
          required
          autoComplete="off"
          data-autofocus
          {...fullname}
          onChange={(event) => {
            const value = event.currentTarget.value;
            form.setFieldValue('fullname', value);
            if (!editing && !usernameEdited) form.setFieldValue('username', suggestUsername(value));
          }}
          error={errorText(form.errors.fullname)}
        />
        <TextInput
          label={t('users.field.username')}
          description={editing ? t('users.drawer.usernameLocked') : t('users.drawer.usernameSuggested')}
          required={!editing}
          readOnly={editing}
          variant={editing ? 'filled' : 'default'}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          {...form.getInputProps('username')}
          onChange={(event) => {
            setUsernameEdited(true);
            form.setFieldValue('username', event.currentTarget.value);
          }}
          error={errorText(form.errors.username)}
        />
        <TextInput
          label={t('users.field.email')}
          description={editing ? t('users.drawer.emailLocked') : undefined}
          type="email"
          required={!editing}
          readOnly={editing}
          variant={editing ? 'filled' : 'default'}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          {...form.getInputProps('email')}
          error={errorText(form.errors.email)}
        />
        <RoleSelect
          label={t('users.field.role')}
          description={roles.length < 2 ? t('users.drawer.roleLocked') : undefined}
          roles={roles}
          value={form.values.permissionFlags}
          onChange={(role) => form.setFieldValue('permissionFlags', role)}
          error={errorText(form.errors.permissionFlags)}
        />
        <Group justify="flex-end" gap="sm" mt="sm">
          <Button variant="default" onClick={onDone} disabled={pending}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={pending} disabled={!form.isDirty()}>
            {editing ? t('users.drawer.submitUpdate') : t('users.drawer.submitAdd')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
