import { Button, Card, Group, NumberInput, Stack } from '@mantine/core';
import { IconClockPause } from '@tabler/icons-react';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import type { ApiError } from '@atelier/contracts';
import { ErrorAlert } from '../../../shared/errors/ErrorAlert';
import { toApiError } from '../../../shared/errors/describeError';
import { notify } from '../../../shared/notifications/notify';
import { useAccount, useAccountPreferences, useUpdatePreferences } from '../../../shared/account/api';
import { SectionHeading } from '../../../shared/ui/SectionHeading';
import { AUTO_CLOSE_MAX, AUTO_CLOSE_MIN, autoCloseHours } from '../timeClockForm';

/**
 * "Pointage" (issue 13, forgotten clocks): after how many hours the server closes a clock left
 * running, flagging the entry for review (account preference timelogAutoCloseHours). Save is
 * enabled only once the value differs from the stored one.
 */
export function TimeClockCard() {
  const { t } = useTranslation();
  const account = useAccount();
  const stored = useAccountPreferences().timelogAutoCloseHours;
  const save = useUpdatePreferences();
  const [value, setValue] = useState<number | string>(stored);
  const [failure, setFailure] = useState<ApiError | null>(null);
  useEffect(() => setValue(stored), [stored]);

  const hours = autoCloseHours(value);
  const dirty = hours !== stored;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (hours === null || !dirty) return;
    setFailure(null);
    try {
      await save.mutateAsync({ timelogAutoCloseHours: hours });
      notify({ color: 'teal', message: t('success.update') });
    } catch (error) {
      setFailure(toApiError(error));
    }
  };

  return (
    <Card component="section" aria-labelledby="time-clock-title" data-testid="time-clock-card">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="md">
          <SectionHeading icon={IconClockPause} id="time-clock-title" title={t('statuses.timeClock.title')} description={t('statuses.timeClock.description')} />
          {failure && <ErrorAlert error={failure} />}
          <NumberInput
            label={t('statuses.timeClock.label')}
            description={t('statuses.timeClock.help')}
            inputWrapperOrder={['label', 'input', 'error', 'description']}
            min={AUTO_CLOSE_MIN}
            max={AUTO_CLOSE_MAX}
            allowNegative={false}
            allowDecimal={false}
            clampBehavior="none"
            value={value}
            onChange={setValue}
            error={hours === null && value !== '' ? t('statuses.timeClock.range', { min: AUTO_CLOSE_MIN, max: AUTO_CLOSE_MAX }) : undefined}
            disabled={account.isPending}
            maw={520}
            data-testid="timelog-auto-close-hours"
          />
          <Group>
            <Button type="submit" disabled={hours === null || !dirty || account.isPending} loading={save.isPending} w={{ base: '100%', xs: 'auto' }}>
              {t('statuses.timeClock.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
