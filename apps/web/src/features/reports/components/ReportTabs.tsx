import { SegmentedControl } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCan } from '../../../shared/permissions/useCan';
import classes from './Report.module.css';

const TABS = [
  { value: 'worksheets', to: '/reports' },
  { value: 'technicians', to: '/reports/technicians' },
] as const;

/**
 * "Bons de travail | Productivité" above both reports. Productivity is everyone's time
 * (timelog:all): without it there is a single report, and no switch.
 */
export function ReportTabs({ current }: { current: (typeof TABS)[number]['value'] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  if (!useCan('timelog:all')) return null;
  return (
    <SegmentedControl
      className={classes.noPrint}
      mb="lg"
      value={current}
      onChange={(value) => void navigate(TABS.find((tab) => tab.value === value)!.to)}
      data={TABS.map((tab) => ({ value: tab.value, label: t(`reports.tabs.${tab.value}`) }))}
      aria-label={t('reports.tabs.label')}
      data-testid="report-tabs"
    />
  );
}
