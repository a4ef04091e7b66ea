import { Card, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/useTranslation';
import { Link } from 'react-router';
import { useSession } from '../../../shared/session/useSession';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { SETTINGS_CARDS, visibleSettingsCards } from '../settingsCardRegistry';
import classes from './SettingsHomePage.module.css';

/** /settings (workshop spec §2): cards grouped Account / Workspaces / App / Help, only those the role can open (the features' manifests declare them). */
export function SettingsHomePage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const groups = visibleSettingsCards(SETTINGS_CARDS, user?.permissionFlags);
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
                        <card.icon size={24} />
                      </ThemeIcon>
                      <div>
                        <Text fw={700}>{t(card.title)}</Text>
                        <Text size="sm" c="dimmed">
                          {t(card.description)}
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
