import type { Status } from '@atelier/contracts/statuses';
import type { Worksheet } from '@atelier/contracts/worksheets';
import type { ReactNode } from 'react';
import type { VisibleColumn } from '../boardPaging';
import type { CardDragBindings } from './WorksheetCard';

/** What the board hands to its columns, with or without the drag layer. */
export interface BoardLayerProps {
  statuses: Status[];
  /** Each column's rendered cards (its first ones) and how many loaded ones are not rendered. */
  columns: Map<number, VisibleColumn>;
  onShowMore: (statusId: number) => void;
  renderCard: (worksheet: Worksheet, drag?: CardDragBindings, overlay?: boolean) => ReactNode;
  /** `keyboard`: dropped from the keyboard, so the focus follows the card into its new column. */
  onDrop: (worksheet: Worksheet, to: Status, via: { keyboard: boolean }) => void;
}
