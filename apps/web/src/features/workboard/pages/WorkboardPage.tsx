import { Anchor, Badge, Card, Group, SimpleGrid, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAdjustmentsHorizontal, IconBuildingStore, IconUserCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAccount } from '../../accounts/api';
import { useShopName } from '../../brands/api';
import { useDateFormatter } from '../../accounts/useDateFormatter';
import { formatWeekday } from '../../../shared/format/dateTime';
import { useSession } from '../../../shared/session/useSession';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { UserAvatar } from '../../../shared/ui/UserAvatar';

function firstName(fullname: string | undefined, fallback: string): string {
  return fullname?.trim().split(/\s+/)[0] || fallback;
}

/** Home page: greets the user and shows their workspace; the board itself is not built yet. */
export function WorkboardPage() {
  const { t, i18n } = useTranslation();
  const { user } = useSession();
  const shop = useShopName();
  const account = useAccount();
  const dates = useDateFormatter();
  if (!user) return null;

  // Today in the account's timezone, written with its date format (Langue et date).
  const now = new Date();
  const locale = i18n.resolvedLanguage === 'en' ? 'en-CA' : 'fr-CA';
  const today = `${formatWeekday(now, dates.preferences.timezone, locale)} ${dates.formatDate(now)}`;
  const plan = account.data?.package;

  return (
    <Stack gap="lg" maw={1100}>
      <PageHeader title={t('nav.workboard')} mb={0} />
      <Card padding="xl">
        <Group gap="lg" wrap="nowrap" align="center">
          <UserAvatar user={user} size={64} radius="xl" />
          <Stack gap={2} miw={0}>
            <Title order={2} fz={{ base: 22, sm: 26 }}>
              {t('workboard.greeting', { name: firstName(user.fullname, user.username) })}
            </Title>
            {account.isPending ? (
              <Skeleton h={22} w={180} mt={2} />
            ) : (
              <Text c="dimmed" data-testid="today">
                {today}
              </Text>
            )}
          </Stack>
        </Group>
      </Card>

      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
        <Card>
          <Group gap="sm" mb="sm">
            <ThemeIcon variant="light" size="lg" radius="md">
              <IconBuildingStore size={20} />
            </ThemeIcon>
            <Text fw={700}>{t('workboard.shopCard.title')}</Text>
          </Group>
          <Text size="lg" fw={600}>
            {shop}
          </Text>
          {plan && (
            <Group gap="xs" mt="xs">
              <Text size="sm" c="dimmed">
                {t('workboard.shopCard.plan')}
              </Text>
              <Badge variant="light" color={plan.isTrial ? 'ember' : 'brand'}>
                {plan.isTrial ? t('workboard.shopCard.trial') : plan.name}
              </Badge>
            </Group>
          )}
        </Card>

        <Card>
          <Group gap="sm" mb="sm">
            <ThemeIcon variant="light" size="lg" radius="md">
              <IconUserCircle size={20} />
            </ThemeIcon>
            <Text fw={700}>{t('workboard.accountCard.title')}</Text>
          </Group>
          <Text fw={600}>{user.fullname || user.username}</Text>
          <Text size="sm" c="dimmed">
            {user.email}
          </Text>
          <Badge variant="outline" mt="xs">
            {t(`role.${user.permissionFlags}`, { defaultValue: user.permissionFlags })}
          </Badge>
        </Card>

        <Card>
          <Group gap="sm" mb="sm">
            <ThemeIcon variant="light" size="lg" radius="md">
              <IconAdjustmentsHorizontal size={20} />
            </ThemeIcon>
            <Text fw={700}>{t('workboard.preferencesCard.title')}</Text>
          </Group>
          <Text size="sm" c="dimmed" mb="sm">
            {t('workboard.preferencesCard.body')}
          </Text>
          <Anchor component={Link} to="/settings/account/preferences" fw={600} size="sm">
            {t('workboard.preferencesCard.link')}
          </Anchor>
        </Card>
      </SimpleGrid>
    </Stack>
  );
}
