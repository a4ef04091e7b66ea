import { ActionIcon, Box, Button, Group, Select, Switch, Tooltip } from '@mantine/core';
import { IconChevronLeft, IconChevronRight, IconFilterOff } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { DateRangeInputs } from '../../../shared/ui/DateRangeInputs';
import { useTechnicians } from '../../../shared/users/technicians';
import { isCalendarDate, weekOf } from '../shopClock';
import { shiftPeriod, type TimesheetQuery } from '../timesheetQuery';
import { WorksheetPicker } from './WorksheetPicker';

interface Props {
  query: TimesheetQuery;
  today: string;
  canAll: boolean;
  onChange: (changes: Partial<Omit<TimesheetQuery, 'page'>>) => void;
}

/** The period (a week by default, previous / next, or any range), technician, work order and "to review". */
export function TimesheetFilters({ query, today, canAll, onChange }: Props) {
  const { t } = useTranslation();
  const technicians = useTechnicians();
  const people = useMemo(() => (canAll ? (technicians.data ?? []).map((person) => ({ value: person.uuid, label: person.fullname })) : []), [canAll, technicians.data]);
  const thisWeek = weekOf(today);
  const onThisWeek = query.from === thisWeek.from && query.to === thisWeek.to;
  const active = query.userUuid || query.workorderUuid || query.toReview || !onThisWeek;
  // A week moves by weeks; another range by its own length.
  const moveBy = (weeks: number) => onChange(shiftPeriod(query, weeks));
  const arrow = (direction: 'previous' | 'next', from?: 'xs') => {
    const label = t(direction === 'previous' ? 'timelog.filter.previousWeek' : 'timelog.filter.nextWeek');
    const Icon = direction === 'previous' ? IconChevronLeft : IconChevronRight;
    return (
      <Tooltip label={label}>
        <ActionIcon
          variant="default"
          size={42}
          aria-label={label}
          onClick={() => moveBy(direction === 'previous' ? -1 : 1)}
          visibleFrom={from}
          data-testid={`timesheet-${direction}${from ? '' : '-phone'}`}
        >
          <Icon size={20} />
        </ActionIcon>
      </Tooltip>
    );
  };
  const thisWeekButton = (
    <Button variant="light" size="md" onClick={() => onChange(thisWeek)}>
      {t('timelog.filter.thisWeek')}
    </Button>
  );
  const setDay = (key: 'from' | 'to', value: string) => {
    if (!isCalendarDate(value)) return;
    const other = key === 'from' ? query.to : query.from;
    // A range typed the wrong way round follows the day just typed.
    if (key === 'from') onChange({ from: value, to: value > other ? value : other });
    else onChange({ to: value, from: value < other ? value : other });
  };

  return (
    <Group gap="sm" p="md" align="flex-end" wrap="wrap" style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }} data-testid="timesheet-filters">
      <Group gap={4} align="flex-end" wrap="nowrap" w={{ base: '100%', sm: 'auto' }}>
        {arrow('previous', 'xs')}
        <DateRangeInputs
          from={query.from}
          to={query.to}
          onFromChange={(value) => setDay('from', value)}
          onToChange={(value) => setDay('to', value)}
          labels={{ from: t('timelog.filter.from'), to: t('timelog.filter.to') }}
          inputProps={{ size: 'md', style: { flex: 1 }, miw: 0 }}
          testIds={{ from: 'timesheet-from', to: 'timesheet-to' }}
        />
        {arrow('next', 'xs')}
      </Group>
      {/* On a phone the dates take the row: the arrows go under them. */}
      <Group gap="sm" hiddenFrom="xs" wrap="nowrap" w="100%">
        {arrow('previous')}
        {arrow('next')}
        {!onThisWeek && thisWeekButton}
      </Group>
      {!onThisWeek && <Box visibleFrom="xs">{thisWeekButton}</Box>}
      {canAll && (
        <Select
          label={t('timelog.filter.technician')}
          placeholder={t('timelog.filter.technician')}
          data={people}
          value={query.userUuid}
          onChange={(value) => onChange({ userUuid: value })}
          clearable
          searchable
          size="md"
          w={{ base: 'calc(50% - 6px)', xs: 220 }}
          data-testid="timesheet-technician"
        />
      )}
      <Box w={canAll ? { base: 'calc(50% - 6px)', xs: 260 } : { base: '100%', xs: 260 }}>
        <WorksheetPicker value={query.workorderUuid} onChange={(uuid) => onChange({ workorderUuid: uuid })} />
      </Box>
      <Switch
        label={t('timelog.filter.toReview')}
        checked={query.toReview}
        onChange={(event) => onChange({ toReview: event.currentTarget.checked })}
        size="md"
        mb={8}
        data-testid="timesheet-to-review"
      />
      {active && (
        <Button
          variant="subtle"
          size="md"
          leftSection={<IconFilterOff size={16} />}
          onClick={() => onChange({ ...thisWeek, userUuid: null, workorderUuid: null, toReview: false })}
        >
          {t('timelog.filter.clear')}
        </Button>
      )}
    </Group>
  );
}
