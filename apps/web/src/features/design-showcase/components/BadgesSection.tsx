import type { Role } from '@atelier/contracts';
import type { StatusGroup } from '@atelier/contracts/statuses';
import { Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconFileInvoice } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/useTranslation';
import { TrialBadge, UpgradeMark, usePlan } from '../../../shared/plan';
import { StatusBadge } from '../../../shared/ui/StatusBadge';
import { InvoiceStatusBadge, type InvoiceBadgeStatus } from '../../invoices';
import { RoleBadge } from '../../users';
import { SAMPLE_STATUSES } from '../showcaseSamples';
import { ShowcaseSection, Specimen } from './ShowcaseSection';

const GROUPS: readonly StatusGroup[] = ['TODO', 'IN_PROGRESS', 'DONE'];
const INVOICE_STATUSES: readonly InvoiceBadgeStatus[] = ['DRAFT', 'READY', 'SENT', 'PAID', 'CANCELED'];
const ROLES: readonly Role[] = ['FULL_ADMIN', 'ADMINISTRATOR', 'EMPLOYEE', 'GUEST'];

/** Work-order statuses by group, invoice statuses, the header's trial badge and a plan-locked button, the role badges. */
export function BadgesSection() {
  const { t } = useTranslation();
  const plan = usePlan();

  return (
    <ShowcaseSection id="badges">
      <Specimen label={t('designShowcase.specimen.statuses')}>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
          {GROUPS.map((group) => (
            <Stack key={group} gap={8}>
              <Text size="sm" fw={600}>
                {t(`board.group.${group}`)}
              </Text>
              <Group gap="xs">
                {SAMPLE_STATUSES.filter((status) => status.group === group).map((status) => (
                  <StatusBadge key={status.key} status={{ name: t(`designShowcase.sample.status.${status.key}`), group }} />
                ))}
              </Group>
            </Stack>
          ))}
        </SimpleGrid>
      </Specimen>
      <Specimen label={t('designShowcase.specimen.invoiceStatuses')}>
        <Group gap="xs">
          {INVOICE_STATUSES.map((status) => (
            <InvoiceStatusBadge key={status} status={status} />
          ))}
        </Group>
      </Specimen>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xl">
        <Specimen label={t('designShowcase.specimen.plan')}>
          <Group gap="md" align="center">
            {plan?.isTrial ? (
              <TrialBadge />
            ) : (
              <Text size="sm" c="dimmed">
                {t('designShowcase.sample.trialOff')}
              </Text>
            )}
            <Button variant="light" leftSection={<IconFileInvoice size={16} />} rightSection={<UpgradeMark feature="invoicing" />}>
              {t('designShowcase.sample.lockedButton')}
            </Button>
          </Group>
        </Specimen>
        <Specimen label={t('designShowcase.specimen.roles')}>
          <Group gap="xs">
            {ROLES.map((role) => (
              <RoleBadge key={role} role={role} />
            ))}
          </Group>
        </Specimen>
      </SimpleGrid>
    </ShowcaseSection>
  );
}
