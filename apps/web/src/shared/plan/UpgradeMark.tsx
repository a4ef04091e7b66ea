import { cheapestPlanWith, type EnforcedFeature } from '@atelier/contracts/plans';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from '../../i18n/useTranslation';

/** The small lock on an upgrade button; its label names the plan that unlocks it. */
export function UpgradeMark({ feature, size = 14 }: { feature: EnforcedFeature; size?: number }) {
  const { t } = useTranslation();
  const label = t('plan.locked', { plan: t(`plan.names.${cheapestPlanWith(feature)}`) });
  return (
    <span role="img" aria-label={label} title={label} data-testid="upgrade-mark" style={{ display: 'inline-flex' }}>
      <IconLock size={size} aria-hidden />
    </span>
  );
}
