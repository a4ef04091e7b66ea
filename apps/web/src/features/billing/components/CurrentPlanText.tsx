import type { PackagesResponse } from '@atelier/contracts';
import { trialDaysLeft } from '@atelier/contracts/plans';
import { Text } from '@mantine/core';
import { Trans } from '../../../i18n/Trans';
import { useTranslation } from '../../../i18n/useTranslation';

/**
 * The current plan in one sentence (§2 "Billing", "Plans"): « Vous êtes sur le forfait
 * Essentiel. », the trial with its days left, or no limits at all (BILLING=off); self-hosted,
 * who chooses the plan.
 */
export function CurrentPlanText({ packages }: { packages: PackagesResponse }) {
  const { t } = useTranslation();
  const { current, mode } = packages.metadata;
  const strong = { strong: <Text span fw={700} inherit /> };
  let sentence;
  if (mode === 'off') sentence = t('billing.current.off');
  else if (current.isTrial) sentence = <Trans i18nKey="billing.current.trial" count={trialDaysLeft(current.trialEndsAt)} components={strong} />;
  else sentence = <Trans i18nKey="billing.current.plan" values={{ name: t(`plan.names.${current.name}`) }} components={strong} />;
  return (
    <>
      <Text size="md" data-testid="billing-current-text">
        {sentence}
      </Text>
      {mode === 'self-hosted' && (
        <Text size="sm" c="dimmed">
          {t('billing.current.selfHosted')}
        </Text>
      )}
    </>
  );
}
