import type { ApiError } from '@atelier/contracts';
import type { UseFormReturnType } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { toApiError } from '../../../shared/errors/describeError';
import { currencyInputFormat } from '../../../shared/format/currencyInput';
import { useTranslatedError } from '../../../shared/forms/useTranslatedError';
import { useAccountPreferences, useUpdatePreferences } from '../../../shared/account/api';
import { FailureAlert } from './FailureAlert';
import { StepLayout } from './StepLayout';
import { MoneyInput } from '../../../shared/ui/MoneyInput';

export type RateStepForm = UseFormReturnType<{ rate: number | string }>;

interface RateStepProps {
  form: RateStepForm;
  onNext: () => void;
  onBack: () => void;
  onSkip: () => void;
}

/** Step 3: the standard hourly rate, saved in the account preferences (hourlyRates, STANDARD). */
export function RateStep({ form, onNext, onBack, onSkip }: RateStepProps) {
  const { t, i18n } = useTranslation();
  const errorText = useTranslatedError();
  const { currency } = useAccountPreferences();
  const updatePreferences = useUpdatePreferences();
  const [failure, setFailure] = useState<ApiError | null>(null);
  const locale = i18n.resolvedLanguage === 'en' ? 'en-CA' : 'fr-CA';
  const money = currencyInputFormat(locale, currency);

  const submit = form.onSubmit(async ({ rate }) => {
    setFailure(null);
    try {
      await updatePreferences.mutateAsync({ hourlyRates: { valuePerUnit: Number(rate), rateType: 'STANDARD' } });
      form.resetDirty();
      onNext();
    } catch (error) {
      setFailure(toApiError(error));
    }
  });

  return (
    <StepLayout
      title={t('setup.rate.title')}
      description={t('setup.rate.body')}
      onSubmit={submit}
      primaryLabel={t('setup.continue')}
      primaryLoading={updatePreferences.isPending}
      onSkip={onSkip}
      onBack={onBack}
    >
      <FailureAlert error={failure} fields={[]} />
      <MoneyInput
        label={t('setup.rate.label')}
        format={money}
        fixedDecimalScale={false}
        hideControls={false}
        description={t('setup.rate.description')}
        required
        step={1}
        maw={280}
        data-autofocus
        {...form.getInputProps('rate')}
        error={errorText(form.errors.rate)}
      />
    </StepLayout>
  );
}
