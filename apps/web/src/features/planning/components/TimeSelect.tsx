import { Select } from '@mantine/core';
import { IconClock } from '@tabler/icons-react';
import { useMemo, type ReactNode } from 'react';
import { useAccountPreferences } from '../../../shared/account/api';
import { formatInZone } from '../../../shared/format/dateTime';
import { clockMinutes, clockText } from '../grid/calendarTime';
import { SNAP_MINUTES } from '../grid/snap';

interface Props {
  label: string;
  /** 'HH:mm'. */
  value: string;
  onChange: (value: string) => void;
  error?: ReactNode;
}

/** A time of day on the planning's 15-minute grid, written as the shop writes times (14:30 or 02:30 PM); type to jump. */
export function TimeSelect({ label, value, onChange, error }: Props) {
  const { timeFormat } = useAccountPreferences().dateTime;
  const data = useMemo(() => {
    const minutes = new Set<number>();
    for (let m = 0; m < 1440; m += SNAP_MINUTES) minutes.add(m);
    // An online booking on a 10-minute slot keeps its own time.
    if (value) minutes.add(clockMinutes(value));
    return [...minutes].sort((a, b) => a - b).map((m) => ({ value: clockText(m), label: formatInZone(Date.UTC(2000, 0, 1, 0, m), 'UTC', timeFormat) }));
  }, [timeFormat, value]);
  return (
    <Select
      label={label}
      required
      searchable
      data={data}
      value={value || null}
      onChange={(next) => next && onChange(next)}
      allowDeselect={false}
      leftSection={<IconClock size={16} />}
      maxDropdownHeight={240}
      error={error}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
