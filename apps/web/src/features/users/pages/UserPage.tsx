import type { Timelog, User, Worksheet } from '@atelier/contracts';
import { Anchor, Badge, Button, Card, Flex, Group, SimpleGrid, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconClipboardList, IconClock, IconClockPlay, IconPencil, IconUserOff } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { Link, Navigate, useParams } from 'react-router';
import { useCan } from '../../../shared/permissions/useCan';
import { useSession } from '../../../shared/session/useSession';
import { useWorksheetNumber } from '../../../shared/hooks/useWorksheetNumber';
import { BackLink } from '../../../shared/ui/BackLink';
import { DetailLoadState } from '../../../shared/ui/DetailLoadState';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { StatusBadge } from '../../../shared/ui/StatusBadge';
import { UserAvatar } from '../../../shared/ui/UserAvatar';
import { useDateFormatter } from '../../accounts';
import { useUser, useUserOpenWorksheets, useUserTime } from '../api';
import { canManageUser } from '../canManageUser';
import { RoleBadge } from '../components/RoleBadge';
import { elapsedHours } from '../elapsedHours';

const hoursFormats: Record<string, Intl.NumberFormat> = {};
function hoursText(hours: number, language: string) {
  const locale = language.startsWith('fr') ? 'fr-CA' : 'en-CA';
  hoursFormats[locale] ??= new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return `${hoursFormats[locale].format(hours)} h`;
}

function SectionCard({ icon, title, children, testId }: { icon: ReactNode; title: string; children: ReactNode; testId: string }) {
  return (
    <Card padding="lg" data-testid={testId}>
      <Group gap="xs" mb="sm" wrap="nowrap">
        {icon}
        <Title order={2} fz="lg">
          {title}
        </Title>
      </Group>
      {children}
    </Card>
  );
}

function ListSkeleton() {
  return (
    <Stack gap="xs">
      <Skeleton h={20} />
      <Skeleton h={20} />
      <Skeleton h={20} w="70%" />
    </Stack>
  );
}

/** Their work orders still to do or in progress, each linking to its page. */
function OpenWorkOrders({ user }: { user: User }) {
  const { t } = useTranslation();
  const number = useWorksheetNumber();
  const query = useUserOpenWorksheets(user.uuid, true);
  const list: Worksheet[] = query.data?.items ?? [];
  return (
    <SectionCard icon={<IconClipboardList size={20} />} title={t('users.page.openWork')} testId="user-open-work">
      {query.isPending ? (
        <ListSkeleton />
      ) : query.isError ? (
        <Text size="sm" c="red">
          {t('users.page.loadError')}
        </Text>
      ) : list.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('users.page.noOpenWork')}
        </Text>
      ) : (
        <Stack gap={8}>
          {list.map((worksheet) => (
            <Group key={worksheet.uuid} justify="space-between" wrap="nowrap" gap="sm">
              <Stack gap={0} miw={0}>
                <Anchor component={Link} to={`/worksheets/${worksheet.uuid}`} fw={600} size="sm">
                  {number(worksheet.worksheetId)}
                </Anchor>
                <Text size="xs" c="dimmed" truncate>
                  {[worksheet.customer.fullname, worksheet.mech?.license].filter(Boolean).join(' · ')}
                </Text>
              </Stack>
              <StatusBadge status={worksheet.status} />
            </Group>
          ))}
          {(query.data?.total ?? 0) > list.length && (
            <Text size="xs" c="dimmed">
              {t('users.page.more', { count: (query.data?.total ?? 0) - list.length })}
            </Text>
          )}
        </Stack>
      )}
    </SectionCard>
  );
}

/** Their running clock and recent entries (timelog:all, or one's own). */
function RecentTime({ user }: { user: User }) {
  const { t, i18n } = useTranslation();
  const { formatDate, formatTime } = useDateFormatter();
  const number = useWorksheetNumber();
  const { recent, running } = useUserTime(user.uuid, true);
  const open: Timelog | undefined = running.data?.items[0];
  const entries: Timelog[] = (recent.data?.items ?? []).filter((entry) => entry.endTime !== null);
  const label = (entry: Timelog) => entry.entryName ?? entry.name ?? (entry.worksheetId !== null ? number(entry.worksheetId) : t('users.page.generalTime'));
  return (
    <SectionCard icon={<IconClock size={20} />} title={t('users.page.time')} testId="user-time">
      <Stack gap="md">
        {running.isSuccess &&
          (open ? (
            <Group gap="xs" wrap="nowrap" data-testid="user-open-clock">
              <Badge color="green" variant="light" radius="sm" tt="none" leftSection={<IconClockPlay size={14} />}>
                {t('users.page.clockedIn', { time: formatTime(open.startTime) })}
              </Badge>
              <Text size="sm" fw={600}>
                {hoursText(elapsedHours(open.startTime, Date.now()), i18n.language)}
              </Text>
              {open.workorderUuid && open.worksheetId !== null && (
                <Anchor component={Link} to={`/worksheets/${open.workorderUuid}`} size="sm">
                  {number(open.worksheetId)}
                </Anchor>
              )}
            </Group>
          ) : (
            <Text size="sm" c="dimmed" data-testid="user-open-clock">
              {t('users.page.notClockedIn')}
            </Text>
          ))}
        {recent.isPending ? (
          <ListSkeleton />
        ) : recent.isError ? (
          <Text size="sm" c="red">
            {t('users.page.loadError')}
          </Text>
        ) : entries.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('users.page.noTime')}
          </Text>
        ) : (
          <Table verticalSpacing={6} fz="sm">
            <Table.Tbody>
              {entries.map((entry) => (
                <Table.Tr key={entry.uuid}>
                  <Table.Td c="dimmed" w={110}>
                    {formatDate(entry.startTime)}
                  </Table.Td>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>{label(entry)}</Table.Td>
                  <Table.Td ta="right" fw={600} style={{ whiteSpace: 'nowrap' }}>
                    {hoursText(entry.duration ?? 0, i18n.language)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
        <Anchor component={Link} to="/timelog" size="sm">
          {t('users.page.timesheet')}
        </Anchor>
      </Stack>
    </SectionCard>
  );
}

/**
 * /users/{uuid}, the user page (shell spec §2 route table): who they are, their open work orders
 * and, for whoever may see it, their time. Without users:read only one's own page opens (else
 * /404); another shop's or an unknown uuid shows the not-found state.
 */
export function UserPage() {
  const { t } = useTranslation();
  const { uuid = '' } = useParams();
  const { user: me } = useSession();
  const canRead = useCan('users:read');
  const canWork = useCan('worksheets:work');
  const canSeeAllTime = useCan('timelog:all');
  const own = !!me && uuid === me.uuid;
  const query = useUser(own || canRead ? uuid : undefined);

  if (!me) return null;
  if (!own && !canRead) return <Navigate to="/404" replace />;

  const back = canRead ? <BackLink to="/users" label={t('users.title')} /> : null;
  const user = query.data ?? (own ? me : undefined);
  if (!user)
    return (
      <DetailLoadState
        query={query}
        backLink={back}
        notFound={{
          title: t('users.page.notFound.title'),
          body: t('users.page.notFound.body'),
          icon: IconUserOff,
          listPath: canRead ? '/users' : '/',
          backLabel: t('users.page.notFound.back'),
        }}
        loadError={t('users.page.loadError')}
        skeleton={[140, 240]}
      />
    );

  const manageable = canManageUser({ uuid: me.uuid, role: me.permissionFlags }, { uuid: user.uuid, role: user.permissionFlags });
  const editPath = own ? '/settings/account/profile' : manageable ? `/settings/users/${user.uuid}` : null;
  // Shell §4: a technician sees their own time; others' needs timelog:all (the server says the same).
  const showTime = canWork && (own || canSeeAllTime);
  const name = user.fullname || user.username;

  return (
    <Stack gap="lg" maw={1100}>
      <Stack gap={0}>
        {back}
        <PageHeader title={name} mb={0} />
      </Stack>
      <Card padding="xl" data-testid="user-identity">
        <Flex direction={{ base: 'column', xs: 'row' }} gap={{ base: 'md', xs: 'xl' }} align={{ base: 'flex-start', xs: 'center' }}>
          <UserAvatar user={user} size={88} radius={88} />
          <Stack gap={6} miw={0} style={{ flex: 1 }}>
            <Title order={2} fz={{ base: 20, sm: 24 }} style={{ overflowWrap: 'anywhere' }} data-testid="user-name">
              {name}
            </Title>
            <Group gap="xs">
              <RoleBadge role={user.permissionFlags} size="lg" />
              {user.verified ? (
                <Badge variant="light" color="green" radius="sm" tt="none" size="lg" leftSection={<IconCircleCheck size={14} />}>
                  {t('users.page.verified')}
                </Badge>
              ) : (
                <Badge variant="light" color="orange" radius="sm" tt="none" size="lg" leftSection={<IconClock size={14} />}>
                  {t('users.pending')}
                </Badge>
              )}
            </Group>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" mt={4}>
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                <Text span c="dimmed" size="sm">
                  {t('users.page.usernameLabel')}
                </Text>{' '}
                <span data-testid="user-username">{user.username}</span>
              </Text>
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                <Text span c="dimmed" size="sm">
                  {t('users.page.emailLabel')}
                </Text>{' '}
                <Anchor href={`mailto:${user.email}`} inherit data-testid="user-email">
                  {user.email}
                </Anchor>
              </Text>
            </SimpleGrid>
          </Stack>
          {editPath && (
            <Button component={Link} to={editPath} variant="light" leftSection={<IconPencil size={16} />} data-testid="user-edit">
              {own ? t('users.page.editOwn') : t('users.page.edit')}
            </Button>
          )}
        </Flex>
      </Card>
      {canWork && (
        <SimpleGrid cols={{ base: 1, md: showTime ? 2 : 1 }} spacing="lg">
          <OpenWorkOrders user={user} />
          {showTime && <RecentTime user={user} />}
        </SimpleGrid>
      )}
    </Stack>
  );
}
