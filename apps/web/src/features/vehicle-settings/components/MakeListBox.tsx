import type { Make } from '@atelier/contracts';
import { Badge, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import classes from './MakeListBox.module.css';

interface MakeListBoxProps {
  /** The list's title, with its count. */
  label: string;
  makes: Make[];
  selected: ReadonlySet<number>;
  onSelectedChange: (selected: Set<number>) => void;
  /** Sends makes to the other list (double-click, or the arrow key pointing to it). */
  onMove: (ids: number[]) => void;
  /** The arrow key that moves the selection across: the side the other list is on. */
  moveKey: 'ArrowRight' | 'ArrowLeft';
  loading?: boolean;
  empty: string;
  testId: string;
}

/**
 * A multi-select list of makes (WAI-ARIA listbox): click, Space or Enter toggles a make; Up, Down,
 * Home and End move through the list; Ctrl+A selects everything shown; a double-click or the
 * arrow key pointing to the other list moves the selection (or the current make) across.
 */
export function MakeListBox({ label, makes, selected, onSelectedChange, onMove, moveKey, loading = false, empty, testId }: MakeListBoxProps) {
  const { t } = useTranslation();
  const id = useId();
  const boxRef = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState(0);
  const current = makes.length > 0 ? Math.min(active, makes.length - 1) : -1;
  const optionId = (index: number) => `${id}-option-${index}`;

  // The current make stays in view as the keyboard moves through the list (the box scrolls, not the page).
  const keyboardMoved = useRef(false);
  useEffect(() => {
    const box = boxRef.current;
    const option = current >= 0 ? document.getElementById(`${id}-option-${current}`) : null;
    if (!keyboardMoved.current || !box || !option) return;
    keyboardMoved.current = false;
    if (option.offsetTop < box.scrollTop) box.scrollTop = option.offsetTop - 4;
    else if (option.offsetTop + option.offsetHeight > box.scrollTop + box.clientHeight) {
      box.scrollTop = option.offsetTop + option.offsetHeight - box.clientHeight + 4;
    }
  }, [id, current]);

  const toggle = (makeId: number) => {
    const next = new Set(selected);
    if (next.has(makeId)) next.delete(makeId);
    else next.add(makeId);
    onSelectedChange(next);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (makes.length === 0) return;
    const last = makes.length - 1;
    const goTo = (index: number) => {
      event.preventDefault();
      keyboardMoved.current = true;
      setActive(Math.max(0, Math.min(last, index)));
    };
    if (event.key === 'ArrowDown') goTo(current + 1);
    else if (event.key === 'ArrowUp') goTo(current - 1);
    else if (event.key === 'Home') goTo(0);
    else if (event.key === 'End') goTo(last);
    else if (event.key === 'PageDown') goTo(current + 10);
    else if (event.key === 'PageUp') goTo(current - 10);
    else if (event.key === ' ' || event.key === 'Enter') {
      event.preventDefault();
      toggle(makes[current].id);
    } else if (event.key === 'a' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      onSelectedChange(new Set(makes.map((make) => make.id)));
    } else if (event.key === moveKey) {
      event.preventDefault();
      const shown = makes.filter((make) => selected.has(make.id)).map((make) => make.id);
      onMove(shown.length > 0 ? shown : [makes[current].id]);
    }
  };

  const selectedShown = makes.reduce((count, make) => count + (selected.has(make.id) ? 1 : 0), 0);

  return (
    <Stack gap={6} style={{ minWidth: 0 }}>
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text fw={700} size="sm" id={`${id}-label`}>
          {label}
        </Text>
        {selectedShown > 0 && (
          <Text size="xs" c="dimmed" aria-live="polite">
            {t('vehicleSettings.makes.selected', { count: selectedShown })}
          </Text>
        )}
      </Group>
      <div
        ref={boxRef}
        role="listbox"
        aria-multiselectable="true"
        aria-labelledby={`${id}-label`}
        aria-activedescendant={current >= 0 ? optionId(current) : undefined}
        aria-busy={loading || undefined}
        tabIndex={0}
        className={classes.box}
        onKeyDown={onKeyDown}
        data-testid={testId}
      >
        {loading && makes.length === 0 ? (
          <Stack gap={8} p={6} aria-hidden="true">
            {Array.from({ length: 8 }, (_, i) => (
              <Skeleton key={i} h={22} radius="sm" />
            ))}
          </Stack>
        ) : makes.length === 0 ? (
          <div className={classes.empty}>
            <Text size="sm" c="dimmed">
              {empty}
            </Text>
          </div>
        ) : (
          makes.map((make, index) => (
            <div
              key={make.id}
              id={optionId(index)}
              role="option"
              aria-selected={selected.has(make.id)}
              data-active={index === current || undefined}
              className={classes.option}
              onMouseDown={(event) => {
                // Keep the focus on the list (not on the option) and avoid text selection on double-click.
                event.preventDefault();
                boxRef.current?.focus();
              }}
              onClick={() => {
                setActive(index);
                toggle(make.id);
              }}
              onDoubleClick={() => onMove([make.id])}
            >
              <span className={classes.check} aria-hidden="true">
                {selected.has(make.id) && <IconCheck size={12} stroke={3} />}
              </span>
              <span className={classes.name}>{make.name}</span>
              {make.source === 'USER' && (
                <Badge size="xs" variant="light" color="ember" radius="sm">
                  {t('vehicleSettings.makes.userBadge')}
                </Badge>
              )}
            </div>
          ))
        )}
      </div>
    </Stack>
  );
}
