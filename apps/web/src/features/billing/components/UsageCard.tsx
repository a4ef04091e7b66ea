import type { UsageResponse } from '@atelier/contracts';
import { Alert, Button, Card, Group, Progress, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { IconChartBar } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { moneyLocale } from '../../../shared/format/money';
import { useDateFormatter } from '../../accounts';
import { useUsage } from '../api';
import { usageLevel } from '../usageLevel';
import { usageRows, type UsageRow } from '../usageRows';

/** 'Utilisation': each resource, used against its limit with a bar, and the counting period. */
export function UsageCard() {
  const { t } = useTranslation();
  const usage = useUsage();
  const rows = usage.isSuccess ? usageRows(usage.data) : undefined;
  const empty = rows === null;
  useEffect(() => {
    // §8: an answer without usage is logged, and the card says there is nothing to show.
    if (empty) console.warn('No usage data found');
  }, [empty]);

  return (
    <Card component="section" aria-labelledby="billing-usage" data-testid="billing-usage">
      <Stack gap="md">
        <Group justify="space-between" align="flex-end" gap="xs">
          <div>
            <Title order={2} size="h4" id="billing-usage">
              {t('billing.usage.heading')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('billing.usage.description')}
            </Text>
          </div>
          {rows && usage.data && <UsagePeriod period={usage.data.metadata.period} />}
        </Group>
        {usage.isPending ? (
          <Stack gap="sm" role="status" aria-label={t('common.loading')}>
            {[0, 1, 2, 3, 4].map((row) => (
              <Skeleton key={row} height={30} radius="sm" />
            ))}
          </Stack>
        ) : usage.isError ? (
          <Alert color="red" variant="light" title={t('billing.usage.loadError')} role="alert">
            <Button mt="xs" size="xs" variant="light" color="red" onClick={() => void usage.refetch()}>
              {t('common.retry')}
            </Button>
          </Alert>
        ) : rows ? (
          <UsageTable rows={rows} />
        ) : (
          <Stack gap={4} align="center" py="lg" data-testid="billing-usage-empty">
            <IconChartBar size={32} aria-hidden="true" style={{ opacity: 0.5 }} />
            <Text fw={600}>{t('billing.usage.emptyTitle')}</Text>
            <Text size="sm" c="dimmed" ta="center">
              {t('billing.usage.emptyBody')}
            </Text>
          </Stack>
        )}
      </Stack>
    </Card>
  );
}

function UsagePeriod({ period }: { period: UsageResponse['metadata']['period'] }) {
  const { t } = useTranslation();
  const { formatDate } = useDateFormatter();
  return (
    <Text size="sm" c="dimmed" data-testid="billing-usage-period">
      {/* The period ends at an instant excluded from it (midnight of the 1st): show its last day. */}
      {t('billing.usage.period', { start: formatDate(period.start), end: formatDate(new Date(Date.parse(period.end) - 1)) })}
    </Text>
  );
}

function UsageTable({ rows }: { rows: UsageRow[] }) {
  const { t, i18n } = useTranslation();
  const formatCount = new Intl.NumberFormat(moneyLocale(i18n.resolvedLanguage)).format;
  return (
    <Table verticalSpacing="sm" horizontalSpacing={0} layout="fixed" data-testid="billing-usage-table">
      <Table.Thead>
        <Table.Tr>
          <Table.Th w="45%">{t('billing.usage.resource')}</Table.Th>
          <Table.Th>{t('billing.usage.used')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <UsageTableRow key={row.resource} row={row} formatCount={formatCount} />
        ))}
      </Table.Tbody>
    </Table>
  );
}

function UsageTableRow({ row, formatCount }: { row: UsageRow; formatCount: (n: number) => string }) {
  const { t } = useTranslation();
  const level = usageLevel(row.used, row.limit);
  const label = t(`plan.resources.${row.resource}`);
  return (
    <Table.Tr data-testid={`usage-row-${row.resource}`}>
      <Table.Td pr="sm" style={{ verticalAlign: 'top' }}>
        <Text size="sm" fw={600}>
          {label}
        </Text>
        {row.perPeriod && (
          <Text size="xs" c="dimmed">
            {t('billing.usage.perPeriod')}
          </Text>
        )}
      </Table.Td>
      <Table.Td>
        <Group justify="space-between" gap="xs" wrap="nowrap" mb={level ? 6 : 0}>
          <Text size="sm" fw={500} data-testid="usage-figure">
            {row.limit === null ? formatCount(row.used) : t('billing.usage.ofLimit', { used: formatCount(row.used), limit: formatCount(row.limit) })}
          </Text>
          {row.limit === null ? (
            <Text size="xs" c="dimmed">
              {t('billing.usage.unlimited')}
            </Text>
          ) : (
            level?.atLimit && (
              <Text size="xs" c="red" fw={600}>
                {t('billing.usage.atLimit')}
              </Text>
            )
          )}
        </Group>
        {level && <Progress value={level.percent} color={level.color} size="sm" radius="xl" aria-label={label} />}
      </Table.Td>
    </Table.Tr>
  );
}
