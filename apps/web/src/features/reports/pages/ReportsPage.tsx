import type { StatusGroup } from '@atelier/contracts/statuses';
import { Button, Checkbox, Group, Stack, Text } from '@mantine/core';
import { IconFilter, IconPrinter } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useDateFormatter } from '../../accounts/useDateFormatter';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { reportKeys } from '../api';
import classes from '../components/Report.module.css';
import { ReportGroup } from '../components/ReportGroup';
import { REPORT_GROUPS, parseStatusParam, writeStatusParam } from '../reportStatusParam';

/**
 * /reports (workshop §2 "Report"): status-group checkboxes that rewrite ?status= as a
 * comma-separated list and reload the work orders, grouped by their group; Filtrer re-reads
 * them; Imprimer prints the report without the shell.
 */
export function ReportsPage() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const dates = useDateFormatter();
  const [params, setParams] = useSearchParams();
  const ticked = parseStatusParam(params.get('status'));
  const shown = ticked.length > 0 ? ticked : REPORT_GROUPS;

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

  const reload = () => void client.invalidateQueries({ queryKey: reportKeys.all });

  return (
    <div>
      <PageHeader title={t('reports.title')} description={<span className={classes.noPrint}>{t('reports.description')}</span>} />
      <Text className={classes.printOnly} size="sm" mb="md">
        {t('reports.printedAt', { date: dates.formatDateTime(new Date()) })}
      </Text>
      <div className={`${classes.toolbar} ${classes.noPrint}`}>
        <Checkbox.Group label={t('reports.filterLabel')} value={ticked} onChange={(values) => setTicked(values as StatusGroup[])}>
          <Group gap="lg" mt={8}>
            {REPORT_GROUPS.map((group) => (
              <Checkbox key={group} value={group} label={t(`board.group.${group}`)} />
            ))}
          </Group>
        </Checkbox.Group>
        <Group gap="sm" ml="auto">
          <Button variant="default" leftSection={<IconFilter size={18} />} onClick={reload}>
            {t('reports.filter')}
          </Button>
          <Button leftSection={<IconPrinter size={18} />} onClick={() => window.print()}>
            {t('reports.print')}
          </Button>
        </Group>
      </div>
      {ticked.length === 0 && (
        <Text size="sm" c="dimmed" mt="xs" className={classes.noPrint}>
          {t('reports.allGroups')}
        </Text>
      )}
      <Stack gap="lg" mt="lg">
        {shown.map((group) => (
          <ReportGroup key={group} group={group} />
        ))}
      </Stack>
    </div>
  );
}
