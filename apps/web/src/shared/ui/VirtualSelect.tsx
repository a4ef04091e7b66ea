import { DROPDOWN_LIST_PX, DROPDOWN_OVERSCAN_ROWS, DROPDOWN_ROW_PX } from '@atelier/contracts/constants';
import { Combobox, InputBase, type ComboboxStore, type InputBaseProps, useCombobox } from '@mantine/core';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useEffect, useId, useMemo, useState, type FocusEvent, type KeyboardEvent, type ReactNode } from 'react';
import classes from './VirtualSelect.module.css';
import { filterOptions, preRenderedRange, rowOfValue, stepOptionRow, firstOptionRow, toVirtualRows, type VirtualOption, type VirtualRow } from './virtualRows';

export type { VirtualOption } from './virtualRows';

/**
 * The keyboard and scrolling of a long dropdown drawn by VirtualOptions: only the rows in view
 * exist in the page (shell spec §9: rows 32 px, list 250 px, 10 rows pre-rendered), so the
 * highlighted row is tracked here by index (not found in the DOM as Mantine's own store does),
 * scrolled into view by the virtualizer and announced through aria-activedescendant.
 */
export function useVirtualListbox({
  combobox,
  rows,
  value,
  onPick,
}: {
  combobox: ComboboxStore;
  rows: VirtualRow[];
  value: string | null;
  onPick: (value: string) => void;
}) {
  const baseId = useId();
  const [highlight, setHighlight] = useState(-1);
  const [scrollElement, setScrollElement] = useState<HTMLDivElement | null>(null);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollElement,
    estimateSize: () => DROPDOWN_ROW_PX,
    overscan: DROPDOWN_OVERSCAN_ROWS,
    // The highlighted row stays in the page even when scrolled away: aria-activedescendant names it.
    rangeExtractor: (range) => {
      const drawn = preRenderedRange(range, DROPDOWN_OVERSCAN_ROWS);
      return highlight >= 0 && highlight < range.count && !drawn.includes(highlight) ? [...drawn, highlight].sort((a, b) => a - b) : drawn;
    },
    initialRect: { width: 0, height: DROPDOWN_LIST_PX },
  });
  const opened = combobox.dropdownOpened;

  const show = useCallback(
    (index: number, align: 'auto' | 'center' = 'auto') => {
      setHighlight(index);
      if (index >= 0) virtualizer.scrollToIndex(index, { align });
    },
    [virtualizer],
  );

  // On opening: the chosen value in the middle of the list, or the first row.
  useEffect(() => {
    if (!opened || !scrollElement) return;
    const chosen = rowOfValue(rows, value);
    show(chosen >= 0 ? chosen : firstOptionRow(rows), chosen >= 0 ? 'center' : 'auto');
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the list appears
  }, [opened, scrollElement]);

  const highlightFirst = useCallback(() => {
    setHighlight(firstOptionRow(rows));
    virtualizer.scrollToOffset(0);
  }, [rows, virtualizer]);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.nativeEvent.isComposing) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!opened) combobox.openDropdown('keyboard');
      else show(stepOptionRow(rows, highlight, event.key === 'ArrowDown' ? 1 : -1));
      return;
    }
    if (event.key === 'Enter' && opened) {
      const row = rows[highlight];
      if (row?.kind === 'option') {
        // The pick, not the form's submit.
        event.preventDefault();
        onPick(row.option.value);
      }
      return;
    }
    if (event.key === 'Escape' && opened) combobox.closeDropdown('keyboard');
  };

  const rowId = (index: number) => `${baseId}-row-${index}`;
  const activeId = opened && rows[highlight]?.kind === 'option' ? rowId(highlight) : undefined;
  return { rows, value, virtualizer, highlight, setHighlight, highlightFirst, setScrollElement, onKeyDown, activeId, rowId };
}

export type VirtualListbox = ReturnType<typeof useVirtualListbox>;

interface VirtualOptionsProps {
  listbox: VirtualListbox;
  /** Shown instead of the rows when there are none (Combobox.Empty). */
  empty?: ReactNode;
  /** The content of an option row; its label by default. */
  renderOption?: (option: VirtualOption) => ReactNode;
  'aria-label'?: string;
}

/** The rows of a long dropdown, inside Combobox.Dropdown: only those in view and 10 more are drawn. */
export function VirtualOptions({ listbox, empty, renderOption, 'aria-label': ariaLabel }: VirtualOptionsProps) {
  const { rows, virtualizer, highlight, value, rowId } = listbox;
  return (
    <Combobox.Options ref={listbox.setScrollElement} className={classes.scroller} mah={DROPDOWN_LIST_PX} aria-label={ariaLabel}>
      {rows.length === 0 ? (
        empty
      ) : (
        <div className={classes.sizer} style={{ height: virtualizer.getTotalSize() }}>
          {virtualizer.getVirtualItems().map((item) => {
            const row = rows[item.index]!;
            const style = { height: DROPDOWN_ROW_PX, transform: `translateY(${item.start}px)` };
            if (row.kind === 'group') {
              return (
                <div key={`g-${row.label}`} role="presentation" className={classes.group} style={style}>
                  {row.label}
                </div>
              );
            }
            const chosen = row.option.value === value;
            return (
              <Combobox.Option
                key={`o-${row.option.value}`}
                value={row.option.value}
                id={rowId(item.index)}
                className={classes.option}
                style={style}
                selected={item.index === highlight}
                active={chosen}
                aria-selected={chosen}
                title={row.option.label}
                onMouseMove={() => item.index !== highlight && listbox.setHighlight(item.index)}
              >
                {renderOption ? renderOption(row.option) : <span className={classes.label}>{row.option.label}</span>}
              </Combobox.Option>
            );
          })}
        </div>
      )}
    </Combobox.Options>
  );
}

interface VirtualSelectProps extends Pick<InputBaseProps, 'label' | 'description' | 'error' | 'required' | 'disabled' | 'classNames' | 'leftSection'> {
  placeholder?: string;
  /** Every choice, in the order shown (grouped by `group` where given). */
  data: VirtualOption[];
  value?: string | null;
  onChange: (value: string | null) => void;
  onFocus?: (event: FocusEvent<HTMLInputElement>) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  /** Shown when the search matches nothing. */
  nothingFoundMessage: ReactNode;
  clearable?: boolean;
  clearLabel?: string;
  'data-testid'?: string;
}

/**
 * A searchable select over a long list (time zones…): the list is virtualised (VirtualOptions),
 * typing filters it (accents and case ignored, names starting with the text first), arrows move
 * through it, Enter picks, Escape closes; the box shows the chosen label. The API is the form
 * field's (value, onChange, onFocus, onBlur, error), so `form.getInputProps` spreads onto it.
 */
export function VirtualSelect({
  data,
  value = null,
  onChange,
  onFocus,
  onBlur,
  nothingFoundMessage,
  clearable = false,
  clearLabel,
  'data-testid': testId,
  ...input
}: VirtualSelectProps) {
  const combobox = useCombobox();
  const chosenLabel = data.find((option) => option.value === value)?.label ?? value ?? '';
  const [search, setSearch] = useState(chosenLabel);

  // A value set from outside (a reset, "use this device's zone") shows its label.
  const [shown, setShown] = useState(chosenLabel);
  if (shown !== chosenLabel) {
    setShown(chosenLabel);
    setSearch(chosenLabel);
  }

  // The chosen label in the box lists everything, as a plain select would.
  const filtering = search !== chosenLabel;
  const rows = useMemo(() => toVirtualRows(filtering ? filterOptions(data, search) : data), [data, filtering, search]);

  const pick = (next: string) => {
    const option = data.find((o) => o.value === next);
    onChange(next);
    setShown(option?.label ?? next);
    setSearch(option?.label ?? next);
    combobox.closeDropdown();
  };
  const listbox = useVirtualListbox({ combobox, rows, value, onPick: pick });

  const { highlightFirst } = listbox;
  useEffect(() => {
    if (filtering) highlightFirst();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- on each new search
  }, [search]);

  const clear = () => {
    onChange(null);
    setShown('');
    setSearch('');
    combobox.openDropdown();
  };

  return (
    <Combobox store={combobox} onOptionSubmit={pick} disabled={input.disabled}>
      <Combobox.Target withKeyboardNavigation={false} withExpandedAttribute aria-activedescendant={listbox.activeId} aria-autocomplete="list">
        <InputBase
          {...input}
          value={search}
          data-testid={testId}
          autoComplete="off"
          rightSection={clearable && value ? <Combobox.ClearButton onClear={clear} aria-label={clearLabel} /> : <Combobox.Chevron />}
          rightSectionPointerEvents={clearable && value ? 'all' : 'none'}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            combobox.openDropdown();
          }}
          // The chosen label selected, so what one types replaces it (it was added to it: « America/Torontovanc », nothing found).
          onClick={(event) => {
            combobox.openDropdown();
            if (!filtering) event.currentTarget.select();
          }}
          onFocus={(event) => {
            combobox.openDropdown();
            event.currentTarget.select();
            onFocus?.(event);
          }}
          onBlur={(event) => {
            combobox.closeDropdown();
            setSearch(chosenLabel);
            onBlur?.(event);
          }}
          onKeyDown={listbox.onKeyDown}
        />
      </Combobox.Target>
      <Combobox.Dropdown>
        <VirtualOptions listbox={listbox} empty={<Combobox.Empty>{nothingFoundMessage}</Combobox.Empty>} />
      </Combobox.Dropdown>
    </Combobox>
  );
}

interface VirtualAutocompleteProps extends Omit<VirtualSelectProps, 'data' | 'value' | 'onChange' | 'clearable' | 'clearLabel' | 'nothingFoundMessage'> {
  /** Suggestions (a province's cities…); the text typed is the value, picked or not. */
  data: readonly string[];
  value?: string;
  onChange: (value: string) => void;
  rightSection?: ReactNode;
}

/** Free text with a long list of suggestions (a province's cities), virtualised as VirtualSelect is. */
export function VirtualAutocomplete({ data, value = '', onChange, onFocus, onBlur, rightSection, 'data-testid': testId, ...input }: VirtualAutocompleteProps) {
  const combobox = useCombobox();
  const options = useMemo(() => data.map((name) => ({ value: name, label: name })), [data]);
  const rows = useMemo(() => toVirtualRows(filterOptions(options, value)), [options, value]);
  const pick = (next: string) => {
    onChange(next);
    combobox.closeDropdown();
  };
  const listbox = useVirtualListbox({ combobox, rows, value, onPick: pick });
  const { highlightFirst } = listbox;
  useEffect(() => {
    highlightFirst();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- on each new text
  }, [value]);
  const opened = combobox.dropdownOpened && rows.length > 0;

  return (
    <Combobox store={combobox} onOptionSubmit={pick} disabled={input.disabled}>
      <Combobox.Target withKeyboardNavigation={false} withExpandedAttribute aria-activedescendant={opened ? listbox.activeId : undefined} aria-autocomplete="list">
        <InputBase
          {...input}
          value={value}
          data-testid={testId}
          autoComplete="off"
          rightSection={rightSection}
          onChange={(event) => {
            onChange(event.currentTarget.value);
            combobox.openDropdown();
          }}
          onClick={() => combobox.openDropdown()}
          onFocus={(event) => {
            combobox.openDropdown();
            onFocus?.(event);
          }}
          onBlur={(event) => {
            combobox.closeDropdown();
            onBlur?.(event);
          }}
          onKeyDown={listbox.onKeyDown}
        />
      </Combobox.Target>
      <Combobox.Dropdown hidden={rows.length === 0}>
        <VirtualOptions listbox={listbox} />
      </Combobox.Dropdown>
    </Combobox>
  );
}
