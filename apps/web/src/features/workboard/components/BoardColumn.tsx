import type { Status } from '@atelier/contracts/statuses';
import { Text } from '@mantine/core';
import type { CSSProperties, ReactNode, Ref } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { Link, useSearchParams } from 'react-router';
import { formatListTotal } from '../../../shared/lists/ListCardTotal';
import { STATUS_GROUP_COLORS } from '../../../shared/ui/statusGroupColors';
import { CARDS_PER_STEP } from '../boardPaging';
import { statusListPath } from '../statusListPath';
import classes from './Board.module.css';

export interface BoardColumnProps {
  status: Status;
  total: number;
  /** `total` is a floor (the server stopped counting): '10 000+'. */
  capped?: boolean;
  shown: number;
  /** Cards loaded but not rendered yet (a long column): an 'Afficher plus' button adds them. */
  hidden?: number;
  onShowMore?: (statusId: number) => void;
  children: ReactNode;
  /** From the drag layer: where cards can be dropped, and whether one is over it now. */
  dropRef?: Ref<HTMLElement>;
  isOver?: boolean;
}

/** One status: its name, group colour and count, then its newest cards. */
export function BoardColumn({ status, total, capped, shown, hidden = 0, onShowMore, children, dropRef, isOver }: BoardColumnProps) {
  const { t, i18n } = useTranslation();
  const shownTotal = formatListTotal(total, capped, i18n.resolvedLanguage);
  const color = STATUS_GROUP_COLORS[status.group];
  const headingId = `board-column-${status.id}`;
  const groupName = t(`board.group.${status.group}`);
  const [params] = useSearchParams();
  return (
    <section
      ref={dropRef}
      className={[classes.column, isOver && classes.columnOver].filter(Boolean).join(' ')}
      aria-labelledby={headingId}
      data-testid="board-column"
      data-status-id={status.id}
      style={{ '--group-color': `var(--mantine-color-${color}-6)` } as CSSProperties}
    >
      <header className={classes.columnHeader}>
        <Text id={headingId} component="h2" fw={700} size="sm" lineClamp={1} style={{ flex: 1, minWidth: 0 }} title={status.name}>
          {status.name}
        </Text>
        <span className={classes.count} aria-label={t('board.count', { count: total })} data-testid="column-count">
          {shownTotal}
        </span>
      </header>
      {/* The group under the name, unless the name already says it ('À faire' in 'À faire'). */}
      {groupName.toLocaleLowerCase() !== status.name.trim().toLocaleLowerCase() && (
        <Text size="xs" c="dimmed" px={14} mt={-6} mb={6}>
          {groupName}
        </Text>
      )}
      <div className={classes.columnBody}>
        {shown === 0 ? (
          <div className={classes.emptyColumn}>
            <Text size="sm" c="dimmed">
              {isOver ? t('board.dropHere') : t('board.emptyColumn')}
            </Text>
          </div>
        ) : (
          children
        )}
        {hidden > 0 && onShowMore ? (
          <button type="button" className={classes.more} data-testid="column-more" onClick={() => onShowMore(status.id)}>
            {t('board.more', { count: Math.min(hidden, CARDS_PER_STEP) })}
          </button>
        ) : (
          total > shown && (
            <>
              <Text size="xs" c="dimmed" ta="center" pt={4}>
                {t('board.newest', { shown, total: shownTotal })}
              </Text>
              {/* The board holds a column's newest cards; the list pages through all of them. */}
              <Link className={classes.more} to={statusListPath(status.id, params.get('technician'))} data-testid="column-see-all">
                {t('board.seeAll')}
              </Link>
            </>
          )
        )}
      </div>
    </section>
  );
}
