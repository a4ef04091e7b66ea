import type { PlanningEvent } from '@atelier/contracts/planning';
import { useMemo, useRef, useState, type KeyboardEvent, type PointerEvent as ReactPointerEvent } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { instantAt, wallMinutesOn } from '../grid/calendarTime';
import type { ClosedBand } from '../grid/gridHours';
import { overlapLayout } from '../grid/overlapLayout';
import { daySegment } from '../grid/segments';
import { movedRange, resizedEnd, selectedRange, snappedDelta, SNAP_MINUTES } from '../grid/snap';
import { EventCard } from './EventCard';
import classes from './Planning.module.css';

/** One hour of the grid, in pixels (one pixel a minute). */
export const HOUR_PX = 60;
const PX_PER_MINUTE = HOUR_PX / 60;
const GUTTER = 56;
/** A press that travels less than this is a click (opens the card), not a drag. */
const DRAG_THRESHOLD = 4;

export interface GridColumn {
  key: string;
  /** The shop day it shows. */
  date: string;
  label: string;
  sub?: string;
  /** Day and week heads show the weekday and a big day number. */
  dayHead?: { weekday: string; day: string };
  today: boolean;
  bands: ClosedBand[];
  closedLabel?: string | null;
  /** What a drop or a selection on it sets (day view): its bay, or its technician. */
  meta?: { bayId?: number | null; technicianUuid?: string | null };
}

export interface GridMove {
  event: PlanningEvent;
  from: GridColumn;
  to: GridColumn;
  start: number;
  end: number;
}

interface Props {
  columns: GridColumn[];
  eventsOf: (column: GridColumn) => PlanningEvent[];
  grid: { start: number; end: number };
  zone: string;
  now: number;
  /** 'HH:mm' or '02:30 PM' of a minute of the day, as the shop writes times. */
  clock: (minutes: number) => string;
  rangeText: (event: PlanningEvent) => string;
  savingUuids: ReadonlySet<string>;
  onSelect: (column: GridColumn, start: number, end: number) => void;
  onMove: (move: GridMove) => void;
  onOpen: (event: PlanningEvent) => void;
  minColumnWidth: number;
}

type Drag = {
  kind: 'move' | 'resize';
  event: PlanningEvent;
  from: GridColumn;
  pointerX: number;
  pointerY: number;
  moved: boolean;
  to: GridColumn;
  /** Wall minutes of the original range on `from`'s day. */
  start: number;
  end: number;
  /** The preview, in wall minutes of `to`'s day. */
  previewStart: number;
  previewEnd: number;
};

type Selection = { column: GridColumn; pressed: number; current: number };

/**
 * The day and week grids: an hour gutter, then columns (bays, technicians or days) on a 15-minute
 * grid with closed hours greyed and today's red line. Press-drag on empty cells selects a slot;
 * cards move by dragging (to another column too) and resize by their bottom edge, snapped to 15
 * minutes; a card is a button (Enter opens it, arrows move it).
 */
export function TimeGrid({ columns, eventsOf, grid, zone, now, clock, rangeText, savingUuids, onSelect, onMove, onOpen, minColumnWidth }: Props) {
  const { t } = useTranslation();
  const columnEls = useRef(new Map<string, HTMLDivElement>());
  const [drag, setDrag] = useState<Drag | null>(null);
  const [selection, setSelection] = useState<Selection | null>(null);
  const height = (grid.end - grid.start) * PX_PER_MINUTE;
  const template = `${GUTTER}px repeat(${columns.length}, minmax(${minColumnWidth}px, 1fr))`;

  const placed = useMemo(
    () =>
      columns.map((column) => {
        const cards = eventsOf(column).flatMap((event) => {
          const segment = daySegment(event.start, event.end, column.date, zone, grid);
          return segment ? [{ event, ...segment }] : [];
        });
        const layout = overlapLayout(cards.map((card) => ({ id: card.event.uuid, start: card.start, end: card.end })));
        return { column, cards, layout };
      }),
    [columns, eventsOf, zone, grid],
  );

  const minuteAt = (column: GridColumn, clientY: number) => {
    const rect = columnEls.current.get(column.key)?.getBoundingClientRect();
    return rect ? (clientY - rect.top) / PX_PER_MINUTE + grid.start : grid.start;
  };
  const columnAt = (clientX: number): GridColumn | null => {
    for (const column of columns) {
      const rect = columnEls.current.get(column.key)?.getBoundingClientRect();
      if (rect && clientX >= rect.left && clientX < rect.right) return column;
    }
    return null;
  };

  // ——— Selecting a slot on empty cells ———
  const onColumnDown = (column: GridColumn, event: ReactPointerEvent<HTMLDivElement>) => {
    if (event.button !== 0 || event.target !== event.currentTarget) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    const minute = Math.min(Math.max(minuteAt(column, event.clientY), grid.start), grid.end - 1);
    setSelection({ column, pressed: minute, current: minute });
  };
  const onColumnMove = (event: ReactPointerEvent<HTMLDivElement>) => {
    if (!selection) return;
    const minute = Math.min(Math.max(minuteAt(selection.column, event.clientY), grid.start), grid.end - 1);
    setSelection({ ...selection, current: minute });
  };
  const onColumnUp = () => {
    if (!selection) return;
    const range = selectedRange(selection.pressed, selection.current);
    setSelection(null);
    // A plain click asks for an hour (the usual appointment), a drag for what it covered.
    const end = range.end - range.start === SNAP_MINUTES ? Math.min(range.start + 60, grid.end) : range.end;
    onSelect(selection.column, range.start, end);
  };

  // ——— Moving and resizing a card ———
  const onCardDown = (kind: Drag['kind'], event: PlanningEvent, column: GridColumn, pointer: ReactPointerEvent<HTMLElement>) => {
    if (pointer.button !== 0) return;
    pointer.stopPropagation();
    (pointer.currentTarget as HTMLElement).setPointerCapture(pointer.pointerId);
    const start = wallMinutesOn(event.start, column.date, zone);
    const end = wallMinutesOn(event.end, column.date, zone);
    setDrag({
      kind,
      event,
      from: column,
      pointerX: pointer.clientX,
      pointerY: pointer.clientY,
      moved: false,
      to: column,
      start,
      end,
      previewStart: start,
      previewEnd: end,
    });
  };
  const onCardMove = (pointer: ReactPointerEvent<HTMLElement>) => {
    if (!drag) return;
    const dx = pointer.clientX - drag.pointerX;
    const dy = pointer.clientY - drag.pointerY;
    if (!drag.moved && Math.hypot(dx, dy) < DRAG_THRESHOLD) return;
    const delta = snappedDelta(dy, PX_PER_MINUTE);
    if (drag.kind === 'resize') {
      setDrag({ ...drag, moved: true, previewEnd: resizedEnd(drag.start, drag.end, delta, grid.end) });
      return;
    }
    const to = columnAt(pointer.clientX) ?? drag.to;
    const range = movedRange(drag.start, drag.end, delta, grid.start, grid.end);
    setDrag({ ...drag, moved: true, to, previewStart: range.start, previewEnd: range.end });
  };
  const onCardUp = () => {
    if (!drag) return;
    setDrag(null);
    if (!drag.moved) {
      onOpen(drag.event);
      return;
    }
    if (drag.kind === 'resize') {
      if (drag.previewEnd === drag.end) return;
      onMove({ event: drag.event, from: drag.from, to: drag.from, start: Date.parse(drag.event.start), end: instantAt(drag.from.date, drag.previewEnd, zone) });
      return;
    }
    if (drag.previewStart === drag.start && drag.to.key === drag.from.key) return;
    const length = Date.parse(drag.event.end) - Date.parse(drag.event.start);
    const start = instantAt(drag.to.date, drag.previewStart, zone);
    onMove({ event: drag.event, from: drag.from, to: drag.to, start, end: start + length });
  };

  const onCardKey = (event: PlanningEvent, column: GridColumn, key: KeyboardEvent<HTMLElement>) => {
    if (key.key === 'Enter' || key.key === ' ') {
      key.preventDefault();
      onOpen(event);
      return;
    }
    const length = Date.parse(event.end) - Date.parse(event.start);
    const index = columns.findIndex((c) => c.key === column.key);
    const step = SNAP_MINUTES * 60_000;
    let move: GridMove | null = null;
    if (key.key === 'ArrowUp' || key.key === 'ArrowDown') {
      const start = Date.parse(event.start) + (key.key === 'ArrowUp' ? -step : step);
      move = { event, from: column, to: column, start, end: start + length };
    } else if (key.key === 'ArrowLeft' || key.key === 'ArrowRight') {
      const to = columns[index + (key.key === 'ArrowLeft' ? -1 : 1)];
      if (!to) return;
      const start = instantAt(to.date, wallMinutesOn(event.start, column.date, zone), zone);
      move = { event, from: column, to, start, end: start + length };
    }
    if (!move) return;
    key.preventDefault();
    onMove(move);
  };

  const hours: number[] = [];
  for (let minute = Math.ceil(grid.start / 60) * 60; minute < grid.end; minute += 60) hours.push(minute);
  const nowColumnMinutes = (column: GridColumn) => (column.today ? wallMinutesOn(now, column.date, zone) : null);

  return (
    <div className={classes.frame} data-testid="planning-grid">
      <div className={classes.head} style={{ gridTemplateColumns: template }}>
        <div />
        {columns.map((column) => (
          <div key={column.key} className={`${classes.headCell} ${column.today && column.dayHead ? classes.headToday : ''}`} data-testid="planning-column-head">
            {column.dayHead ? (
              <>
                <div style={{ fontSize: 12, textTransform: 'uppercase', letterSpacing: 0.4 }}>{column.dayHead.weekday}</div>
                <div className={classes.headDay}>{column.dayHead.day}</div>
              </>
            ) : (
              <div style={{ fontWeight: 700, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{column.label}</div>
            )}
            {column.sub && <div style={{ fontSize: 11, color: 'var(--mantine-color-dimmed)' }}>{column.sub}</div>}
          </div>
        ))}
      </div>
      <div className={classes.body} style={{ gridTemplateColumns: template, height }}>
        <div className={classes.gutter} aria-hidden>
          {hours.map((minute) =>
            minute === grid.start ? null : (
              <span key={minute} className={classes.hourLabel} style={{ top: (minute - grid.start) * PX_PER_MINUTE }}>
                {clock(minute)}
              </span>
            ),
          )}
        </div>
        {placed.map(({ column, cards, layout }) => {
          const nowMinutes = nowColumnMinutes(column);
          const over = drag?.moved && drag.kind === 'move' && drag.to.key === column.key && drag.from.key !== column.key;
          return (
            <div
              key={column.key}
              ref={(el) => {
                if (el) columnEls.current.set(column.key, el);
                else columnEls.current.delete(column.key);
              }}
              className={`${classes.column} ${over ? classes.columnOver : ''}`}
              style={{ ['--hour' as string]: `${HOUR_PX}px`, backgroundPositionY: `${(Math.ceil(grid.start / 60) * 60 - grid.start) * PX_PER_MINUTE}px` }}
              data-testid="planning-column"
              data-column={column.label}
              data-date={column.date}
              onPointerDown={(event) => onColumnDown(column, event)}
              onPointerMove={onColumnMove}
              onPointerUp={onColumnUp}
              onPointerCancel={() => setSelection(null)}
            >
              {column.bands.map((band) => (
                <div
                  key={`${band.kind}-${band.start}`}
                  className={`${classes.band} ${band.kind === 'break' ? classes.bandBreak : ''}`}
                  style={{ top: (band.start - grid.start) * PX_PER_MINUTE, height: (band.end - band.start) * PX_PER_MINUTE }}
                  data-testid={band.kind === 'break' ? 'planning-break' : 'planning-closed'}
                >
                  {band.start === grid.start && band.end === grid.end && <div className={classes.bandLabel}>{column.closedLabel ?? t('planning.closed')}</div>}
                </div>
              ))}
              {nowMinutes !== null && nowMinutes >= grid.start && nowMinutes <= grid.end && (
                <div className={classes.nowLine} style={{ top: (nowMinutes - grid.start) * PX_PER_MINUTE }} data-testid="planning-now" />
              )}
              {selection?.column.key === column.key &&
                (() => {
                  const range = selectedRange(selection.pressed, selection.current);
                  return (
                    <div
                      className={classes.selection}
                      style={{ top: (range.start - grid.start) * PX_PER_MINUTE, height: (range.end - range.start) * PX_PER_MINUTE }}
                      data-testid="planning-selection"
                    >
                      {clock(range.start)} – {clock(range.end)}
                    </div>
                  );
                })()}
              {cards.map(({ event, start, end }) => {
                const dragged = drag?.moved && drag.event.uuid === event.uuid;
                // Moved to another column: the preview shows there; this one stays (hidden) as it holds the pointer.
                const away = dragged && drag.kind === 'move' && drag.to.key !== column.key;
                const place = layout.get(event.uuid) ?? { lane: 0, lanes: 1 };
                const top = dragged ? drag.previewStart : start;
                const bottom = dragged ? drag.previewEnd : end;
                const cardHeight = Math.max((bottom - top) * PX_PER_MINUTE - 2, 14);
                const text = dragged ? `${clock(drag.previewStart)} – ${clock(drag.previewEnd)}` : rangeText(event);
                return (
                  <EventCard
                    key={event.uuid}
                    event={event}
                    variant="grid"
                    timeRange={text}
                    height={cardHeight}
                    narrow={!dragged && place.lanes >= (minColumnWidth <= 120 ? 2 : 3)}
                    dragging={!!dragged}
                    saving={savingUuids.has(event.uuid)}
                    style={{
                      top: (top - grid.start) * PX_PER_MINUTE + 1,
                      height: cardHeight,
                      left: dragged ? 3 : `calc(${(place.lane / place.lanes) * 100}% + 3px)`,
                      width: dragged ? 'calc(100% - 6px)' : `calc(${100 / place.lanes}% - 6px)`,
                      opacity: away ? 0 : undefined,
                    }}
                    onPointerDown={(pointer) => onCardDown('move', event, column, pointer)}
                    onPointerMove={onCardMove}
                    onPointerUp={onCardUp}
                    onPointerCancel={() => setDrag(null)}
                    onKeyDown={(key) => onCardKey(event, column, key)}
                  >
                    <div
                      className={classes.resize}
                      data-testid="planning-resize"
                      onPointerDown={(pointer) => onCardDown('resize', event, column, pointer)}
                      onPointerMove={(pointer) => {
                        pointer.stopPropagation();
                        onCardMove(pointer);
                      }}
                      onPointerUp={(pointer) => {
                        pointer.stopPropagation();
                        onCardUp();
                      }}
                    />
                  </EventCard>
                );
              })}
              {drag?.moved && drag.kind === 'move' && drag.to.key === column.key && drag.from.key !== column.key && (
                <EventCard
                  event={drag.event}
                  variant="grid"
                  timeRange={`${clock(drag.previewStart)} – ${clock(drag.previewEnd)}`}
                  height={(drag.previewEnd - drag.previewStart) * PX_PER_MINUTE - 2}
                  dragging
                  aria-hidden
                  tabIndex={-1}
                  style={{
                    top: (drag.previewStart - grid.start) * PX_PER_MINUTE + 1,
                    height: (drag.previewEnd - drag.previewStart) * PX_PER_MINUTE - 2,
                    left: 3,
                    width: 'calc(100% - 6px)',
                    pointerEvents: 'none',
                  }}
                />
              )}
            </div>
          );
        })}
      </div>
    </div>
  );
}
