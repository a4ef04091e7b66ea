import { Alert, Button, Card, SimpleGrid, Skeleton, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { GrowingTextarea } from '../../../shared/ui/GrowingTextarea';
import type { UseFormReturnType } from '@mantine/form';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { useTranslatedError } from '../../../shared/forms/useTranslatedError';
import { legalSections, type LegalIdentityFormValues, type LegalSection } from '../legalIdentityForm';

interface LegalIdentityCardProps {
  form: UseFormReturnType<LegalIdentityFormValues>;
  /** The shop's country (workspace address): its registration numbers come first. */
  country: string | null;
  /** Not loaded yet, or failed (with a retry). */
  state: 'ready' | 'loading' | { failed: () => void };
  /** Without invoices:finalize the identity is shown, not edited. */
  readOnly: boolean;
  /** The default late-payment mention was put in the field and is not saved yet. */
  proposedPenalty: boolean;
  /** The shop's name, printed when no legal name is given. */
  shopName: string;
}

/**
 * 'Identité légale' (issue 14): what the invoices print about the shop — the legal name and
 * form, the GST/QST numbers (Québec, Canada), SIREN, SIRET, VAT number, RCS, VAT franchise and
 * late-payment mention (France), a footer. Checked on blur by the contract's validators; saved
 * with the page's other settings.
 */
export function LegalIdentityCard({ form, country, state, readOnly, proposedPenalty, shopName }: LegalIdentityCardProps) {
  const { t } = useTranslation();
  const errorText = useTranslatedError();
  const text = (field: keyof LegalIdentityFormValues) => {
    const props = form.getInputProps(field);
    return { ...props, error: errorText(props.error as string | undefined), readOnly };
  };

  const sections: Record<LegalSection, ReactNode> = {
    canada: (
      <Stack gap="sm" key="canada" data-testid="legal-section-canada">
        <Title order={3} size="h5">
          {t('invoicing.legal.canada')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput label={t('invoicing.legal.gstNumber')} placeholder="123456789 RT 0001" autoComplete="off" {...text('gstNumber')} />
          <TextInput label={t('invoicing.legal.qstNumber')} placeholder="1234567890 TQ 0001" autoComplete="off" {...text('qstNumber')} />
        </SimpleGrid>
        <Text size="xs" c="dimmed">
          {t('invoicing.legal.canadaHelp')}
        </Text>
      </Stack>
    ),
    france: (
      <Stack gap="sm" key="france" data-testid="legal-section-france">
        <Title order={3} size="h5">
          {t('invoicing.legal.france')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput label={t('invoicing.legal.siren')} placeholder="123 456 789" autoComplete="off" inputMode="numeric" {...text('siren')} />
          <TextInput label={t('invoicing.legal.siret')} placeholder="123 456 789 00012" autoComplete="off" inputMode="numeric" {...text('siret')} />
          <TextInput label={t('invoicing.legal.vatNumber')} placeholder="FR12 123456789" autoComplete="off" {...text('vatNumber')} />
          <TextInput label={t('invoicing.legal.rcs')} placeholder={t('invoicing.legal.rcsPlaceholder')} autoComplete="off" {...text('rcs')} />
        </SimpleGrid>
        <Switch
          label={t('invoicing.legal.vatExempt')}
          description={t('invoicing.legal.vatExemptHelp')}
          disabled={readOnly}
          {...form.getInputProps('vatExempt', { type: 'checkbox' })}
        />
        <GrowingTextarea
          label={t('invoicing.legal.latePaymentPenalty')}
          description={t('invoicing.legal.latePaymentPenaltyHelp')}
          minRows={2}
          maxRows={5}
          {...text('latePaymentPenalty')}
        />
        {proposedPenalty && (
          <Text size="xs" c="dimmed" data-testid="legal-penalty-proposed">
            {t('invoicing.legal.penaltyProposed')}
          </Text>
        )}
      </Stack>
    ),
  };

  return (
    <Card component="section" aria-labelledby="invoicing-legal" data-testid="legal-identity">
      <Stack gap="md">
        <div>
          <Title order={2} size="h4" id="invoicing-legal">
            {t('invoicing.legal.title')}
          </Title>
          <Text size="sm" c="dimmed" mt={4}>
            {t('invoicing.legal.description')}
          </Text>
        </div>
        {state === 'loading' ? (
          <Stack gap="sm" aria-busy="true">
            <Skeleton h={36} />
            <Skeleton h={36} />
            <Skeleton h={36} />
          </Stack>
        ) : state !== 'ready' ? (
          <Alert color="red" role="alert" title={t('invoicing.legal.loadFailed')}>
            <Button size="xs" variant="light" color="red" onClick={state.failed}>
              {t('common.retry')}
            </Button>
          </Alert>
        ) : (
          <>
            {readOnly && (
              <Text size="sm" c="dimmed" data-testid="legal-read-only">
                {t('invoicing.legal.readOnly')}
              </Text>
            )}
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
              <TextInput label={t('invoicing.legal.legalName')} placeholder={shopName} autoComplete="organization" {...text('legalName')} />
              <TextInput label={t('invoicing.legal.legalForm')} placeholder={t('invoicing.legal.legalFormPlaceholder')} autoComplete="off" {...text('legalForm')} />
              <TextInput
                label={t('invoicing.legal.shareCapital')}
                placeholder={t('invoicing.legal.shareCapitalPlaceholder')}
                autoComplete="off"
                {...text('shareCapital')}
              />
            </SimpleGrid>
            {legalSections(country).map((section) => sections[section])}
            <GrowingTextarea label={t('invoicing.legal.footer')} description={t('invoicing.legal.footerHelp')} minRows={2} maxRows={6} {...text('footer')} />
          </>
        )}
      </Stack>
    </Card>
  );
}
