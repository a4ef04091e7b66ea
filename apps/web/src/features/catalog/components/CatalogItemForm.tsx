import type { ApiError } from '@atelier/contracts';
import { GrowingTextarea } from '../../../shared/ui/GrowingTextarea';
import { CATALOG_CODE_MAX, type CatalogItem, type CatalogKind } from '@atelier/contracts/catalog';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconClockDollar, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { toApiError } from '../../../shared/errors/describeError';
import { ErrorAlert } from '../../../shared/errors/ErrorAlert';
import { applyServerFieldErrors } from '../../../shared/forms/applyServerFieldErrors';
import { useTranslatedError } from '../../../shared/forms/useTranslatedError';
import { notify } from '../../../shared/notifications/notify';
import { useMoneyFormatter } from '../../accounts';
import { useSaveCatalogItem } from '../api';
import { CATALOG_FORM_FIELDS, catalogFormValues, priceOf, toCatalogInput, validateCatalogForm, type CatalogFormValues } from '../catalogFormValues';
import { CATALOG_KIND_PAGES } from '../catalogKinds';
import { MoneyInput } from '../../../shared/ui/MoneyInput';

interface CatalogItemFormProps {
  kind: CatalogKind;
  item: CatalogItem | null;
  onDone: () => void;
  /** Asks to delete the item being edited (the confirmation is the page's). */
  onDelete?: () => void;
}

/** Name (required), code, description and price in the account's currency. */
export function CatalogItemForm({ kind, item, onDone, onDelete }: CatalogItemFormProps) {
  const { t } = useTranslation();
  const texts = CATALOG_KIND_PAGES[kind].texts;
  const errorText = useTranslatedError();
  const money = useMoneyFormatter();
  const save = useSaveCatalogItem(kind);
  const [failure, setFailure] = useState<ApiError | null>(null);

  const form = useForm<CatalogFormValues>({
    initialValues: catalogFormValues(item),
    validate: (values) => validateCatalogForm(values, kind),
  });

  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    try {
      const saved = await save.mutateAsync({ id: item?.id ?? null, body: toCatalogInput(values) });
      notify({ color: 'green', message: item ? t('success.update') : t(`${texts}.created`, { name: saved.name }) });
      onDone();
    } catch (error) {
      const apiError = toApiError(error);
      applyServerFieldErrors(form, apiError, CATALOG_FORM_FIELDS);
      // A taken code says so in the catalogue's words (service or product), not the catalogue code's.
      if (apiError.details.some((d) => d.field === 'code' && d.message === 'ERR_CATALOG_CODE_EXISTS')) form.setFieldError('code', 'catalog.form.codeTaken');
      const unshown = apiError.details.length === 0 || apiError.details.some((d) => !(CATALOG_FORM_FIELDS as readonly string[]).includes(d.field));
      setFailure(unshown ? apiError : null);
    }
  });

  const input = (field: (typeof CATALOG_FORM_FIELDS)[number]) => {
    const props = form.getInputProps(field);
    return { ...props, error: errorText(props.error) };
  };
  // §5: a service without a price is priced at the hourly rate on the work order.
  const atHourlyRate = kind === 'SERVICE' && priceOf(form.values.price) === null;

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {failure && <ErrorAlert error={failure} />}
        <TextInput label={t('catalog.field.name')} required autoComplete="off" data-autofocus {...input('name')} />
        <TextInput
          label={t('catalog.field.code')}
          description={t('catalog.field.codeHint')}
          placeholder={kind === 'SERVICE' ? 'SRV-010' : 'PRD-010'}
          maxLength={CATALOG_CODE_MAX}
          autoComplete="off"
          spellCheck={false}
          {...input('code')}
        />
        <GrowingTextarea label={t('catalog.field.description')} minRows={2} maxRows={8} {...input('description')} />
        <Stack gap={6}>
          <MoneyInput
            label={t('catalog.field.price')}
            format={money.input}
            required={kind === 'PRODUCT'}
            placeholder={kind === 'SERVICE' ? t('catalog.hourlyRate') : undefined}
            {...input('price')}
          />
          {atHourlyRate && (
            <Group gap={6} wrap="nowrap" align="flex-start" data-testid="hourly-rate-hint">
              <IconClockDollar size={16} stroke={1.7} style={{ flexShrink: 0, marginTop: 2 }} color="var(--mantine-color-dimmed)" />
              <Text size="xs" c="dimmed">
                {money.hourlyRate ? t('catalog.form.hourlyRateHint', { rate: money.hourlyRate }) : t('catalog.form.hourlyRateHintNoRate')}
              </Text>
            </Group>
          )}
        </Stack>
        <Group justify="space-between" gap="sm" mt="sm">
          {item && onDelete ? (
            <Button variant="subtle" color="red" px="xs" leftSection={<IconTrash size={16} />} onClick={onDelete} disabled={save.isPending}>
              {t('catalog.delete')}
            </Button>
          ) : (
            <span />
          )}
          <Group gap="sm" ml="auto">
            <Button variant="default" onClick={onDone} disabled={save.isPending}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending} disabled={!!item && !form.isDirty()}>
              {item ? t('catalog.form.submitUpdate') : t('catalog.form.submitAdd')}
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}
