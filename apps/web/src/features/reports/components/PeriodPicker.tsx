import { REPORT_DATE_MAX, REPORT_DATE_MIN } from '@atelier/contracts/reports';
import { Button, Chip, Group, Stack } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { DateRangeInputs } from '../../../shared/ui/DateRangeInputs';
import { presetOfPeriod, type PeriodChoices } from '../periodChoices';
import type { Period } from '../productivityPeriod';
import classes from './Report.module.css';

/**
 * A report's period: its presets (days of the shop, around `today`) or a custom range applied
 * with its button. Chips wrap on a phone.
 */
export function PeriodPicker<P extends string>({
  choices,
  period,
  today,
  onChange,
}: {
  choices: PeriodChoices<P>;
  period: Period;
  today: string;
  onChange: (period: Period) => void;
}) {
  const { t } = useTranslation();
  const current = presetOfPeriod(choices, period, today);
  const [custom, setCustom] = useState(current === 'custom');
  const choice: string = custom ? 'custom' : current;

  const choose = (value: string) => {
    if (value === 'custom') {
      setCustom(true);
      return;
    }
    setCustom(false);
    onChange(choices.periodOf(value as P, today));
  };

  return (
    <Stack gap="sm" className={classes.noPrint}>
      <Chip.Group multiple={false} value={choice} onChange={choose}>
        <Group gap="xs" role="radiogroup" aria-label={t(`${choices.texts}.periodLabel`)}>
          {[...choices.presets, 'custom' as const].map((value) => (
            <Chip key={value} value={value} variant="outline">
              {t(`${choices.texts}.preset.${value}`)}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
      {choice === 'custom' && <CustomRange key={`${period.from}|${period.to}`} choices={choices} period={period} onApply={onChange} />}
    </Stack>
  );
}

function CustomRange<P extends string>({ choices, period, onApply }: { choices: PeriodChoices<P>; period: Period; onApply: (period: Period) => void }) {
  const { t } = useTranslation();
  const [from, setFrom] = useState(period.from);
  const [to, setTo] = useState(period.to);
  const [problem, setProblem] = useState<ReturnType<PeriodChoices<P>['problemOf']>>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = choices.problemOf({ from, to });
    setProblem(found);
    if (!found) onApply({ from, to });
  };

  const toError = problem === 'to' ? 'rangeInvalidDate' : problem === 'order' ? 'rangeOrder' : problem === 'length' ? 'rangeLength' : null;
  return (
    <form className={classes.rangeForm} onSubmit={submit} noValidate aria-label={t(`${choices.texts}.customLabel`)}>
      <DateRangeInputs
        from={from}
        to={to}
        onFromChange={setFrom}
        onToChange={setTo}
        labels={{ from: t('reports.from'), to: t('reports.to') }}
        errors={{
          from: problem === 'from' ? t('reports.rangeInvalidDate') : undefined,
          to: toError ? t(toError === 'rangeLength' ? `${choices.texts}.rangeLength` : `reports.${toError}`) : undefined,
        }}
        min={REPORT_DATE_MIN}
        max={REPORT_DATE_MAX}
        inputProps={{ className: classes.dateField }}
      />
      <Button type="submit" variant="default" leftSection={<IconCheck size={18} />}>
        {t(`${choices.texts}.apply`)}
      </Button>
    </form>
  );
}
