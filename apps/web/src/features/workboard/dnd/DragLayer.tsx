import type { Worksheet } from '@atelier/contracts/worksheets';
import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  pointerWithin,
  rectIntersection,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
  type Announcements,
  type CollisionDetection,
  type DragEndEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { useWorksheetNumber } from '../../../shared/hooks/useWorksheetNumber';
import { BoardColumn, type BoardColumnProps } from '../components/BoardColumn';
import type { BoardLayerProps } from '../components/boardLayer';
import { columnProps } from '../components/columnProps';
import { columnKeyboardCoordinates } from './columnKeyboardCoordinates';

/*
 * The drag layer: @dnd-kit and everything that uses it. The board page imports this module only
 * when the user reaches for a card (pointer over the board, a focused card, a touch), so the first
 * screen's JavaScript stays small; until then the cards open and move through their menu.
 */

// The column under the pointer; from the keyboard (no pointer), the one the card overlaps most.
const collisions: CollisionDetection = (args) => {
  const within = pointerWithin(args);
  return within.length > 0 ? within : rectIntersection(args);
};

function DroppableColumn(props: Omit<BoardColumnProps, 'dropRef' | 'isOver'>) {
  const { setNodeRef, isOver } = useDroppable({ id: props.status.id });
  return (
    <BoardColumn {...props} dropRef={setNodeRef} isOver={isOver}>
      {props.children}
    </BoardColumn>
  );
}

// `roleDescription` is looked up once by the layer, not by each card.
function DraggableCard({ worksheet, renderCard, roleDescription }: { worksheet: Worksheet; renderCard: BoardLayerProps['renderCard']; roleDescription: string }) {
  const { setNodeRef, attributes, listeners, isDragging } = useDraggable({ id: worksheet.uuid, data: { statusId: worksheet.statusId } });
  return (
    <>
      {renderCard(worksheet, {
        ref: setNodeRef,
        props: { ...attributes, ...listeners, 'aria-roledescription': roleDescription },
        isDragging,
      })}
    </>
  );
}

export function DragLayer({ statuses, columns, renderCard, onDrop, onShowMore }: BoardLayerProps) {
  const { t } = useTranslation();
  const worksheetNumber = useWorksheetNumber();
  const [active, setActive] = useState<Worksheet | null>(null);
  const roleDescription = t('board.dnd.roleDescription');

  // Indexes for the announcements and the keyboard: the card behind an id, a status behind an id.
  const cards = useMemo(() => new Map([...columns.values()].flatMap((column) => column.items.map((item) => [item.uuid, item] as const))), [columns]);
  const statusById = useMemo(() => new Map(statuses.map((status) => [status.id, status])), [statuses]);
  const latest = useRef({ statuses, cards });
  latest.current = { statuses, cards };

  const sensors = useSensors(
    // A few pixels of movement before a drag starts, so a click still opens the card.
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    // On touch screens a press-and-hold drags; a swipe scrolls the columns.
    useSensor(TouchSensor, { activationConstraint: { delay: 250, tolerance: 8 } }),
    useSensor(KeyboardSensor, {
      // Enter stays 'open the work order'; Space picks up and drops.
      keyboardCodes: { start: ['Space'], cancel: ['Escape'], end: ['Space'] },
      coordinateGetter: columnKeyboardCoordinates(
        () => latest.current.statuses.map((status) => status.id),
        (id) => latest.current.cards.get(String(id))?.statusId,
      ),
    }),
  );

  const numberOf = (id: string | number) => {
    const worksheetId = cards.get(String(id))?.worksheetId;
    return worksheetId === undefined ? '' : worksheetNumber(worksheetId);
  };
  const nameOf = (id: string | number | undefined) => (id === undefined ? undefined : statusById.get(Number(id))?.name);
  const announcements: Announcements = {
    onDragStart: ({ active: a }) => t('board.dnd.start', { number: numberOf(a.id) }),
    onDragOver: ({ over }) => (over ? t('board.dnd.over', { status: nameOf(over.id) }) : t('board.dnd.outside')),
    onDragEnd: ({ active: a, over }) =>
      over ? t('board.dnd.end', { number: numberOf(a.id), status: nameOf(over.id) }) : t('board.dnd.endOutside', { number: numberOf(a.id) }),
    onDragCancel: ({ active: a }) => t('board.dnd.cancel', { number: numberOf(a.id) }),
  };

  const onDragStart = ({ active: a }: DragStartEvent) => setActive(cards.get(String(a.id)) ?? null);
  const onDragEnd = ({ active: a, over, activatorEvent }: DragEndEvent) => {
    setActive(null);
    const card = cards.get(String(a.id));
    const to = over ? statusById.get(Number(over.id)) : undefined;
    if (!card || !to || to.id === card.statusId) return;
    onDrop(card, to, { keyboard: activatorEvent instanceof KeyboardEvent });
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={collisions}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t('board.dnd.instructions') } }}
      // Scroll the columns only near the edge (the default starts a fifth of the width away).
      autoScroll={{ threshold: { x: 0.08, y: 0.15 } }}
      onDragStart={onDragStart}
      onDragEnd={onDragEnd}
      onDragCancel={() => setActive(null)}
    >
      {statuses.map((status) => {
        const column = columns.get(status.id);
        return (
          <DroppableColumn key={status.id} {...columnProps(status, column, onShowMore)}>
            {column?.items.map((worksheet) => (
              <DraggableCard key={worksheet.uuid} worksheet={worksheet} renderCard={renderCard} roleDescription={roleDescription} />
            ))}
          </DroppableColumn>
        );
      })}
      <DragOverlay dropAnimation={null}>{active ? renderCard(active, undefined, true) : null}</DragOverlay>
    </DndContext>
  );
}
