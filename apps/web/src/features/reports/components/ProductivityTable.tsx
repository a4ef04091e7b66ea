import type { ProductivityReport, ProductivityRow } from '@atelier/contracts/timelog';
import { Card, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import type { CSSProperties } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { efficiencyTone, formatEfficiency, formatHours } from '../efficiency';
import classes from './Report.module.css';

type Figures = Omit<ProductivityRow, 'user'>;
const HOUR_COLUMNS = ['clockedHours', 'workOrderHours', 'soldHours'] as const;

/** Efficiency as a coloured badge: ≥ 100 % green, 80–99 % orange, below red; a dash when none. */
function Efficiency({ value }: { value: number | null }) {
  const { i18n } = useTranslation();
  const tone = efficiencyTone(value);
  const text = formatEfficiency(value, i18n.resolvedLanguage);
  if (!tone)
    return (
      <Text span c="dimmed">
        {text}
      </Text>
    );
  return (
    <span
      className={`${classes.efficiency} ${classes.number}`}
      style={{ '--tone': `var(--mantine-color-${tone}-6)` } as CSSProperties}
      data-tone={tone}
      data-testid="efficiency"
    >
      {text}
    </span>
  );
}

/**
 * The technicians' figures: a table from the small breakpoint up (totals in its footer), one card
 * per technician on a phone (the five columns do not fit 390 px), the totals card last.
 */
export function ProductivityTable({ report }: { report: ProductivityReport }) {
  const { t, i18n } = useTranslation();
  const hours = (value: number) => formatHours(value, i18n.resolvedLanguage);
  const figures = (row: Figures) =>
    HOUR_COLUMNS.map((column) => (
      <Table.Td key={column} ta="right" className={classes.number} data-column={column}>
        {hours(row[column])}
      </Table.Td>
    ));

  return (
    <>
      <Card className={classes.section} visibleFrom="sm" p={0} data-testid="productivity-table">
        <Table striped highlightOnHover verticalSpacing="sm" horizontalSpacing="md">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('reports.technicians.column.technician')}</Table.Th>
              {HOUR_COLUMNS.map((column) => (
                <Table.Th key={column} ta="right">
                  {t(`reports.technicians.column.${column}`)}
                </Table.Th>
              ))}
              <Table.Th ta="right">{t('reports.technicians.column.efficiency')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {report.items.map((row) => (
              <Table.Tr key={row.user.uuid} data-testid="productivity-row">
                <Table.Td fw={500}>{row.user.fullname}</Table.Td>
                {figures(row)}
                <Table.Td ta="right">
                  <Efficiency value={row.efficiency} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
          <Table.Tfoot>
            <Table.Tr className={classes.totalsRow} data-testid="productivity-totals">
              <Table.Td fw={700}>{t('reports.technicians.totals')}</Table.Td>
              {HOUR_COLUMNS.map((column) => (
                <Table.Td key={column} ta="right" fw={700} className={classes.number} data-column={column}>
                  {hours(report.totals[column])}
                </Table.Td>
              ))}
              <Table.Td ta="right">
                <Efficiency value={report.totals.efficiency} />
              </Table.Td>
            </Table.Tr>
          </Table.Tfoot>
        </Table>
      </Card>
      <Stack gap="sm" hiddenFrom="sm" data-testid="productivity-cards">
        {report.items.map((row) => (
          <FiguresCard key={row.user.uuid} title={row.user.fullname} figures={row} testId="productivity-card" />
        ))}
        <FiguresCard title={t('reports.technicians.totals')} figures={report.totals} testId="productivity-totals-card" strong />
      </Stack>
    </>
  );
}

function FiguresCard({ title, figures, testId, strong = false }: { title: string; figures: Figures; testId: string; strong?: boolean }) {
  const { t, i18n } = useTranslation();
  return (
    <Card withBorder={strong} data-testid={testId}>
      <div className={classes.cardTitle}>
        <Text fw={700}>{title}</Text>
        <Efficiency value={figures.efficiency} />
      </div>
      <SimpleGrid cols={3} spacing="xs" mt="sm">
        {HOUR_COLUMNS.map((column) => (
          <div key={column} className={classes.figure}>
            <Text size="xs" c="dimmed" lh={1.3}>
              {t(`reports.technicians.column.${column}`)}
            </Text>
            <Text fw={strong ? 700 : 500} className={classes.number} data-column={column}>
              {formatHours(figures[column], i18n.resolvedLanguage)}
            </Text>
          </div>
        ))}
      </SimpleGrid>
    </Card>
  );
}
