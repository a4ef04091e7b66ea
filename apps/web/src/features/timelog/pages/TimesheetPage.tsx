import type { Timelog } from '@atelier/contracts';
import { Button, Card, Group, Pagination, Text } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { IconClockHour4, IconDownload, IconPlus } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { showErrorToast } from '../../../shared/errors/showErrorToast';
import { ListBody } from '../../../shared/lists/ListBody';
import { ListPageLayout } from '../../../shared/lists/ListPageLayout';
import { useCan } from '../../../shared/permissions/useCan';
import { downloadTimelogCsv, useTimelogList } from '../api';
import { TimeEntryPanel } from '../components/TimeEntryPanel';
import { TimesheetFilters } from '../components/TimesheetFilters';
import { TimesheetTable } from '../components/TimesheetTable';
import { TimesheetTotals } from '../components/TimesheetTotals';
import { useTimesheetParams } from '../hooks/useTimesheetParams';
import { useGate } from '../../../shared/plan/useGate';

/** /timelog, the timesheet (workshop §2): one period's entries, newest first, with their totals and the payroll export. */
export function TimesheetPage() {
  const { t, i18n } = useTranslation();
  const canAll = useCan('timelog:all');
  const { query, today, update, filters, apiParams } = useTimesheetParams(canAll);
  const list = useTimelogList(apiParams);
  // `entry` null: a new one. The panel stays mounted while it slides out.
  const [panel, setPanel] = useState<{ opened: boolean; entry: Timelog | null } | null>(null);
  const [exporting, setExporting] = useState(false);
  // Without time tracking in the plan (issue 16) a new entry opens the upgrade prompt; existing ones still open.
  const openNew = useGate('timeTracking').guard(() => setPanel({ opened: true, entry: null }));
  useHotkeys([['n', openNew]]);

  const data = list.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  // A page past the end (after deletions, or an old link) falls back to the last one.
  useEffect(() => {
    if (data && query.page > pages) update({ page: pages });
  }, [data, pages, query.page, update]);

  const exportCsv = async () => {
    setExporting(true);
    try {
      await downloadTimelogCsv(filters);
    } catch (error) {
      showErrorToast(error);
    } finally {
      setExporting(false);
    }
  };

  const filtered = !!(query.userUuid || query.workorderUuid || query.toReview);
  const number = new Intl.NumberFormat(i18n.resolvedLanguage);
  const from = data ? (data.page - 1) * data.pageSize + 1 : 0;
  const to = data ? Math.min(data.total, data.page * data.pageSize) : 0;

  return (
    <ListPageLayout
      title={t('timelog.title')}
      description={t('timelog.description')}
      action={{ label: t('timelog.add'), icon: IconPlus, onClick: openNew, keyShortcuts: 'n', feature: 'timeTracking' }}
      maw={1200}
    >
      <Card padding={0}>
        <TimesheetFilters query={query} today={today} canAll={canAll} onChange={update} />
        <Group justify="space-between" gap="sm" px="md" py="sm" wrap="wrap">
          <Text size="sm" c="dimmed" aria-live="polite">
            {data ? t('timelog.count', { count: data.total, replace: { count: number.format(data.total) } }) : ' '}
          </Text>
          <Button
            variant="default"
            size="sm"
            leftSection={<IconDownload size={16} />}
            loading={exporting}
            onClick={() => void exportCsv()}
            disabled={!data || data.total === 0}
            data-testid="timesheet-export"
          >
            {t('timelog.export')}
          </Button>
        </Group>
        <Card.Section withBorder inheritPadding={false}>
          <ListBody
            list={list}
            isEmpty={data?.items.length === 0}
            filtered={filtered}
            loadError={{ title: t('timelog.loadError.title'), body: t('timelog.loadError.body') }}
            noResults={{ title: t('timelog.noResults.title'), description: t('timelog.noResults.body') }}
            empty={{
              icon: IconClockHour4,
              title: t('timelog.empty.title'),
              description: t('timelog.empty.body'),
              action: { label: t('timelog.addFirst'), icon: IconPlus, onClick: openNew, feature: 'timeTracking' },
            }}
          >
            {() => data && <TimesheetTable entries={data.items} onOpen={(entry) => setPanel({ opened: true, entry })} />}
          </ListBody>
        </Card.Section>
        {data && data.total > data.pageSize && (
          <Group justify="space-between" p="md" gap="sm">
            <Text size="sm" c="dimmed">
              {t('timelog.range', { from: number.format(from), to: number.format(to), total: number.format(data.total) })}
            </Text>
            <Pagination
              total={pages}
              value={query.page}
              onChange={(page) => update({ page })}
              size="sm"
              aria-label={t('timelog.pagination')}
              getControlProps={(control) => ({ 'aria-label': t(`common.pagination.${control}`) })}
            />
          </Group>
        )}
      </Card>
      {data && data.total > 0 && <TimesheetTotals totals={data.totals} />}
      {panel && <TimeEntryPanel entry={panel.entry} opened={panel.opened} onClose={() => setPanel({ ...panel, opened: false })} />}
    </ListPageLayout>
  );
}
