import type { Status } from '@atelier/contracts/statuses';
import type { Worksheet } from '@atelier/contracts/worksheets';
import type { ReactElement, SyntheticEvent } from 'react';

// Types only: the card's button (MoveToButton) and its lazily loaded menu (MoveToMenu) share them
// without importing each other.

export interface MoveToProps {
  worksheet: Worksheet;
  statuses: Status[];
  onMove: (worksheet: Worksheet, to: Status) => void;
  /** Kept by the board, so an open menu survives the cards being re-mounted by the drag layer. */
  opened: boolean;
  onChange: (opened: boolean) => void;
  /** The button's name ('Déplacer le bon de travail BT-12') and tooltip, from the board's texts. */
  label: string;
  title: string;
}

/** The menu also gets its target (the card's button) and the handler that keeps its events inside. */
export interface MoveToMenuProps extends MoveToProps {
  trigger: ReactElement;
  keepInside: (event: SyntheticEvent) => void;
}
