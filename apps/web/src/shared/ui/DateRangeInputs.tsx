import { TextInput, type TextInputProps } from '@mantine/core';
import type { ReactNode } from 'react';

type SharedInputProps = Omit<TextInputProps, 'type' | 'label' | 'value' | 'onChange' | 'error' | 'min' | 'max'>;

/**
 * A "from" and a "to" native date input side by side (the phone's own date picker), for every form that
 * filters on a range of days; the caller owns the values, the checks and the layout around them.
 */
export function DateRangeInputs({
  from,
  to,
  onFromChange,
  onToChange,
  labels,
  errors,
  min,
  max,
  inputProps,
  testIds,
}: {
  from: string;
  to: string;
  onFromChange: (value: string) => void;
  onToChange: (value: string) => void;
  labels: { from: string; to: string };
  errors?: { from?: ReactNode; to?: ReactNode };
  min?: string;
  max?: string;
  /** What both inputs share: size, class, flex. */
  inputProps?: SharedInputProps;
  testIds?: { from: string; to: string };
}) {
  return (
    <>
      <TextInput
        {...inputProps}
        type="date"
        label={labels.from}
        value={from}
        min={min}
        max={max}
        onChange={(event) => onFromChange(event.currentTarget.value)}
        error={errors?.from}
        data-testid={testIds?.from}
      />
      <TextInput
        {...inputProps}
        type="date"
        label={labels.to}
        value={to}
        min={min}
        max={max}
        onChange={(event) => onToChange(event.currentTarget.value)}
        error={errors?.to}
        data-testid={testIds?.to}
      />
    </>
  );
}
