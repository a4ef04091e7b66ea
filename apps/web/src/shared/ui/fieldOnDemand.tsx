import { TextInput, type MantineSize, type StyleProp } from '@mantine/core';
import { mergeRefs } from '@mantine/hooks';
import { useEffect, useReducer, useRef, useState, type ComponentType, type ReactNode, type Ref } from 'react';
import { chunkOnce } from './chunkOnce';

/** What the stand-in shows until the real field's code is in: the same box, text and width. */
export interface FieldLook {
  /** The chosen option's text ('' when none). */
  text: string;
  placeholder?: string;
  ariaLabel?: string;
  label?: ReactNode;
  size?: MantineSize | (string & {});
  leftSection?: ReactNode;
  /** A field one types into: the stand-in takes the typing, which the real field then starts from. */
  searchable?: boolean;
  /**
   * Keys typed for a searchable field before it had the focus (a new work order's catalogue box,
   * typeAhead.ts): the stand-in starts from them, and what is typed into it after goes on from
   * there. Without this, keys typed into the stand-in replaced the held ones when the real field
   * took over (seen in CI under load: « permuta » held, « tion » typed, « tion » searched).
   */
  typedAhead?: { text: string; enter: boolean } | null;
  w?: StyleProp<React.CSSProperties['width']>;
  'data-testid'?: string;
  /** The field's input ref (a page that focuses the field): the stand-in's input until the real field takes its place. */
  ref?: Ref<HTMLInputElement>;
}

interface FieldOnDemandOptions<Props> {
  /** The real field's code (a dynamic import). */
  load: () => Promise<ComponentType<Props>>;
  /** How the stand-in looks for these props. */
  look: (props: Props) => FieldLook;
  /** A field that holds a value is drawn for real at once (its clear button, its text): its code then loads with the page. */
  isEmpty: (props: Props) => boolean;
  /**
   * Props for the real field when it replaces a stand-in the user is in: focused, open if they
   * pressed it, and starting from what they typed meanwhile (a searchable field), with Enter if
   * they pressed it after.
   */
  taking: (opened: boolean, typed: string, entered: boolean) => Partial<Props>;
}

/** Mantine's Select chevron (ComboboxChevron), drawn without Combobox's code. */
function Chevron() {
  return (
    <svg width={18} height={18} viewBox="0 0 15 15" fill="none" aria-hidden style={{ color: 'light-dark(var(--mantine-color-gray-6), var(--mantine-color-dark-3))' }}>
      <path
        d="M4.93179 5.43179C4.75605 5.60753 4.75605 5.89245 4.93179 6.06819C5.10753 6.24392 5.39245 6.24392 5.56819 6.06819L7.49999 4.13638L9.43179 6.06819C9.60753 6.24392 9.89245 6.24392 10.0682 6.06819C10.2439 5.89245 10.2439 5.60753 10.0682 5.43179L7.81819 3.18179C7.73379 3.0974 7.61933 3.04999 7.49999 3.04999C7.38064 3.04999 7.26618 3.0974 7.18179 3.18179L4.93179 5.43179ZM10.0682 9.56819C10.2439 9.39245 10.2439 9.10753 10.0682 8.93179C9.89245 8.75606 9.60753 8.75606 9.43179 8.93179L7.49999 10.8636L5.56819 8.93179C5.39245 8.75606 5.10753 8.75606 4.93179 8.93179C4.75605 9.10753 4.75605 9.39245 4.93179 9.56819L7.18179 11.8182C7.35753 11.9939 7.64245 11.9939 7.81819 11.8182L10.0682 9.56819Z"
        fill="currentColor"
        fillRule="evenodd"
        clipRule="evenodd"
      />
    </svg>
  );
}

/**
 * A select whose code (Mantine's Combobox, Popover and Floating UI: ~25 KB compressed) comes when
 * the user first goes into it, not with the page's first screen (the work-order list's filters).
 * Until then an empty field is a box that looks the same (placeholder, width, chevron), read-only
 * unless one types into it. Focusing it (a tap, a click, Tab) starts the download; then the real
 * field takes its place, with the focus if it still has it, its list open if it was pressed, and
 * the text typed meanwhile (and Enter, when pressed after it). Hovering starts the download early.
 * A field with a value downloads its code at once and shows that value's text until it is in; once
 * the code is in, every field is the real one from the start.
 */
export function fieldOnDemand<Props extends object>({ load, look, isEmpty, taking }: FieldOnDemandOptions<Props>) {
  const field = chunkOnce(load);

  return function FieldOnDemand(props: Props) {
    // The real field's props for taking over from the stand-in, computed once: a new object each
    // render (a catalogue picker's typed text and Enter) would be taken again each render.
    const [taken, setTaken] = useState<Partial<Props> | null>(null);
    const [typed, setTyped] = useState('');
    const [, loadedNow] = useReducer((count: number) => count + 1, 0);
    const box = useRef<HTMLInputElement>(null);
    const pressed = useRef(false);
    const entered = useRef(false);
    const empty = isEmpty(props);
    useEffect(() => {
      if (!empty && !field.loaded()) void field.load().then(loadedNow, () => undefined);
    }, [empty]);
    const looks = look(props);
    // Keys held for the field come before anything typed into the stand-in since it took the focus.
    const ahead = looks.typedAhead ?? null;
    const [startedFrom, setStartedFrom] = useState<FieldLook['typedAhead']>(null);
    if (ahead !== startedFrom) {
      setStartedFrom(ahead);
      if (ahead && !field.loaded()) setTyped((current) => ahead.text + current);
    }
    useEffect(() => {
      if (ahead?.enter && !field.loaded()) entered.current = ahead.text.trim() !== '';
    }, [ahead]);

    const Loaded = field.loaded();
    if (Loaded) return <Loaded {...props} {...taken} />;
    const take = () =>
      void field.load().then(
        () => setTaken(box.current === document.activeElement ? taking(pressed.current, box.current?.value ?? '', entered.current) : {}),
        () => undefined,
      );
    const { text, placeholder, ariaLabel, label, size = 'sm', w, searchable = false, ref, typedAhead: _held, ...rest } = looks;
    return (
      <TextInput
        ref={mergeRefs(box, ref)}
        // A searchable stand-in is a real text box: a phone opens its keyboard at the first tap.
        readOnly={!searchable}
        pointer={!searchable}
        // What the real field is to assistive technology (and to tests): a closed combobox.
        role="combobox"
        aria-haspopup="listbox"
        aria-expanded={false}
        autoComplete="off"
        value={searchable ? typed : text}
        onChange={(event) => {
          setTyped(event.currentTarget.value);
          entered.current = false;
        }}
        onKeyDown={(event) => {
          if (!searchable || event.key !== 'Enter') return;
          event.preventDefault();
          entered.current = event.currentTarget.value.trim() !== '';
          take();
        }}
        placeholder={placeholder}
        aria-label={ariaLabel}
        label={label}
        size={size}
        w={w}
        rightSection={<Chevron />}
        rightSectionPointerEvents="none"
        onPointerEnter={() => void field.load().catch(() => undefined)}
        onFocus={take}
        onClick={() => {
          pressed.current = true;
          take();
        }}
        {...rest}
      />
    );
  };
}
