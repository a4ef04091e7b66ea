import { Badge } from '@mantine/core';
import { IconHourglassHigh } from '@tabler/icons-react';
import { useTranslation } from '../../i18n/useTranslation';
import { Link } from 'react-router';
import { useCan } from '../permissions/useCan';
import { trialBadgeText } from './planState';
import classes from './TrialBadge.module.css';
import { usePlan } from './usePlan';

/**
 * The trial's days left in the header (issue 16): « Essai : 12 jours », « 12 j » on a phone; a
 * link to the plans for who can change the plan, plain text for the others; nothing off trial.
 */
export function TrialBadge() {
  const { t } = useTranslation();
  const plan = usePlan();
  const canManage = useCan('billing:manage');
  if (!plan?.isTrial) return null;
  const { key, count } = trialBadgeText(plan.daysLeft);
  const full = t(key, { count });
  const props = {
    variant: 'light',
    color: 'grape',
    size: 'lg',
    radius: 'sm',
    tt: 'none',
    fw: 600,
    leftSection: <IconHourglassHigh size={16} aria-hidden />,
    title: t('plan.trial.title'),
    'aria-label': full,
    'data-testid': 'trial-badge',
  } as const;
  const content = (
    <>
      <span className={classes.full}>{full}</span>
      <span className={classes.compact} aria-hidden>
        {t('plan.trial.compact', { count })}
      </span>
    </>
  );
  return canManage ? (
    <Badge component={Link} to="/settings/plans" {...props} className={`${classes.badge} ${classes.link}`}>
      {content}
    </Badge>
  ) : (
    <Badge {...props} className={classes.badge}>
      {content}
    </Badge>
  );
}
