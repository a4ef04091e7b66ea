import { Stack } from '@mantine/core';
import { useTranslation } from '../../../i18n/useTranslation';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { PageLoadState } from '../../../shared/ui/PageLoadState';
import { usePackages } from '../api';
import { BillingContact } from '../components/BillingContact';
import { CurrentPlanCard } from '../components/CurrentPlanCard';
import { InvoicesCard } from '../components/InvoicesCard';
import { UsageCard } from '../components/UsageCard';

/**
 * /settings/billing and /billing (workshop §2 "Billing"): the plan in force, the usage against
 * its limits, 'Voir les forfaits', the subscription's invoices and the billing mailbox.
 */
export function BillingPage() {
  const { t } = useTranslation();
  const packages = usePackages();
  const header = <PageHeader title={t('billing.title')} description={t('billing.description')} />;
  if (!packages.data) {
    return (
      <PageLoadState
        header={header}
        failed={packages.isError ? { title: t('billing.loadError'), onRetry: () => void packages.refetch() } : undefined}
        skeleton={[130, 320, 140]}
      />
    );
  }
  const { mode, billingEmail } = packages.data.metadata;
  return (
    <div>
      {header}
      <Stack gap="lg" maw={880}>
        <CurrentPlanCard packages={packages.data} />
        <UsageCard />
        <InvoicesCard enabled={mode === 'stripe'} />
        <BillingContact email={billingEmail} />
      </Stack>
    </div>
  );
}
