import { Box, type BoxProps } from '@mantine/core';
import { useId } from 'react';
import classes from './ChoiceGroup.module.css';

interface ChoiceGroupProps<V extends string> extends BoxProps {
  'aria-label': string;
  value: V;
  onChange: (value: V) => void;
  data: readonly { value: V; label: string }[];
}

/**
 * One choice among a few, looking like Mantine's SegmentedControl: native radio buttons of one
 * name (arrow keys move the choice, Tab enters the chosen one) and CSS. The SegmentedControl's
 * floating indicator read the layout when it mounted and again on each resize: 85–160 ms of a
 * throttled phone's first render of the work-order list and of a work order.
 */
export function ChoiceGroup<V extends string>({ value, onChange, data, 'aria-label': label, className, ...box }: ChoiceGroupProps<V>) {
  const name = useId();
  return (
    <Box role="radiogroup" aria-label={label} className={className ? `${classes.root} ${className}` : classes.root} {...box}>
      {data.map((item) => (
        <label key={item.value} className={classes.item}>
          <input type="radio" className={classes.input} name={name} value={item.value} checked={item.value === value} onChange={() => onChange(item.value)} />
          <span className={classes.label}>{item.label}</span>
        </label>
      ))}
    </Box>
  );
}
