import { APP_RELEASE } from '@atelier/contracts/constants';
import { Anchor, Card, Group, Loader, SimpleGrid, Stack, Table, Text, ThemeIcon, Title } from '@mantine/core';
import { IconDatabase, IconLicense, IconPhoto } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { useHealthInfo } from '../../../shared/readiness/api';
import { LogoMark } from '../../../shared/ui/LogoMark';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { SIGN_IN_PHOTOS } from '../../auth';
import { BUNDLED_DATA, LIBRARIES, type Credit } from '../licences';

const external = { target: '_blank', rel: 'noopener noreferrer' } as const;

function Section({ icon, title, description, children, testId }: { icon: ReactNode; title: string; description?: string; children: ReactNode; testId: string }) {
  return (
    <Card padding="lg" data-testid={testId}>
      <Group gap="sm" mb={description ? 4 : 'sm'} wrap="nowrap">
        <ThemeIcon variant="light" size="lg" radius="md">
          {icon}
        </ThemeIcon>
        <Title order={2} fz="lg">
          {title}
        </Title>
      </Group>
      {description && (
        <Text size="sm" c="dimmed" mb="sm">
          {description}
        </Text>
      )}
      {children}
    </Card>
  );
}

function CreditList({ credits }: { credits: readonly Credit[] }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      {credits.map((credit) => (
        <div key={credit.name}>
          <Anchor href={credit.url} {...external} fw={600} size="sm">
            {credit.name}
          </Anchor>
          <Text size="xs" c="dimmed">
            {credit.holder}
          </Text>
          {credit.describe && <Text size="sm">{t(credit.describe)}</Text>}
          <Text size="sm">
            {t('about.licence')}{' '}
            <Anchor href={credit.licenceUrl} {...external} inherit>
              {credit.licenceIsKey ? t(credit.licence) : credit.licence}
            </Anchor>
          </Text>
        </div>
      ))}
    </Stack>
  );
}

/** /settings/about: the product, its version and release, support and community, and the licences of what it bundles. */
export function AboutPage() {
  const { t } = useTranslation();
  const { version, chatUrl, supportEmail, isPending } = useHealthInfo();

  const rows: [string, ReactNode, string][] = [
    [t('about.version'), version ?? (isPending ? <Loader size="xs" type="dots" aria-label={t('common.loading')} /> : t('about.unknown')), 'about-version'],
    [t('about.release'), APP_RELEASE, 'about-release'],
    [
      t('about.support'),
      <Anchor key="mail" href={`mailto:${supportEmail}`} fw={500}>
        {supportEmail}
      </Anchor>,
      'about-support',
    ],
  ];
  if (chatUrl)
    rows.push([
      t('about.community'),
      <Anchor key="chat" href={chatUrl} {...external} fw={500} style={{ overflowWrap: 'anywhere' }}>
        {t('about.chat')}
      </Anchor>,
      'about-chat',
    ]);

  return (
    <Stack gap="lg" maw={1000}>
      <PageHeader title={t('about.title')} description={t('about.description')} mb={0} />

      <Card padding="lg" data-testid="about-product">
        <Group gap="md" wrap="nowrap" mb="md">
          <LogoMark size={44} />
          <div>
            <Title order={2} fz={24}>
              Atelier
            </Title>
            <Text size="sm" c="dimmed">
              {t('about.tagline')}
            </Text>
          </div>
        </Group>
        <Table variant="vertical" layout="fixed" withTableBorder={false}>
          <Table.Tbody>
            {rows.map(([label, value, testId]) => (
              <Table.Tr key={testId}>
                <Table.Th w={{ base: 130, sm: 200 }}>{label}</Table.Th>
                <Table.Td data-testid={testId}>{value}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Card>

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Section icon={<IconDatabase size={20} />} title={t('about.data.title')} description={t('about.data.description')} testId="about-data">
          <CreditList credits={BUNDLED_DATA} />
        </Section>
        <Section icon={<IconPhoto size={20} />} title={t('about.photos.title')} description={t('about.photos.description')} testId="about-photos">
          <Stack gap="sm">
            {SIGN_IN_PHOTOS.map((photo) => (
              <div key={photo.id}>
                <Text size="sm" fw={600}>
                  {t(`auth.photo.${photo.id}`)}
                </Text>
                <Text size="xs" c="dimmed">
                  {photo.author}
                </Text>
                <Text size="sm">
                  {t('about.source')}{' '}
                  <Anchor href={photo.sourceUrl} {...external} inherit>
                    {photo.source}
                  </Anchor>
                </Text>
                <Text size="sm">
                  {t('about.licence')}{' '}
                  <Anchor href={photo.licenceUrl} {...external} inherit>
                    {photo.licence}
                  </Anchor>
                </Text>
              </div>
            ))}
          </Stack>
        </Section>
      </SimpleGrid>

      <Section icon={<IconLicense size={20} />} title={t('about.libraries.title')} description={t('about.libraries.description')} testId="about-libraries">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <CreditList credits={LIBRARIES.slice(0, Math.ceil(LIBRARIES.length / 2))} />
          <CreditList credits={LIBRARIES.slice(Math.ceil(LIBRARIES.length / 2))} />
        </SimpleGrid>
      </Section>
    </Stack>
  );
}
