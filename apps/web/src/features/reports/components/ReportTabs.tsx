import type { Permission } from '@atelier/contracts/permissions';
import { SegmentedControl } from '@mantine/core';
import { useTranslation } from '../../../i18n/useTranslation';
import { useNavigate } from 'react-router';
import { useSession } from '../../../shared/session/useSession';
import { can } from '@atelier/contracts/permissions';
import classes from './Report.module.css';

const TABS = [
  { value: 'worksheets', to: '/reports', permission: 'worksheets:work' },
  { value: 'technicians', to: '/reports/technicians', permission: 'timelog:all' },
  { value: 'taxes', to: '/reports/taxes', permission: 'invoices:finalize' },
] as const satisfies readonly { value: string; to: string; permission: Permission }[];

/**
 * "Bons de travail | Productivité | Taxes" above the reports, each for the roles that may read it
 * (productivity is everyone's time, timelog:all; taxes, invoices:finalize): with a single report, no switch.
 */
export function ReportTabs({ current }: { current: (typeof TABS)[number]['value'] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user } = useSession();
  const tabs = TABS.filter((tab) => can(user?.permissionFlags, tab.permission));
  if (tabs.length < 2) return null;
  return (
    <SegmentedControl
      className={classes.noPrint}
      mb="lg"
      value={current}
      onChange={(value) => void navigate(tabs.find((tab) => tab.value === value)!.to)}
      data={tabs.map((tab) => ({ value: tab.value, label: t(`reports.tabs.${tab.value}`) }))}
      aria-label={t('reports.tabs.label')}
      data-testid="report-tabs"
    />
  );
}
