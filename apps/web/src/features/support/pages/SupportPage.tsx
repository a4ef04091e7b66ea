import { APP_RELEASE } from '@atelier/contracts/constants';
import { Anchor, Button, Card, Group, Loader, SimpleGrid, Stack, Table, Text, ThemeIcon } from '@mantine/core';
import { IconInfoCircle, IconMail, IconMessageQuestion } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { useSupportEmail } from '../../../shared/readiness/api';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { useApiHealth } from '../api';
import { HelpButton } from '../components/HelpButton';

function SectionCard({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Card>
      <Group gap="sm" mb="sm" wrap="nowrap">
        <ThemeIcon variant="light" size="lg" radius="md">
          {icon}
        </ThemeIcon>
        <Text fw={700} component="h2" fz="md">
          {title}
        </Text>
      </Group>
      <Stack gap="sm">{children}</Stack>
    </Card>
  );
}

/** /settings/support: the support address, the question dialog and the versions. */
export function SupportPage() {
  const { t } = useTranslation();
  const email = useSupportEmail();
  const health = useApiHealth();

  const apiVersion = health.isPending ? (
    <Loader size="xs" type="dots" aria-label={t('common.loading')} />
  ) : health.isError ? (
    <Text span c="red" fw={600} data-testid="api-version">
      {t('support.page.versionError')}
    </Text>
  ) : (
    <Text span fw={600} data-testid="api-version">
      {health.data.version}
    </Text>
  );

  return (
    <div>
      <PageHeader title={t('support.page.title')} description={t('support.page.description')} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" maw={1000}>
        <SectionCard icon={<IconMail size={20} />} title={t('support.page.contactTitle')}>
          <Text size="sm" c="dimmed">
            {t('support.page.contactBody')}
          </Text>
          <Anchor href={`mailto:${email}`} fw={600} data-testid="support-email">
            {email}
          </Anchor>
        </SectionCard>
        <SectionCard icon={<IconMessageQuestion size={20} />} title={t('support.page.askTitle')}>
          <Text size="sm" c="dimmed">
            {t('support.page.askBody')}
          </Text>
          <HelpButton
            render={(open) => (
              <Button onClick={open} aria-haspopup="dialog" style={{ alignSelf: 'flex-start' }}>
                {t('support.page.ask')}
              </Button>
            )}
          />
        </SectionCard>
        <SectionCard icon={<IconInfoCircle size={20} />} title={t('support.page.aboutTitle')}>
          <Table variant="vertical" withTableBorder={false} layout="fixed">
            <Table.Tbody>
              <Table.Tr>
                <Table.Th w="55%">{t('support.page.apiVersion')}</Table.Th>
                <Table.Td>{apiVersion}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>{t('support.page.appVersion')}</Table.Th>
                <Table.Td>
                  <Text span fw={600}>
                    {APP_RELEASE}
                  </Text>
                </Table.Td>
              </Table.Tr>
            </Table.Tbody>
          </Table>
        </SectionCard>
      </SimpleGrid>
    </div>
  );
}
