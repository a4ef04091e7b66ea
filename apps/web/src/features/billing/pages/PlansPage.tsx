import type { PackagesResponse } from '@atelier/contracts';
import type { PlanName } from '@atelier/contracts/plans';
import { Alert, Anchor, Card, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconInfinity } from '@tabler/icons-react';
import { useState } from 'react';
import { Trans } from '../../../i18n/Trans';
import { useTranslation } from '../../../i18n/useTranslation';
import { isApiRequestError } from '../../../shared/api/ApiRequestError';
import { showErrorToast } from '../../../shared/errors/showErrorToast';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { PageLoadState } from '../../../shared/ui/PageLoadState';
import { useAccountPreferences } from '../../../shared/account/api';
import { moneyLocale } from '../../../shared/format/money';
import { useCheckout, usePackages } from '../api';
import { CurrentPlanText } from '../components/CurrentPlanText';
import { PlanCard } from '../components/PlanCard';
import { planCardAction, recommendedPlan } from '../planCardAction';
import { planPriceText } from '../planPriceText';
import { usePlanRefresh } from '../usePlanRefresh';
import { useSuccessReturn } from '../useSuccessReturn';

/**
 * /settings/plans « Nos forfaits » (workshop §2 "Plans", §4 "Plan"): the current plan with a
 * contact-sales link and the three cards. Changing plan goes to the payment page when the server
 * answers a url, otherwise the change is done: the session is refreshed. Coming back from the
 * payment page (?success=1) refreshes it too.
 */
export function PlansPage() {
  const { t } = useTranslation();
  const packages = usePackages();
  const refreshPlan = usePlanRefresh();
  useSuccessReturn(refreshPlan);
  const header = <PageHeader title={t('billing.plans.title')} description={t('billing.plans.description')} />;
  if (!packages.data) {
    return (
      <PageLoadState
        header={header}
        failed={packages.isError ? { title: t('billing.loadError'), onRetry: () => void packages.refetch() } : undefined}
        skeleton={[90, 520]}
      />
    );
  }
  return (
    <div>
      {header}
      <Plans packages={packages.data} onChanged={refreshPlan} />
    </div>
  );
}

function Plans({ packages, onChanged }: { packages: PackagesResponse; onChanged: () => Promise<void> }) {
  const { t, i18n } = useTranslation();
  const { currency } = useAccountPreferences();
  const checkout = useCheckout();
  const [pending, setPending] = useState<PlanName | null>(null);
  // A 409 ERR_BILLING_UNAVAILABLE says this installation has no online payment after all.
  const [operatorOnly, setOperatorOnly] = useState(false);
  const { current, billingEmail } = packages.metadata;
  const mode = operatorOnly && packages.metadata.mode === 'stripe' ? 'self-hosted' : packages.metadata.mode;
  const locale = moneyLocale(i18n.resolvedLanguage);
  const formatCount = new Intl.NumberFormat(locale).format;
  const priceTexts = { free: t('billing.plans.free'), perMonth: (amount: string) => t('billing.plans.perMonth', { amount }) };
  const recommended = recommendedPlan(current, mode);

  const change = (plan: PlanName) => {
    setPending(plan);
    checkout.mutate(plan, {
      onSuccess: ({ url }) => {
        // The payment page; the pending state stays until the browser leaves.
        if (url) window.location.assign(url);
        else void onChanged().finally(() => setPending(null));
      },
      onError: (error) => {
        setPending(null);
        if (isApiRequestError(error) && error.status === 409 && error.code === 'ERR_BILLING_UNAVAILABLE') setOperatorOnly(true);
        else showErrorToast(error);
      },
    });
  };

  return (
    <Stack gap="lg" maw={1120}>
      <Card data-testid="plans-current">
        <Stack gap={6}>
          <CurrentPlanText packages={{ ...packages, metadata: { ...packages.metadata, mode } }} />
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            <Trans
              i18nKey="billing.plans.contactSales"
              values={{ email: billingEmail }}
              components={{ mail: <Anchor href={`mailto:${billingEmail}`} inherit fw={600} data-testid="plans-contact-sales" /> }}
            />
          </Text>
        </Stack>
      </Card>
      {mode === 'off' && (
        <Alert variant="light" color="teal" icon={<IconInfinity size={20} />} data-testid="plans-off">
          {t('billing.plans.off')}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
        {packages.data.map((plan) => (
          <PlanCard
            key={plan.name}
            plan={plan}
            formatCount={formatCount}
            price={planPriceText(plan.price, locale, currency, priceTexts)}
            action={planCardAction(plan.name, current, mode)}
            recommended={recommended === plan.name}
            pending={pending}
            onChange={change}
          />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
