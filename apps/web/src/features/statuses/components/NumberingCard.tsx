import { Alert, Button, Card, Group, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import { IconBulb, IconHash, IconInfoCircle } from '@tabler/icons-react';
import { useEffect, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/useTranslation';
import { worksheetNumber as formatNumber } from '../../../shared/format/worksheetNumber';
import { ErrorAlert } from '../../../shared/errors/ErrorAlert';
import { toApiError } from '../../../shared/errors/describeError';
import { notify } from '../../../shared/notifications/notify';
import { useAccountPreferences, useAccount, useUpdatePreferences } from '../../../shared/account/api';
import { numberingKeys, useNextWorksheetNumber } from '../api';
import { numberingErrors, START_MIN } from '../numberingForm';
import type { ApiError } from '@atelier/contracts';
import { SectionHeading } from '../../../shared/ui/SectionHeading';

/**
 * Work-order numbering (workshop §2 "Work-order numbering settings"): the info box, the shop's
 * number prefix (issue 10: 'BT' in BT-1042, the shop's whatever the reader's language), the
 * starting number (minimum 0) and Save, stored in the account preferences (worksheetPrefix,
 * worksheetStartNumber).
 */
export function NumberingCard() {
  const { t } = useTranslation();
  const account = useAccount();
  const preferences = useAccountPreferences();
  const save = useUpdatePreferences();
  const upcoming = useNextWorksheetNumber();
  const client = useQueryClient();
  const stored = preferences.worksheetStartNumber;
  const storedPrefix = preferences.worksheetPrefix;
  const [value, setValue] = useState<number | string>(stored);
  const [prefix, setPrefix] = useState(storedPrefix);
  const [failure, setFailure] = useState<ApiError | null>(null);
  useEffect(() => setValue(stored), [stored]);
  useEffect(() => setPrefix(storedPrefix), [storedPrefix]);

  const number = typeof value === 'number' ? value : Number.NaN;
  const errors = numberingErrors(number, prefix);
  const numberValid = !errors.worksheetStartNumber;
  const prefixValid = !errors.worksheetPrefix;
  const valid = numberValid && prefixValid;
  const numberDirty = number !== stored;
  const dirty = numberDirty || prefix !== storedPrefix;
  // The preview writes the prefix being typed, once it is one.
  const worksheetNumber = (id: number) => formatNumber(prefixValid ? prefix : storedPrefix, id);
  // A start number at or below the last number given changes nothing yet: numbers are never reused.
  const lastUsed = upcoming.data?.lastUsed ?? null;
  const belowUsed = numberValid && numberDirty && lastUsed !== null && number <= lastUsed;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!valid || !dirty) return;
    setFailure(null);
    try {
      await save.mutateAsync({ ...(numberDirty && { worksheetStartNumber: number }), ...(prefix !== storedPrefix && { worksheetPrefix: prefix }) });
      notify({ color: 'teal', message: t('success.update') });
      void client.invalidateQueries({ queryKey: numberingKeys.nextNumber });
    } catch (error) {
      setFailure(toApiError(error));
    }
  };

  return (
    <Card component="section" aria-labelledby="numbering-title" data-testid="numbering-card">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="md">
          <SectionHeading icon={IconHash} id="numbering-title" title={t('statuses.numbering.title')} description={t('statuses.numbering.description')} />
          <Alert variant="light" color="blue" icon={<IconInfoCircle size={20} />}>
            {t('statuses.numbering.info')}
          </Alert>
          {failure && <ErrorAlert error={failure} />}
          <Group align="flex-end" gap="sm" wrap="wrap">
            <TextInput
              label={t('statuses.numbering.prefixLabel')}
              value={prefix}
              onChange={(event) => setPrefix(event.currentTarget.value.toUpperCase().replace(/\s/g, ''))}
              maxLength={6}
              autoCapitalize="characters"
              spellCheck={false}
              error={errors.worksheetPrefix && t(errors.worksheetPrefix)}
              disabled={account.isPending}
              w={{ base: '100%', xs: 120 }}
              data-testid="worksheet-prefix"
            />
            <NumberInput
              label={t('statuses.numbering.label')}
              min={START_MIN}
              allowNegative={false}
              allowDecimal={false}
              thousandSeparator={false}
              value={value}
              onChange={setValue}
              error={errors.worksheetStartNumber && value !== '' ? t(errors.worksheetStartNumber) : undefined}
              disabled={account.isPending}
              w={{ base: '100%', xs: 220 }}
            />
            <Button type="submit" disabled={!valid || !dirty || account.isPending} loading={save.isPending} w={{ base: '100%', xs: 'auto' }}>
              {t('statuses.numbering.save')}
            </Button>
          </Group>
          {upcoming.data && (
            <Text size="sm" c={belowUsed ? 'orange' : undefined} fw={belowUsed ? 500 : undefined} data-testid="next-worksheet-number">
              {belowUsed && lastUsed !== null
                ? t('statuses.numbering.belowUsed', { last: worksheetNumber(lastUsed), next: worksheetNumber(lastUsed + 1) })
                : t('statuses.numbering.next', { next: worksheetNumber(numberValid && numberDirty ? Math.max(number, (lastUsed ?? -1) + 1) : upcoming.data.next) })}
            </Text>
          )}
          <Group gap={8} wrap="nowrap" align="flex-start">
            <IconBulb size={18} style={{ flexShrink: 0, marginTop: 2 }} color="var(--mantine-color-yellow-filled)" aria-hidden="true" />
            <Text size="sm" c="dimmed">
              {t('statuses.numbering.tip')}
            </Text>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
