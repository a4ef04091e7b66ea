import type { StatusGroup } from '@atelier/contracts/statuses';
import { mechDisplayName } from '@atelier/contracts/vehicle-constants';
import { Anchor, Button, Card, Group, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../i18n/useTranslation';
import { Link } from 'react-router';
import { useDateFormatter } from '../../accounts';
import { STATUS_GROUP_COLORS } from '../../../shared/ui/statusGroupColors';
import { StatusBadge } from '../../../shared/ui/StatusBadge';
import { useReportGroup } from '../api';
import { formatMoney } from '../../../shared/format/money';
import type { ReportRange } from '../reportStatusParam';
import { ReportSumsText } from './ReportSums';
import { useWorksheetNumber } from '../../../shared/hooks/useWorksheetNumber';
import { formatListTotal } from '../../../shared/lists/ListCardTotal';
import { WorksheetBillingBadge } from '../../worksheets';
import classes from './Report.module.css';

/** One status group of the report: its title and count, then its work orders in a table and the group's totals row. */
export function ReportGroup({ group, range }: { group: StatusGroup; range: ReportRange }) {
  const { t, i18n } = useTranslation();
  const worksheetNumber = useWorksheetNumber();
  const dates = useDateFormatter();
  const query = useReportGroup(group, range);
  const rows = query.data?.pages.flatMap((page) => page.list) ?? [];
  const total = query.data?.pages[0]?.total ?? 0;
  const capped = query.data?.pages.at(-1)?.totalCapped === true;
  const shownTotal = formatListTotal(query.data?.pages.at(-1)?.total ?? total, capped, i18n.resolvedLanguage);
  const currency = query.data?.pages[0]?.currency ?? 'CAD';
  const color = STATUS_GROUP_COLORS[group];
  // Every page carries the totals of the whole group (all its pages), as the API sums them.
  const sums = query.data?.pages.at(-1)?.totals.groups.find((entry) => entry.group === group);

  return (
    <Card component="section" className={classes.section} aria-labelledby={`report-${group}`} data-testid="report-group" data-group={group}>
      <Group justify="space-between" mb="sm" gap="xs">
        <Title order={2} size="h4" id={`report-${group}`} className={classes.groupTitle}>
          <span className={classes.dot} style={{ background: `var(--mantine-color-${color}-6)` }} aria-hidden />
          {t(`board.group.${group}`)}
        </Title>
        {query.data && (
          <Text size="sm" c="dimmed" data-testid="report-group-count">
            {capped ? t('reports.countCapped', { total: shownTotal }) : t('reports.count', { count: total })}
          </Text>
        )}
      </Group>
      {query.isPending ? (
        <Stack gap={8} aria-busy="true">
          <Skeleton h={28} />
          <Skeleton h={28} />
          <Skeleton h={28} />
        </Stack>
      ) : query.isError ? (
        <Text c="red" role="alert">
          {t('reports.loadError')}
        </Text>
      ) : rows.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('reports.emptyGroup')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={820}>
          <Table striped highlightOnHover verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('reports.column.number')}</Table.Th>
                <Table.Th>{t('reports.column.customer')}</Table.Th>
                <Table.Th>{t('reports.column.vehicle')}</Table.Th>
                <Table.Th>{t('reports.column.status')}</Table.Th>
                <Table.Th>{t('reports.column.technician')}</Table.Th>
                <Table.Th>{t('reports.column.createdAt')}</Table.Th>
                <Table.Th ta="right">{t('reports.column.total')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.uuid} data-testid="report-row">
                  <Table.Td className={classes.number}>
                    <Anchor component={Link} to={`/worksheets/${row.uuid}`} fw={600}>
                      {worksheetNumber(row.worksheetId)}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{row.customer.fullname}</Table.Td>
                  <Table.Td>{row.mech ? mechDisplayName(row.mech, t('board.card.unknownVehicle')) : t('reports.noVehicle')}</Table.Td>
                  <Table.Td>
                    {/* Issue 14: "Prêt à facturer" for a done work order not invoiced; an invoiced one shows its invoice. */}
                    <Stack gap={4} align="flex-start">
                      <StatusBadge status={{ name: row.status.name, group }} />
                      <WorksheetBillingBadge worksheet={row} />
                    </Stack>
                  </Table.Td>
                  <Table.Td>
                    {row.technician?.fullname ?? (
                      <Text span c="dimmed" size="sm">
                        {t('reports.unassigned')}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td className={classes.number}>{dates.formatDate(row.createdAt)}</Table.Td>
                  <Table.Td ta="right" className={classes.number} data-testid="report-total">
                    {formatMoney(row.total, currency, i18n.resolvedLanguage)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
            {sums && (
              <Table.Tfoot visibleFrom="sm">
                <Table.Tr data-testid="report-group-totals" className={classes.totalsRow}>
                  <Table.Td colSpan={6}>
                    <Text span fw={700} size="sm">
                      {t('reports.groupTotal')}
                    </Text>{' '}
                    <Text span size="sm" c="dimmed">
                      <ReportSumsText sums={sums} currency={currency} />
                    </Text>
                  </Table.Td>
                  <Table.Td ta="right" className={classes.number} fw={700} data-testid="report-group-total">
                    {formatMoney(sums.totalCents / 100, currency, i18n.resolvedLanguage)}
                  </Table.Td>
                </Table.Tr>
              </Table.Tfoot>
            )}
          </Table>
        </Table.ScrollContainer>
      )}
      {sums && rows.length > 0 && (
        // On a phone the table scrolls sideways: the group's totals stay in sight below it.
        <Stack gap={2} mt="sm" hiddenFrom="sm" data-testid="report-group-totals-compact">
          <Group justify="space-between" gap="xs">
            <Text fw={700} size="sm">
              {t('reports.groupTotal')}
            </Text>
            <Text fw={700} className={classes.number}>
              {formatMoney(sums.totalCents / 100, currency, i18n.resolvedLanguage)}
            </Text>
          </Group>
          <Text size="xs" c="dimmed">
            <ReportSumsText sums={sums} currency={currency} />
          </Text>
        </Stack>
      )}
      {query.hasNextPage && (
        <Group justify="space-between" mt="sm">
          {/* Printed too: a printed report says when it holds only the rows loaded so far. */}
          <Text size="sm" c="dimmed">
            {t('reports.shown', { shown: rows.length, total: shownTotal })}
          </Text>
          <Button className={classes.noPrint} variant="light" size="xs" loading={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
            {t('reports.more')}
          </Button>
        </Group>
      )}
    </Card>
  );
}
