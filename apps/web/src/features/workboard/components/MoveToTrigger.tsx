import type { Status } from '@atelier/contracts/statuses';
import type { Worksheet } from '@atelier/contracts/worksheets';
import { IconArrowsExchange } from '@tabler/icons-react';
import { forwardRef, type ComponentProps, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useWorksheetNumber } from '../../../shared/hooks/useWorksheetNumber';
import classes from './Board.module.css';

// What the card's button (MoveToButton) and its lazily loaded menu (MoveToMenu) share, in a file of
// its own so that neither imports the other statically.

export interface MoveToProps {
  worksheet: Worksheet;
  statuses: Status[];
  onMove: (worksheet: Worksheet, to: Status) => void;
  /** Kept by the board, so an open menu survives the cards being re-mounted by the drag layer. */
  opened: boolean;
  onChange: (opened: boolean) => void;
}

// The button lives inside a clickable, draggable card: its own clicks and presses stay its own.
export const keepInside = (event: SyntheticEvent) => event.stopPropagation();

/** The card's 'Déplacer vers…' button (also the menu's target once the menu is loaded). */
export const MoveToTrigger = forwardRef<HTMLButtonElement, { number: number } & ComponentProps<'button'>>(function MoveToTrigger({ number, className, ...props }, ref) {
  const { t } = useTranslation();
  const worksheetNumber = useWorksheetNumber();
  return (
    <button
      ref={ref}
      type="button"
      aria-label={t('board.move.menuLabel', { number: worksheetNumber(number) })}
      title={t('board.move.menu')}
      {...props}
      className={[classes.moveButton, className].filter(Boolean).join(' ')}
    >
      <IconArrowsExchange size={16} stroke={1.7} aria-hidden />
    </button>
  );
});
