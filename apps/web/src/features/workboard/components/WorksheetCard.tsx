import type { Status } from '@atelier/contracts/statuses';
import { mechDisplayName } from '@atelier/contracts/vehicle-constants';
import type { Worksheet } from '@atelier/contracts/worksheets';
import { memo, useCallback, useEffect, useRef, type CSSProperties, type HTMLAttributes, type KeyboardEvent, type Ref } from 'react';
import { avatarInitials } from '@atelier/contracts/avatar';
import { worksheetBillingState, type WorksheetBillingState } from '../../../shared/worksheets/worksheetBillingState';
import { INVOICE_STATUS_COLORS } from '../../invoices';
import type { CardTexts } from '../hooks/useCardTexts';
import classes from './Board.module.css';
import { ClockButton, type CardClock } from './ClockButton';
import { keepInside, MoveToButton } from './MoveToButton';

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
  texts: CardTexts;
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
  /** The caller's clock on this work order (issue 13); none: no clock button (no permission). */
  clock?: CardClock;
  onClock?: (worksheet: Worksheet, running: boolean) => void;
  /** 'Facturer' on a READY card (issue 14); none: no button. */
  onInvoice?: (worksheet: Worksheet) => void;
  /** This card's invoice is being made (its button waits). */
  invoicing?: boolean;
  /** The plan has no invoicing (issue 16): 'Facturer' carries a lock and opens the upgrade prompt. */
  invoiceLocked?: boolean;
}

/** The badge of a card's invoicing: its text, its tone (the invoice statuses' colours) and its full wording for the tooltip. */
function billingBadge(billing: WorksheetBillingState, texts: CardTexts['billing']): { text: string; title: string; tone: string } | null {
  switch (billing.kind) {
    case 'NONE':
      return null;
    case 'READY':
      return { text: texts.ready, title: texts.ready, tone: INVOICE_STATUS_COLORS.READY };
    case 'DRAFT':
      return { text: texts.draft, title: texts.draft, tone: INVOICE_STATUS_COLORS.DRAFT };
    case 'INVOICED': {
      const label = texts.invoice(billing.invoice.invoiceId ?? '');
      const status = texts.status[billing.invoice.status];
      return { text: `${label} · ${status}`, title: `${label} · ${status}`, tone: INVOICE_STATUS_COLORS[billing.invoice.status] };
    }
  }
}

/*
 * A work order on the board: number, customer, vehicle, technician and time in its status.
 * Plain elements styled by Board.module.css, its texts handed in (no translator, query or Mantine
 * component per card) and memoised: a board of hundreds of cards renders in one short task, and a
 * re-read of the board re-renders only the cards that changed.
 */
export const WorksheetCard = memo(function WorksheetCard({
  worksheet,
  statuses,
  now,
  formatDateTime,
  texts,
  onOpen,
  onMove,
  menuOpened,
  onMenuChange,
  drag,
  focusOnMount,
  overlay,
  clock,
  onClock,
  onInvoice,
  invoicing,
  invoiceLocked,
}: WorksheetCardProps) {
  const number = texts.number(worksheet.worksheetId);
  const vehicle = worksheet.mech ? mechDisplayName(worksheet.mech, texts.unknownVehicle) : texts.noVehicle;
  const billing = worksheetBillingState(worksheet);
  const badge = billingBadge(billing, texts.billing);
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
  const className = [
    classes.card,
    drag && classes.draggable,
    drag?.isDragging && classes.placeholder,
    overlay && classes.overlay,
    clock === 'running' && classes.cardRunning,
  ]
    .filter(Boolean)
    .join(' ');

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
      aria-label={texts.open(number, worksheet.customer.fullname)}
      data-testid="board-card"
      data-uuid={worksheet.uuid}
      {...dragProps}
      ref={setNode}
      className={className}
      onKeyDown={onKeyDown}
      onClick={() => onOpen(worksheet.uuid)}
    >
      <div className={classes.cardTop}>
        <span className={classes.number}>{number}</span>
        {!overlay && (
          <div className={classes.cardActions}>
            <MoveToButton
              worksheet={worksheet}
              statuses={statuses}
              onMove={onMove}
              opened={menuOpened}
              onChange={(opened) => onMenuChange(worksheet.uuid, opened)}
              label={texts.moveMenuLabel(number)}
              title={texts.moveMenu}
            />
            {clock && onClock && (
              <ClockButton
                state={clock}
                label={clock === 'running' ? texts.clockOut(number) : texts.clockIn(number)}
                onClick={() => onClock(worksheet, clock === 'running')}
              />
            )}
          </div>
        )}
      </div>
      <div className={classes.customer} title={worksheet.customer.fullname}>
        {worksheet.customer.fullname}
      </div>
      <div className={classes.vehicle} title={vehicle}>
        <span className={`${classes.icon} ${classes.iconCar}`} aria-hidden />
        <span className={classes.ellipsis}>{vehicle}</span>
      </div>
      {badge && (
        <div className={classes.billing}>
          <span
            className={classes.billingBadge}
            style={{ '--tone': `var(--mantine-color-${badge.tone}-6)` } as CSSProperties}
            title={badge.title}
            data-testid="card-billing"
            data-billing={billing.kind}
          >
            {badge.text}
          </span>
          {billing.kind === 'READY' && onInvoice && !overlay && (
            <button
              type="button"
              className={classes.invoiceButton}
              aria-label={texts.billing.actionLabel(number)}
              data-testid="card-invoice"
              data-plan-locked={invoiceLocked ? 'invoicing' : undefined}
              disabled={invoicing}
              aria-busy={invoicing}
              // Its presses are its own: no card opening, no drag.
              onPointerDown={keepInside}
              onKeyDown={keepInside}
              onClick={(event) => {
                keepInside(event);
                onInvoice(worksheet);
              }}
            >
              {texts.billing.action}
              {invoiceLocked && <span className={`${classes.icon} ${classes.iconLock}`} aria-hidden data-testid="upgrade-mark" />}
            </button>
          )}
        </div>
      )}
      <div className={classes.cardBottom}>
        {/* Native titles rather than tooltips: the first screen loads no popover code. */}
        <span className={classes.since} title={texts.since(formatDateTime(worksheet.statusChangedAt))}>
          <span className={`${classes.icon} ${classes.iconClock}`} aria-hidden />
          <span data-testid="time-in-status">{texts.time(worksheet.statusChangedAt, now)}</span>
        </span>
        {worksheet.technician ? (
          <span className={classes.avatar} role="img" aria-label={worksheet.technician.fullname} title={worksheet.technician.fullname}>
            {avatarInitials(worksheet.technician)}
          </span>
        ) : (
          <span className={classes.unassigned}>{texts.unassigned}</span>
        )}
      </div>
    </div>
  );
});
