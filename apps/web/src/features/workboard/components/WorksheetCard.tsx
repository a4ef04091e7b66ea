import type { Status } from '@atelier/contracts/statuses';
import { mechDisplayName } from '@atelier/contracts/vehicle-constants';
import type { Worksheet } from '@atelier/contracts/worksheets';
import { Avatar, Group, Text } from '@mantine/core';
import { IconCar, IconClock } from '@tabler/icons-react';
import { useCallback, useEffect, useRef, type HTMLAttributes, type KeyboardEvent, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { useWorksheetNumber } from '../../../shared/hooks/useWorksheetNumber';
import { avatarInitials } from '@atelier/contracts/avatar';
import { timeInStatus } from '../timeInStatus';
import classes from './Board.module.css';
import { MoveToButton } from './MoveToButton';

/** What the drag layer adds to a card once it is loaded (see dnd/DragLayer). */
export interface CardDragBindings {
  ref: Ref<HTMLDivElement>;
  props: HTMLAttributes<HTMLDivElement>;
  isDragging: boolean;
}

export interface WorksheetCardProps {
  worksheet: Worksheet;
  statuses: Status[];
  now: number;
  formatDateTime: (value: string) => string;
  onOpen: (uuid: string) => void;
  onMove: (worksheet: Worksheet, to: Status) => void;
  /** Whether this card's 'Déplacer vers…' menu is open (the board keeps it). */
  menuOpened: boolean;
  onMenuChange: (uuid: string, opened: boolean) => void;
  drag?: CardDragBindings;
  /** Take the focus when shown: the card was just dropped here from the keyboard (a new element in its new column). */
  focusOnMount?: boolean;
  /** The copy that follows the pointer while dragging. */
  overlay?: boolean;
}

function useTimeLabel(since: string, now: number): string {
  const { t } = useTranslation();
  const time = timeInStatus(since, now);
  return time.unit === 'now' ? t('board.time.now') : t(`board.time.${time.unit}`, { count: time.count });
}

/** A work order on the board: number, customer, vehicle, technician and time in its status. */
export function WorksheetCard({ worksheet, statuses, now, formatDateTime, onOpen, onMove, menuOpened, onMenuChange, drag, focusOnMount, overlay }: WorksheetCardProps) {
  const { t } = useTranslation();
  const number = useWorksheetNumber()(worksheet.worksheetId);
  const timeLabel = useTimeLabel(worksheet.statusChangedAt, now);
  const vehicle = worksheet.mech ? mechDisplayName(worksheet.mech, t('board.card.unknownVehicle')) : t('board.card.noVehicle');
  const dragProps = drag?.props ?? {};
  const node = useRef<HTMLDivElement | null>(null);
  const dragRef = drag?.ref;
  const setNode = useCallback(
    (element: HTMLDivElement | null) => {
      node.current = element;
      if (typeof dragRef === 'function') dragRef(element);
    },
    [dragRef],
  );
  useEffect(() => {
    if (focusOnMount && node.current && document.activeElement !== node.current) node.current.focus();
  }, [focusOnMount]);
  const className = [classes.card, drag && classes.draggable, drag?.isDragging && classes.placeholder, overlay && classes.overlay].filter(Boolean).join(' ');

  // Enter opens the work order; Space (and the arrows) belong to the drag layer.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.target === event.currentTarget && event.key === 'Enter') {
      event.preventDefault();
      onOpen(worksheet.uuid);
      return;
    }
    dragProps.onKeyDown?.(event);
  };

  return (
    <div
      role="button"
      tabIndex={0}
      aria-label={t('board.card.open', { number, customer: worksheet.customer.fullname })}
      data-testid="board-card"
      data-uuid={worksheet.uuid}
      {...dragProps}
      ref={setNode}
      className={className}
      onKeyDown={onKeyDown}
      onClick={() => onOpen(worksheet.uuid)}
    >
      <Group justify="space-between" wrap="nowrap" gap={6} mb={4}>
        <Text fw={700} size="sm" className={classes.number}>
          {number}
        </Text>
        {!overlay && (
          <MoveToButton worksheet={worksheet} statuses={statuses} onMove={onMove} opened={menuOpened} onChange={(opened) => onMenuChange(worksheet.uuid, opened)} />
        )}
      </Group>
      <Text fw={600} size="sm" lineClamp={1} title={worksheet.customer.fullname}>
        {worksheet.customer.fullname}
      </Text>
      <Group gap={6} wrap="nowrap" mt={2}>
        <IconCar size={15} stroke={1.6} color="var(--mantine-color-dimmed)" aria-hidden />
        <Text size="sm" c="dimmed" lineClamp={1} title={vehicle}>
          {vehicle}
        </Text>
      </Group>
      <Group justify="space-between" wrap="nowrap" mt={8} gap={6}>
        {/* Native titles rather than tooltips: the first screen loads no popover code. */}
        <Group gap={4} wrap="nowrap" title={t('board.card.since', { date: formatDateTime(worksheet.statusChangedAt) })}>
          <IconClock size={14} stroke={1.6} color="var(--mantine-color-dimmed)" aria-hidden />
          <Text size="xs" c="dimmed" data-testid="time-in-status">
            {timeLabel}
          </Text>
        </Group>
        {worksheet.technician ? (
          <Avatar size={26} radius="xl" color="brand" variant="light" aria-label={worksheet.technician.fullname} title={worksheet.technician.fullname}>
            {avatarInitials(worksheet.technician)}
          </Avatar>
        ) : (
          <Text size="xs" c="dimmed" fs="italic">
            {t('board.card.unassigned')}
          </Text>
        )}
      </Group>
    </div>
  );
}
