import { Alert, Button, Card, Group, NumberInput, Stack, Text } from '@mantine/core';
import { IconBulb, IconHash, IconInfoCircle } from '@tabler/icons-react';
import { useEffect, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useWorksheetNumber } from '../../../shared/hooks/useWorksheetNumber';
import { ErrorAlert } from '../../../shared/errors/ErrorAlert';
import { toApiError } from '../../../shared/errors/describeError';
import { notify } from '../../../shared/notifications/notify';
import { useAccountPreferences, useAccount, useUpdatePreferences } from '../../accounts/api';
import { statusKeys, useNextWorksheetNumber } from '../api';
import type { ApiError } from '@atelier/contracts';
import { SectionHeading } from '../../../shared/ui/SectionHeading';

/** §5: the worksheet start number is at least 0. */
const START_MIN = 0;

/**
 * Work-order numbering (workshop §2 "Work-order numbering settings"): the info box, the starting
 * number (minimum 0) and Save, stored in the account preferences (worksheetStartNumber).
 */
export function NumberingCard() {
  const { t } = useTranslation();
  const account = useAccount();
  const preferences = useAccountPreferences();
  const save = useUpdatePreferences();
  const upcoming = useNextWorksheetNumber();
  const client = useQueryClient();
  const worksheetNumber = useWorksheetNumber();
  const stored = preferences.worksheetStartNumber;
  const [value, setValue] = useState<number | string>(stored);
  const [failure, setFailure] = useState<ApiError | null>(null);
  useEffect(() => setValue(stored), [stored]);

  const number = typeof value === 'number' ? value : Number.NaN;
  const valid = Number.isInteger(number) && number >= START_MIN;
  const dirty = number !== stored;
  // A start number at or below the last number given changes nothing yet: numbers are never reused.
  const lastUsed = upcoming.data?.lastUsed ?? null;
  const belowUsed = valid && dirty && lastUsed !== null && number <= lastUsed;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!valid || !dirty) return;
    setFailure(null);
    try {
      await save.mutateAsync({ worksheetStartNumber: number });
      notify({ color: 'teal', message: t('success.update') });
      void client.invalidateQueries({ queryKey: statusKeys.nextNumber });
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
            <NumberInput
              label={t('statuses.numbering.label')}
              min={START_MIN}
              allowNegative={false}
              allowDecimal={false}
              thousandSeparator={false}
              value={value}
              onChange={setValue}
              error={!valid && value !== '' ? t('statuses.numbering.min') : undefined}
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
                : t('statuses.numbering.next', { next: worksheetNumber(valid && dirty ? Math.max(number, (lastUsed ?? -1) + 1) : upcoming.data.next) })}
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
