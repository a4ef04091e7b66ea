import type { WorksheetTotals } from '@atelier/contracts';
import { Card, Divider, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Fragment } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { useMoneyFormatter } from '../../accounts';
import { totalsRows } from '../totalsRows';

/** Services, parts, subtotal, each tax with its rate, total (workshop §5), as the server computed them. */
export function TotalsList({ totals }: { totals: WorksheetTotals }) {
  const { t } = useTranslation();
  const { locale } = useMoneyFormatter();
  return (
    <Stack gap={6} data-testid="worksheet-totals">
      {totalsRows(totals, locale).map((row) => (
        <Fragment key={row.key}>
          {row.key === 'total' && <Divider my={4} />}
          <Group justify="space-between" gap="sm" wrap="nowrap" data-testid={`total-${row.key}`}>
            <Text size={row.key === 'total' ? 'md' : 'sm'} fw={row.strong ? 700 : 400} c={row.strong ? undefined : 'dimmed'}>
              {row.key.startsWith('tax-') ? row.label : t(row.label)}
              {row.rate && ` (${row.rate})`}
            </Text>
            <Text size={row.key === 'total' ? 'lg' : 'sm'} fw={row.strong ? 700 : 500} style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
              {row.amount}
            </Text>
          </Group>
        </Fragment>
      ))}
    </Stack>
  );
}

export function TotalsCard({ totals }: { totals: WorksheetTotals | undefined }) {
  const { t } = useTranslation();
  return (
    <Card>
      <Title order={2} size="h4" mb="md">
        {t('worksheets.totals.title')}
      </Title>
      {totals ? <TotalsList totals={totals} /> : <Skeleton h={140} />}
    </Card>
  );
}
