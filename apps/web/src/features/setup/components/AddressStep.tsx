import type { ApiError, Brand } from '@atelier/contracts';
import type { UseFormReturnType } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { toApiError } from '../../../shared/errors/describeError';
import { applyServerFieldErrors } from '../../../shared/forms/applyServerFieldErrors';
import { ADDRESS_FIELDS, toAddressInput, type AddressFormValues } from '../../brands';
import { useUpdateBrand } from '../../brands';
import { AddressFields } from '../../brands';
import { FailureAlert } from './FailureAlert';
import { StepLayout } from './StepLayout';

export type AddressStepForm = UseFormReturnType<{ address: AddressFormValues }>;

const FIELD_PATHS = ADDRESS_FIELDS.map((field) => `address.${field}`);

interface AddressStepProps {
  form: AddressStepForm;
  brand: Brand;
  onNext: () => void;
  onBack: () => void;
  onSkip: () => void;
}

/** Step 2: the shop address, saved with PUT /api/brands/{uuid}; the wizard moves on only on success. */
export function AddressStep({ form, brand, onNext, onBack, onSkip }: AddressStepProps) {
  const { t } = useTranslation();
  const updateBrand = useUpdateBrand();
  const [failure, setFailure] = useState<ApiError | null>(null);

  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    try {
      // Only the address: the server keeps the workspace's email and phone when they are not sent.
      await updateBrand.mutateAsync({ uuid: brand.uuid, body: { address: toAddressInput(values.address) } });
      form.resetDirty();
      onNext();
    } catch (error) {
      const apiError = toApiError(error);
      applyServerFieldErrors(form, apiError, FIELD_PATHS);
      setFailure(apiError);
    }
  });

  return (
    <StepLayout
      title={t('setup.address.title')}
      description={t('setup.address.body')}
      onSubmit={submit}
      primaryLabel={t('setup.continue')}
      primaryLoading={updateBrand.isPending}
      onSkip={onSkip}
      onBack={onBack}
    >
      <FailureAlert error={failure} fields={FIELD_PATHS} />
      <AddressFields form={form} autoFocus />
    </StepLayout>
  );
}
