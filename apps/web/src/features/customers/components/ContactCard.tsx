import type { Customer } from '@atelier/contracts';
import { formatPhone } from '@atelier/contracts/format';
import { Anchor, Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconMail, IconPhone } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';

function Line({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start">
      <ThemeIcon variant="light" size={34} radius="md" aria-hidden="true">
        {icon}
      </ThemeIcon>
      <Stack gap={0} miw={0}>
        <Text size="xs" c="dimmed">
          {label}
        </Text>
        {children}
      </Stack>
    </Group>
  );
}

/** How to reach the customer: the mobile (tel: link, spaced as shell spec §5) and the email (mailto:). */
export function ContactCard({ customer }: { customer: Customer }) {
  const { t } = useTranslation();
  const none = (
    <Text size="sm" c="dimmed" fs="italic">
      {t('customers.detail.none')}
    </Text>
  );
  return (
    <Card withBorder padding="lg" radius="lg" data-testid="customer-contact">
      <Title order={2} size="h4" mb="md">
        {t('customers.detail.contact')}
      </Title>
      <Stack gap="md">
        <Line icon={<IconPhone size={18} />} label={t('customers.field.mobile')}>
          {customer.mobile ? (
            <Anchor href={`tel:${customer.mobile}`} size="sm" fw={600}>
              {formatPhone(customer.mobile)}
            </Anchor>
          ) : (
            none
          )}
        </Line>
        <Line icon={<IconMail size={18} />} label={t('customers.field.email')}>
          {customer.email ? (
            <Anchor href={`mailto:${customer.email}`} size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
              {customer.email}
            </Anchor>
          ) : (
            none
          )}
        </Line>
      </Stack>
    </Card>
  );
}
