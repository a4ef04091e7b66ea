import type { User } from '@atelier/contracts';
import { Alert, Avatar, Badge, Button, Checkbox, Group, SimpleGrid, Skeleton, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconUsers } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/useTranslation';
import { useTranslatedError } from '../../../shared/forms/useTranslatedError';
import { UserAvatar } from '../../../shared/ui/UserAvatar';
import type { BookingFormValues } from '../bookingForm';
import { BookingSection } from './BookingSection';
import classes from './BookingSettings.module.css';

interface TechniciansSectionProps {
  form: UseFormReturnType<BookingFormValues>;
  /** The team to choose from (users:read); null for a read-only view, which lists the saved technicians. */
  team: { users: User[] | undefined; failed: boolean; retry: () => void } | null;
  /** The saved technicians (uuid, name), for the read-only view. */
  saved: { uuid: string; fullname: string }[];
}

/** 6. Who takes appointments: the team as cards with their avatar, checked or not. */
export function TechniciansSection({ form, team, saved }: TechniciansSectionProps) {
  const { t } = useTranslation();
  const errorText = useTranslatedError();
  const chosen = form.values.technicianUuids;

  let body;
  if (team === null) {
    body =
      saved.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('bookingSettings.technicians.none')}
        </Text>
      ) : (
        <Group gap="xs">
          {saved.map((tech) => (
            <Badge key={tech.uuid} size="lg" variant="light" radius="xl" leftSection={<Avatar size={18} name={tech.fullname} color="initials" />}>
              {tech.fullname}
            </Badge>
          ))}
        </Group>
      );
  } else if (team.failed) {
    body = (
      <Alert color="red" variant="light" title={t('bookingSettings.technicians.loadFailed')}>
        <Button mt="xs" size="xs" variant="light" color="red" onClick={team.retry}>
          {t('common.retry')}
        </Button>
      </Alert>
    );
  } else if (!team.users) {
    body = <Skeleton h={64} radius="md" />;
  } else {
    // Guests cannot work on appointments; someone already chosen stays listed whatever their role now.
    const users = team.users.filter((user) => user.permissionFlags !== 'GUEST' || chosen.includes(user.uuid));
    body = (
      <Checkbox.Group
        aria-label={t('bookingSettings.technicians.chosen')}
        value={chosen}
        onChange={(value) => form.setFieldValue('technicianUuids', value)}
        error={errorText(form.errors.technicianUuids)}
      >
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
          {users.map((user) => (
            <Checkbox.Card key={user.uuid} value={user.uuid} radius="md" className={classes.choice} aria-label={user.fullname || user.username}>
              <Group wrap="nowrap" gap="sm">
                <Checkbox.Indicator />
                <UserAvatar user={user} size={36} />
                <div className={classes.truncate}>
                  <Text size="sm" fw={600} truncate>
                    {user.fullname || user.username}
                  </Text>
                  <Text size="xs" c="dimmed" truncate>
                    {t(`role.${user.permissionFlags}`)}
                  </Text>
                </div>
              </Group>
            </Checkbox.Card>
          ))}
        </SimpleGrid>
      </Checkbox.Group>
    );
  }

  return (
    <BookingSection id="technicians" icon={IconUsers} title={t('bookingSettings.technicians.title')} description={t('bookingSettings.technicians.description')}>
      {body}
      {team !== null && team.users && chosen.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('bookingSettings.technicians.none')}
        </Text>
      )}
    </BookingSection>
  );
}
