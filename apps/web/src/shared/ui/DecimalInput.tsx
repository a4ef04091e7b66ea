import { NumberInput, type NumberInputProps } from '@mantine/core';
import { useMergedRef } from '@mantine/hooks';
import { useEffect, useRef, type Ref } from 'react';
import { parseDecimalText } from '../format/decimalText';

/** The input's own value setter: React's change tracking must still see the rewritten value as new. */
const setNativeValue = (input: HTMLInputElement, value: string) => Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value);

/**
 * A NumberInput for amounts and rates that takes both decimal separators however the value
 * arrives. Typed, "." and "," are both the decimal separator. Arriving whole — pasted, autofilled,
 * dropped, filled by a tool — the text is read by parseDecimalText ("24.95", "24,95", "1 234,50",
 * "1,234.50") and handed to the NumberInput in its own format before it reads it; left alone, it
 * dropped the separator it does not write ("24.95" became 2 495,00 $ in French).
 */
export function DecimalInput({ ref, ...props }: NumberInputProps & { ref?: Ref<HTMLInputElement> }) {
  const own = useRef<HTMLInputElement>(null);
  const merged = useMergedRef(own, ref);
  const separator = props.decimalSeparator ?? '.';
  const scale = props.decimalScale;

  useEffect(() => {
    const input = own.current;
    if (!input) return;
    // On the element itself: it runs before React's listener at the root, which formats the value.
    const onInput = (event: Event) => {
      const kind = event instanceof InputEvent ? event.inputType : '';
      if (kind.startsWith('delete') || kind.startsWith('history') || kind === 'insertLineBreak') return;
      // One character typed: the NumberInput handles it (allowedDecimalSeparators below).
      if ((kind === 'insertText' || kind === 'insertCompositionText') && ((event as InputEvent).data ?? '').length <= 1) return;
      const value = parseDecimalText(input.value);
      if (value === null) return;
      const rounded = scale === undefined ? String(Math.abs(value)) : Math.abs(value).toFixed(scale);
      setNativeValue(input, `${value < 0 ? '-' : ''}${rounded.replace('.', separator)}`);
    };
    // A separator typed just before the separator already shown (fixed decimals: "12|,00 $") moves the
    // caret past it. react-number-format does so too, but a caret fix it queued for the previous key
    // can run after and put the caret back: on a busy phone "12.3" became 123,00 $. The caret asked
    // for is kept here and set again before the next key and after those queued fixes.
    let wanted: { caret: number; value: string } | null = null;
    const restore = () => {
      if (wanted && input.value === wanted.value && input.selectionStart !== wanted.caret) input.setSelectionRange(wanted.caret, wanted.caret);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      restore();
      wanted = null;
      const at = input.selectionStart;
      if ((event.key !== '.' && event.key !== ',') || at === null || at !== input.selectionEnd || input.value[at] !== separator) return;
      event.preventDefault();
      wanted = { caret: at + 1, value: input.value };
      restore();
      setTimeout(restore, 0);
    };
    const forget = () => (wanted = null);
    input.addEventListener('input', onInput);
    input.addEventListener('keydown', onKeyDown);
    input.addEventListener('pointerdown', forget);
    input.addEventListener('blur', forget);
    return () => {
      input.removeEventListener('input', onInput);
      input.removeEventListener('keydown', onKeyDown);
      input.removeEventListener('pointerdown', forget);
      input.removeEventListener('blur', forget);
    };
  }, [separator, scale]);

  return <NumberInput allowedDecimalSeparators={['.', ',']} {...props} ref={merged} />;
}
