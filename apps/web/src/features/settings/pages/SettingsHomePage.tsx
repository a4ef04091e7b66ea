import { Card, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconAdjustmentsHorizontal,
  IconBuildingStore,
  IconCar,
  IconChevronRight,
  IconFileInvoice,
  IconKey,
  IconLanguage,
  IconLifebuoy,
  IconListCheck,
  IconSubtask,
  IconUserCircle,
  IconUsers,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '../../../shared/session/useSession';
import { PageHeader } from '../../../shared/ui/PageHeader';
import type { SettingsCardId } from '../settingsCards';
import { visibleSettingsCards } from '../visibleSettingsCards';
import classes from './SettingsHomePage.module.css';

const ICONS: Record<SettingsCardId, ReactNode> = {
  profile: <IconUserCircle size={24} />,
  preferences: <IconAdjustmentsHorizontal size={24} />,
  workspace: <IconBuildingStore size={24} />,
  users: <IconUsers size={24} />,
  invoice: <IconFileInvoice size={24} />,
  apiKeys: <IconKey size={24} />,
  vehicle: <IconCar size={24} />,
  workorders: <IconListCheck size={24} />,
  tasks: <IconSubtask size={24} />,
  language: <IconLanguage size={24} />,
  support: <IconLifebuoy size={24} />,
};

/** /settings (workshop spec §2): cards grouped Account / Workspaces / App / Help, only those the role can open. */
export function SettingsHomePage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const groups = visibleSettingsCards(user?.permissionFlags);
  return (
    <div>
      <PageHeader title={t('nav.settings')} description={t('settings.description')} />
      <Stack gap="xl" maw={1100}>
        {groups.map(({ group, cards }) => (
          <section key={group} aria-labelledby={`settings-group-${group}`}>
            <Title order={2} id={`settings-group-${group}`} size="h5" tt="uppercase" c="dimmed" lts={0.6} mb="sm">
              {t(`settings.group.${group}`)}
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
              {cards.map((card) => (
                <Card key={card.id} component={Link} to={card.to} className={classes.card} data-testid={`settings-card-${card.id}`}>
                  <Group justify="space-between" wrap="nowrap" align="flex-start">
                    <Group gap="md" wrap="nowrap" align="flex-start">
                      <ThemeIcon variant="light" size={44} radius="md">
                        {ICONS[card.id]}
                      </ThemeIcon>
                      <div>
                        <Text fw={700}>{t(`settings.card.${card.id}.title`)}</Text>
                        <Text size="sm" c="dimmed">
                          {t(`settings.card.${card.id}.body`)}
                        </Text>
                      </div>
                    </Group>
                    <IconChevronRight size={18} className={classes.chevron} aria-hidden="true" />
                  </Group>
                </Card>
              ))}
            </SimpleGrid>
          </section>
        ))}
      </Stack>
    </div>
  );
}
