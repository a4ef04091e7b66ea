import { EVENT_STATUSES, type EventStatus } from '@atelier/contracts/booking-constants';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { PLANNING_VIEWS, type PlanningView } from '../grid/periods';

export type ColumnsBy = 'bays' | 'technicians';

/** The view, day, columns and statuses in the URL (?view=week&date=2026-11-23&by=technicians&status=REQUESTED), so a reload or a shared link shows the same. */
export function usePlanningState(today: string) {
  const [params, setParams] = useSearchParams();
  const viewParam = params.get('view') as PlanningView | null;
  const view: PlanningView = viewParam && PLANNING_VIEWS.includes(viewParam) ? viewParam : 'day';
  const dateParam = params.get('date');
  const anchor = dateParam && /^\d{4}-\d{2}-\d{2}$/.test(dateParam) ? dateParam : today;
  const by: ColumnsBy = params.get('by') === 'technicians' ? 'technicians' : 'bays';
  const statuses = (params.get('status') ?? '').split(',').filter((s): s is EventStatus => (EVENT_STATUSES as readonly string[]).includes(s));

  const update = useCallback(
    (changes: { view?: PlanningView; date?: string; by?: ColumnsBy; statuses?: EventStatus[] }) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (changes.view) next.set('view', changes.view);
          if (changes.date) next.set('date', changes.date);
          if (changes.by) next.set('by', changes.by);
          if (changes.statuses) {
            if (changes.statuses.length) next.set('status', changes.statuses.join(','));
            else next.delete('status');
          }
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return { view, anchor, by, statuses, update };
}
