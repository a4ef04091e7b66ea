import type { ApiError } from '@atelier/contracts';
import { formatPhone } from '@atelier/contracts/format';
import { Button, Card, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { fieldErrorCodes, toApiError } from '../../../shared/errors/describeError';
import { ErrorAlert } from '../../../shared/errors/ErrorAlert';
import { applyServerFieldErrors } from '../../../shared/forms/applyServerFieldErrors';
import { useTranslatedError } from '../../../shared/forms/useTranslatedError';
import { notify } from '../../../shared/notifications/notify';
import { PageLoadState } from '../../../shared/ui/PageLoadState';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { useShopName, useUpdateBrand, useWorkspace } from '../../brands';
import { AddressFields } from '../../brands';
import { LogoPicker } from '../components/LogoPicker';
import { toUpdateBrandBody, WORKSPACE_FIELDS, workspaceErrors, workspaceFormValues, type WorkspaceFormValues } from '../workspaceForm';

function SectionTitle({ children }: { children: string }) {
  return (
    <Text component="h2" fw={700} fz="md" mb="md">
      {children}
    </Text>
  );
}

/** /settings/workspace (workshop spec §2): logo, address, email, phone and Save. */
export function WorkspacePage() {
  const { t } = useTranslation();
  const errorText = useTranslatedError();
  const workspace = useWorkspace();
  const shopName = useShopName();
  const updateBrand = useUpdateBrand();
  const [failure, setFailure] = useState<ApiError | null>(null);

  const form = useForm<WorkspaceFormValues>({
    initialValues: workspaceFormValues(null),
    validate: workspaceErrors,
  });

  const brand = workspace.brand;
  const { initialize } = form;
  useEffect(() => {
    if (brand) initialize(workspaceFormValues(brand));
  }, [brand, initialize]);

  const submit = form.onSubmit(async (values) => {
    if (!brand) return;
    setFailure(null);
    try {
      const saved = await updateBrand.mutateAsync({ uuid: brand.uuid, body: toUpdateBrandBody(values) });
      // What the server kept (trimmed, normalised) becomes the new unmodified state.
      const next = workspaceFormValues(saved);
      form.setInitialValues(next);
      form.setValues(next);
      form.resetDirty(next);
      notify({ color: 'teal', message: t('workspace.saved') });
    } catch (error) {
      const apiError = toApiError(error);
      applyServerFieldErrors(form, apiError, WORKSPACE_FIELDS);
      const onFields = Object.keys(fieldErrorCodes(apiError, WORKSPACE_FIELDS)).length;
      setFailure(apiError.details.length > 0 && onFields === apiError.details.length ? null : apiError);
    }
  });

  const header = <PageHeader title={t('workspace.title')} description={t('workspace.description')} />;

  if (workspace.isError || !brand) {
    const failed = workspace.isError ? { title: t('workspace.loadFailed'), onRetry: () => void workspace.refetch() } : undefined;
    return <PageLoadState header={header} failed={failed} skeleton={[150, 360]} />;
  }

  const mobile = form.getInputProps('mobile');
  const dirty = form.isDirty();

  return (
    <div>
      {header}
      <form onSubmit={submit} noValidate>
        <Stack gap="lg" maw={760}>
          <Card>
            <SectionTitle>{t('workspace.logo.title')}</SectionTitle>
            <LogoPicker brand={brand} shopName={shopName} />
          </Card>
          {failure && <ErrorAlert error={failure} />}
          <Card>
            <SectionTitle>{t('workspace.address.title')}</SectionTitle>
            <AddressFields form={form} />
          </Card>
          <Card>
            <SectionTitle>{t('workspace.contact.title')}</SectionTitle>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <TextInput
                label={t('workspace.contact.email')}
                placeholder={t('workspace.contact.emailPlaceholder')}
                type="email"
                autoComplete="email"
                autoCapitalize="none"
                spellCheck={false}
                {...form.getInputProps('email')}
                error={errorText(form.errors.email)}
              />
              <TextInput
                label={t('workspace.contact.mobile')}
                placeholder={t('workspace.contact.mobilePlaceholder')}
                type="tel"
                autoComplete="tel"
                inputMode="tel"
                {...mobile}
                onBlur={(event) => {
                  mobile.onBlur?.(event);
                  const formatted = formatPhone(event.currentTarget.value);
                  if (formatted !== event.currentTarget.value) form.setFieldValue('mobile', formatted);
                }}
                error={errorText(form.errors.mobile)}
              />
            </SimpleGrid>
          </Card>
          <Group justify="flex-end" gap="sm">
            {dirty && (
              <Button variant="subtle" color="gray" onClick={() => form.reset()}>
                {t('workspace.reset')}
              </Button>
            )}
            <Button type="submit" disabled={!dirty} loading={updateBrand.isPending}>
              {t('workspace.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </div>
  );
}
