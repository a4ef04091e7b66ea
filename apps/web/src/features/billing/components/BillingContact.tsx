import { Anchor, Card, Group, Text, ThemeIcon, Title } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import { Trans } from '../../../i18n/Trans';
import { useTranslation } from '../../../i18n/useTranslation';

/** The billing mailbox (§2 "Billing": a contact mailbox for billing questions). */
export function BillingContact({ email }: { email: string }) {
  const { t } = useTranslation();
  return (
    <Card component="section" aria-labelledby="billing-contact">
      <Group gap="md" wrap="nowrap" align="flex-start">
        <ThemeIcon variant="light" size="lg" radius="md">
          <IconMail size={20} aria-hidden="true" />
        </ThemeIcon>
        <div style={{ minWidth: 0 }}>
          <Title order={2} size="h5" id="billing-contact">
            {t('billing.contact.heading')}
          </Title>
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            <Trans
              i18nKey="billing.contact.body"
              values={{ email }}
              components={{ mail: <Anchor href={`mailto:${email}`} inherit fw={600} data-testid="billing-email" /> }}
            />
          </Text>
        </div>
      </Group>
    </Card>
  );
}
