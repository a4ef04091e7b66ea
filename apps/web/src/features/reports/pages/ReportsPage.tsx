import type { StatusGroup } from '@atelier/contracts/statuses';
import { REPORT_DATE_MAX, REPORT_DATE_MIN } from '@atelier/contracts/reports';
import { Button, Card, Checkbox, Group, Stack, Text, Title } from '@mantine/core';
import { IconFilter, IconPrinter } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { useSearchParams } from 'react-router';
import { useDateFormatter } from '../../accounts';
import { DateRangeInputs } from '../../../shared/ui/DateRangeInputs';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { reportKeys, useReportTotals } from '../api';
import classes from '../components/Report.module.css';
import { ReportGroup } from '../components/ReportGroup';
import { ReportSumsText } from '../components/ReportSums';
import { ReportTabs } from '../components/ReportTabs';
import { formatMoney } from '../../../shared/format/money';
import { REPORT_GROUPS, parseRangeParams, parseStatusParam, rangeProblem, writeStatusParam, type ReportRange } from '../reportStatusParam';

/**
 * /reports (workshop §2 "Report", issue 10): status-group checkboxes that rewrite ?status= as a
 * comma-separated list and reload the work orders, grouped by their group; a date range (the
 * days the work orders were created, in the shop's time zone) that Filtrer applies as ?from=&to=
 * (and re-reads the work orders); each group's totals row and the grand total, summed by the API
 * over the whole filtered set; Imprimer prints the report, filters included, without the shell.
 */
export function ReportsPage() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const dates = useDateFormatter();
  const [params, setParams] = useSearchParams();
  const ticked = parseStatusParam(params.get('status'));
  const shown = ticked.length > 0 ? ticked : REPORT_GROUPS;
  const range = parseRangeParams(params);

  const setTicked = (groups: StatusGroup[]) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        const value = writeStatusParam(groups);
        if (value) next.set('status', value);
        else next.delete('status');
        return next;
      },
      { replace: true },
    );

  const applyRange = (wanted: ReportRange) => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const key of ['from', 'to'] as const) {
          const value = wanted[key];
          if (value) next.set(key, value);
          else next.delete(key);
        }
        return next;
      },
      { replace: true },
    );
    void client.invalidateQueries({ queryKey: reportKeys.all });
  };

  const period =
    range.from && range.to
      ? t('reports.period.between', { from: dates.formatDate(range.from), to: dates.formatDate(range.to) })
      : range.from
        ? t('reports.period.since', { from: dates.formatDate(range.from) })
        : range.to
          ? t('reports.period.until', { to: dates.formatDate(range.to) })
          : t('reports.period.all');

  return (
    <div>
      <PageHeader title={t('reports.title')} description={<span className={classes.noPrint}>{t('reports.description')}</span>} />
      <ReportTabs current="worksheets" />
      <Text className={classes.printOnly} size="sm">
        {t('reports.printedAt', { date: dates.formatDateTime(new Date()) })}
      </Text>
      <Text className={classes.printOnly} size="sm" mb="md" data-testid="report-period">
        {period}
      </Text>
      <div className={`${classes.toolbar} ${classes.noPrint}`}>
        <Checkbox.Group label={t('reports.filterLabel')} value={ticked} onChange={(values) => setTicked(values as StatusGroup[])}>
          <Group gap="lg" mt={8}>
            {REPORT_GROUPS.map((group) => (
              <Checkbox key={group} value={group} label={t(`board.group.${group}`)} />
            ))}
          </Group>
        </Checkbox.Group>
        {/* Keyed by the applied range: Back or a new link resets what is typed. */}
        <RangeForm key={`${range.from ?? ''}|${range.to ?? ''}`} applied={range} onApply={applyRange} />
        <Button leftSection={<IconPrinter size={18} />} onClick={() => window.print()}>
          {t('reports.print')}
        </Button>
      </div>
      {ticked.length === 0 && (
        <Text size="sm" c="dimmed" mt="xs" className={classes.noPrint}>
          {t('reports.allGroups')}
        </Text>
      )}
      <Stack gap="lg" mt="lg">
        {shown.map((group) => (
          <ReportGroup key={group} group={group} range={range} />
        ))}
        <GrandTotal groups={shown} range={range} />
      </Stack>
    </div>
  );
}

/** The two days of the range and Filtrer, which applies them (Enter too); either day may stay empty. */
function RangeForm({ applied, onApply }: { applied: ReportRange; onApply: (range: ReportRange) => void }) {
  const { t } = useTranslation();
  const [from, setFrom] = useState(applied.from ?? '');
  const [to, setTo] = useState(applied.to ?? '');
  const [problem, setProblem] = useState<ReturnType<typeof rangeProblem>>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const wanted = { from: from || null, to: to || null };
    const found = rangeProblem(wanted);
    setProblem(found);
    if (!found) onApply(wanted);
  };

  return (
    <form className={classes.rangeForm} onSubmit={submit} noValidate aria-label={t('reports.rangeLabel')}>
      <DateRangeInputs
        from={from}
        to={to}
        onFromChange={setFrom}
        onToChange={setTo}
        labels={{ from: t('reports.from'), to: t('reports.to') }}
        errors={{
          from: problem === 'from' ? t('reports.rangeInvalidDate') : undefined,
          to: problem === 'to' ? t('reports.rangeInvalidDate') : problem === 'order' ? t('reports.rangeOrder') : undefined,
        }}
        min={REPORT_DATE_MIN}
        max={REPORT_DATE_MAX}
        inputProps={{ className: classes.dateField }}
      />
      <Button type="submit" variant="default" leftSection={<IconFilter size={18} />}>
        {t('reports.filter')}
      </Button>
    </form>
  );
}

/** The grand total of every shown group over the range, as the API sums it (integer cents). */
function GrandTotal({ groups, range }: { groups: readonly StatusGroup[]; range: ReportRange }) {
  const { t, i18n } = useTranslation();
  const totals = useReportTotals(groups, range);
  if (!totals.data) return null;
  const { totals: sums, currency } = totals.data;
  return (
    <Card component="section" className={classes.section} aria-labelledby="report-grand-total" data-testid="report-grand-total">
      <div className={classes.grandTotal}>
        <Title order={2} size="h4" id="report-grand-total">
          {t('reports.grandTotal')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('reports.count', { count: sums.count })}
        </Text>
      </div>
      <div className={classes.grandTotal}>
        <Text size="sm" c="dimmed">
          <ReportSumsText sums={sums} currency={currency} />
        </Text>
        <Text fw={700} size="lg" className={classes.number} data-testid="report-grand-total-amount">
          {formatMoney(sums.totalCents / 100, currency, i18n.resolvedLanguage)}
        </Text>
      </div>
    </Card>
  );
}
