import { VIN_LENGTH } from '@atelier/contracts/constants';
import { ActionIcon, Group, Input, Loader, Text, Tooltip } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { useEffect, useId, useRef, type ChangeEvent, type ClipboardEvent, type CSSProperties, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { backspaceAt, deleteAt, focusableBox, insertAt, isCompleteVin, moveFocus, type VinEdit } from '../vinEditing';
import classes from './VinInput.module.css';

interface VinInputProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The 17th character was typed or pasted (shell spec §5 "signals completion at 17 characters"). */
  onComplete: (vin: string) => void;
  /** Under the boxes: the decoding state, what was decoded. */
  description?: ReactNode;
  error?: ReactNode;
  decoding?: boolean;
}

const BOXES = Array.from({ length: VIN_LENGTH }, (_, index) => index);
// Grid column of each box: two spacer tracks after the 3rd and the 9th boxes (see the CSS).
const column = (index: number) => index + 1 + (index >= 3 ? 1 : 0) + (index >= 9 ? 1 : 0);

/**
 * The VIN as 17 single-character boxes (shell spec §5): upper-cased, VIN characters only, a whole
 * VIN pasted anywhere fills them all, Backspace in an empty box goes back, arrows move.
 */
export function VinInput({ label, value, onChange, onComplete, description, error, decoding = false }: VinInputProps) {
  const { t } = useTranslation();
  const id = useId();
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  // Events can follow each other before the next render: they always work on the newest value.
  const latest = useRef(value);
  useEffect(() => {
    latest.current = value;
  }, [value]);

  const focusBox = (index: number) => {
    const box = boxes.current[index];
    box?.focus();
    box?.select();
  };

  const apply = (edit: VinEdit) => {
    const previous = latest.current;
    latest.current = edit.value;
    if (edit.value !== previous) {
      onChange(edit.value);
      if (isCompleteVin(edit.value)) onComplete(edit.value);
    }
    focusBox(edit.focus);
  };

  const onKeyDown = (index: number) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    const current = latest.current;
    if (event.key === 'Backspace') {
      event.preventDefault();
      apply(backspaceAt(current, index));
      return;
    }
    if (event.key === 'Delete') {
      event.preventDefault();
      apply(deleteAt(current, index));
      return;
    }
    const target = moveFocus(current, index, event.key);
    if (target !== null) {
      event.preventDefault();
      focusBox(target);
      return;
    }
    if (event.key.length === 1) {
      event.preventDefault();
      apply(insertAt(current, index, event.key));
    }
  };

  const onPaste = (index: number) => (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    apply(insertAt(latest.current, index, event.clipboardData.getData('text')));
  };

  // Keyboards that send no usable key (some phones), autofill and dictation end up here.
  const onInput = (index: number) => (event: ChangeEvent<HTMLInputElement>) => {
    const current = latest.current;
    const text = event.currentTarget.value;
    const old = current[index] ?? '';
    if (text === '') {
      apply(deleteAt(current, index));
      return;
    }
    const typed = old && text.length > 1 && text.includes(old) ? text.replace(old, '') : text;
    apply(insertAt(current, index, typed));
  };

  const onFocus = (index: number) => () => {
    const allowed = focusableBox(latest.current, index);
    if (allowed !== index) focusBox(allowed);
    else boxes.current[index]?.select();
  };

  const labelId = `${id}-label`;
  const errorId = `${id}-error`;
  const statusId = `${id}-status`;

  return (
    <div className={classes.frame}>
      <Group justify="space-between" gap="xs" mb={6} wrap="nowrap">
        <Input.Label id={labelId} labelElement="div" mb={0}>
          {label}
        </Input.Label>
        {value && (
          <Tooltip label={t('vehicles.vin.clear')} withArrow>
            <ActionIcon variant="subtle" color="gray" size="sm" aria-label={t('vehicles.vin.clear')} onClick={() => apply({ value: '', focus: 0 })}>
              <IconX size={14} />
            </ActionIcon>
          </Tooltip>
        )}
      </Group>
      <div
        role="group"
        aria-labelledby={labelId}
        aria-describedby={[error ? errorId : null, statusId].filter(Boolean).join(' ')}
        className={classes.boxes}
        data-testid="vin-input"
      >
        {BOXES.map((index) => (
          <input
            key={index}
            ref={(element) => {
              boxes.current[index] = element;
            }}
            className={classes.box}
            style={{ '--vin-column': column(index) } as CSSProperties}
            value={value[index] ?? ''}
            onChange={onInput(index)}
            onKeyDown={onKeyDown(index)}
            onPaste={onPaste(index)}
            onFocus={onFocus(index)}
            aria-label={t('vehicles.vin.box', { n: index + 1, total: VIN_LENGTH })}
            aria-invalid={error ? true : undefined}
            data-filled={value[index] ? true : undefined}
            inputMode="text"
            autoCapitalize="characters"
            autoComplete="off"
            autoCorrect="off"
            spellCheck={false}
            // One Tab stop for the 17 boxes, on the first empty one; arrows move inside.
            tabIndex={index === focusableBox(value, VIN_LENGTH) ? 0 : -1}
          />
        ))}
      </div>
      <div id={statusId} aria-live="polite">
        {decoding ? (
          <Group gap={6} mt={6}>
            <Loader size={14} />
            <Text size="xs" c="dimmed">
              {t('vehicles.vin.decoding')}
            </Text>
          </Group>
        ) : (
          description
        )}
      </div>
      {error && (
        <Input.Error id={errorId} mt={6}>
          {error}
        </Input.Error>
      )}
    </div>
  );
}
