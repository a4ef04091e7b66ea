import { Textarea, type TextareaProps } from '@mantine/core';
import type { CSSProperties } from 'react';
import classes from './GrowingTextarea.module.css';

export interface GrowingTextareaProps extends Omit<TextareaProps, 'autosize' | 'minRows' | 'maxRows' | 'rows'> {
  minRows?: number;
  maxRows?: number;
}

/**
 * A textarea that grows with its text from minRows to maxRows lines, by CSS (`field-sizing: content`)
 * instead of Mantine's `autosize`, which measures itself with getComputedStyle after every render: the
 * ten lines of a work order spent ~250 ms of forced layout on a throttled phone. A browser without
 * field-sizing shows minRows lines and scrolls.
 */
export function GrowingTextarea({ minRows = 1, maxRows = 6, ...props }: GrowingTextareaProps) {
  const rows = { '--min-rows': minRows, '--max-rows': maxRows } as CSSProperties;
  return <Textarea rows={minRows} {...props} classNames={{ input: classes.input }} styles={{ input: rows }} />;
}
