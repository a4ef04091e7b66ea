import { updateUserBodySchema, type ApiError, type Role, type User } from '@atelier/contracts';
import { Badge, Button, Card, Divider, Flex, Group, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDisclosure } from '@mantine/hooks';
import { IconCircleCheck, IconClock, IconLock, IconPencil, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { useNavigate } from 'react-router';
import { toApiError } from '../../../shared/errors/describeError';
import { ErrorAlert } from '../../../shared/errors/ErrorAlert';
import { applyServerFieldErrors } from '../../../shared/forms/applyServerFieldErrors';
import { useTranslatedError } from '../../../shared/forms/useTranslatedError';
import { zodFormValidator } from '../../../shared/forms/zodFormValidator';
import { notify } from '../../../shared/notifications/notify';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { useUpdateUser } from '../../users';
import { assignableRoles } from '../../users';
import { canManageUser } from '../../users';
import { DeleteUserModal } from '../../users';
import { RoleBadge } from '../../users';
import { RoleSelect } from '../../users';
import { AvatarPicker } from './AvatarPicker';
import { ChangePasswordModal } from './ChangePasswordModal';
import classes from './ProfileView.module.css';

const FIELDS = ['fullname', 'permissionFlags'] as const;
const PASSWORD_MASK = '••••••••••';
// Hints under the inputs, so the two columns of the grid stay aligned.
const BELOW: ('label' | 'input' | 'description' | 'error')[] = ['label', 'input', 'description', 'error'];

interface ProfileViewProps {
  user: User;
  me: User;
}

/** The full name by the contract's rule (required, 120 characters); the role is a choice of the select. */
const validateProfile = zodFormValidator<{ fullname: string; permissionFlags: Role }>(updateUserBodySchema, { fields: ['fullname'] });
/**
 * The profile page (shell spec §2) for oneself or another user: avatar, read-only username and
 * email, editable full name and role, the password modal, Update (only once modified), Supprimer.
 */
export function ProfileView({ user, me }: ProfileViewProps) {
  const { t } = useTranslation();
  const errorText = useTranslatedError();
  const navigate = useNavigate();
  const update = useUpdateUser();
  const [passwordOpened, password] = useDisclosure(false);
  const [deleting, setDeleting] = useState<User | null>(null);
  const [failure, setFailure] = useState<ApiError | null>(null);

  const own = user.uuid === me.uuid;
  const manageable = canManageUser({ uuid: me.uuid, role: me.permissionFlags }, { uuid: user.uuid, role: user.permissionFlags });
  const editable = own || manageable;
  const roles = assignableRoles({ role: me.permissionFlags, self: own }, user.permissionFlags);

  const form = useForm<{ fullname: string; permissionFlags: Role }>({
    initialValues: { fullname: user.fullname, permissionFlags: user.permissionFlags },
    validate: validateProfile,
  });

  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    const body: { fullname?: string; permissionFlags?: Role } = {};
    if (form.isDirty('fullname')) body.fullname = values.fullname.trim();
    if (form.isDirty('permissionFlags')) body.permissionFlags = values.permissionFlags;
    try {
      const saved = await update.mutateAsync({ uuid: user.uuid, body });
      const next = { fullname: saved.fullname, permissionFlags: saved.permissionFlags };
      form.setInitialValues(next);
      form.setValues(next);
      notify({ color: 'green', message: t('success.update') });
    } catch (error) {
      const apiError = toApiError(error);
      applyServerFieldErrors(form, apiError, FIELDS);
      const unshown = apiError.details.length === 0 || apiError.details.some((d) => !(FIELDS as readonly string[]).includes(d.field));
      setFailure(unshown ? apiError : null);
    }
  });

  const roleHint = roles.length < 2 ? t('profile.roleLocked') : own ? t('profile.roleOwnHint') : undefined;

  return (
    <Stack gap="lg" maw={820}>
      <PageHeader title={t('profile.title')} description={own ? t('profile.introOwn') : t('profile.introOther')} mb={0} />

      <Card padding="xl">
        <Flex direction={{ base: 'column', xs: 'row' }} gap={{ base: 'md', xs: 'xl' }} align="center">
          <AvatarPicker user={user} editable={editable} />
          <Stack gap={6} miw={0} className={classes.identity}>
            <Title order={2} fz={{ base: 22, sm: 26 }} style={{ overflowWrap: 'anywhere' }} data-testid="profile-name">
              {user.fullname || user.username}
            </Title>
            <Text c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {user.email}
            </Text>
            <Group gap="xs" className={classes.badges}>
              <RoleBadge role={user.permissionFlags} size="lg" />
              {user.verified ? (
                <Badge variant="light" color="green" radius="sm" tt="none" size="lg" leftSection={<IconCircleCheck size={14} />}>
                  {t('profile.verified')}
                </Badge>
              ) : (
                <Badge variant="light" color="orange" radius="sm" tt="none" size="lg" leftSection={<IconClock size={14} />}>
                  {t('profile.pending')}
                </Badge>
              )}
            </Group>
          </Stack>
        </Flex>
      </Card>

      <Card padding="xl" component="form" onSubmit={submit} noValidate>
        <Stack gap="lg">
          <Stack gap={2}>
            <Title order={2} size="h4">
              {t('profile.details')}
            </Title>
            <Text size="sm" c="dimmed">
              {editable ? t('profile.detailsHint') : t('profile.readOnly')}
            </Text>
          </Stack>
          {failure && <ErrorAlert error={failure} />}
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
            <TextInput label={t('profile.field.username')} value={user.username} readOnly variant="filled" />
            <TextInput label={t('profile.field.email')} value={user.email} readOnly variant="filled" />
            <TextInput
              label={t('profile.field.fullname')}
              required
              readOnly={!editable}
              variant={editable ? 'default' : 'filled'}
              autoComplete="name"
              {...form.getInputProps('fullname')}
              error={errorText(form.errors.fullname)}
            />
            <RoleSelect
              label={t('profile.field.role')}
              description={roleHint}
              inputWrapperOrder={BELOW}
              roles={editable ? roles : [user.permissionFlags]}
              value={form.values.permissionFlags}
              onChange={(role) => form.setFieldValue('permissionFlags', role)}
              error={errorText(form.errors.permissionFlags)}
            />
            {editable && (
              <TextInput
                label={t('profile.field.password')}
                description={t('profile.passwordHint')}
                inputWrapperOrder={BELOW}
                value={PASSWORD_MASK}
                readOnly
                onClick={password.open}
                onKeyDown={(event) => {
                  if (event.key === 'Enter' || event.key === ' ') {
                    event.preventDefault();
                    password.open();
                  }
                }}
                aria-haspopup="dialog"
                leftSection={<IconLock size={16} />}
                rightSection={<IconPencil size={16} />}
                rightSectionPointerEvents="none"
                title={t('profile.changePassword')}
                styles={{ input: { cursor: 'pointer' } }}
                data-testid="password-field"
              />
            )}
          </SimpleGrid>
          {editable && (
            <>
              <Divider />
              <Group justify={manageable ? 'space-between' : 'flex-end'} gap="sm">
                {manageable && (
                  <Button variant="light" color="red" leftSection={<IconTrash size={16} />} onClick={() => setDeleting(user)}>
                    {t('profile.delete')}
                  </Button>
                )}
                <Button type="submit" loading={update.isPending} disabled={!form.isDirty()}>
                  {t('profile.update')}
                </Button>
              </Group>
            </>
          )}
        </Stack>
      </Card>

      {editable && <ChangePasswordModal opened={passwordOpened} onClose={password.close} user={user} own={own} />}
      <DeleteUserModal user={deleting} onClose={() => setDeleting(null)} onDeleted={() => void navigate('/users')} />
    </Stack>
  );
}
