import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useAccountPreferences } from '../../../shared/account/api';
import type { TimelogFilters, TimelogListParams } from '../api';
import { shopToday } from '../shopClock';
import { readTimesheetQuery, TIMESHEET_PAGE_SIZE, type TimesheetQuery } from '../timesheetQuery';

type Changes = Partial<Omit<TimesheetQuery, 'page'>> & { page?: number };

const PARAM: Record<keyof TimesheetQuery, string> = { page: 'page', from: 'from', to: 'to', userUuid: 'user', workorderUuid: 'workorder', toReview: 'review' };

/**
 * The timesheet's period, filters and page live in the URL: a reload or a shared link shows the
 * same sheet. The default period is this week in the shop's time zone.
 */
export function useTimesheetParams(canAll: boolean) {
  const [params, setParams] = useSearchParams();
  const zone = useAccountPreferences().dateTime.timezone;
  const today = shopToday(zone);
  const query = useMemo(() => readTimesheetQuery(params, today), [params, today]);

  const update = useCallback(
    (changes: Changes) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          // Any filter change goes back to the first page.
          const all: Changes = 'page' in changes ? changes : { ...changes, page: 1 };
          for (const [key, value] of Object.entries(all) as [keyof TimesheetQuery, unknown][]) {
            const name = PARAM[key];
            if (value === null || value === undefined || value === false || value === '' || (key === 'page' && value === 1)) next.delete(name);
            else next.set(name, value === true ? '1' : String(value));
          }
          return next;
        },
        { replace: true },
      );
    },
    [setParams],
  );

  const filters: TimelogFilters = useMemo(
    () => ({
      from: query.from,
      to: query.to,
      // Without timelog:all the server lists one's own entries whatever is asked.
      userUuid: canAll ? (query.userUuid ?? undefined) : undefined,
      workorderUuid: query.workorderUuid ?? undefined,
      toReview: query.toReview || undefined,
    }),
    [query, canAll],
  );
  const apiParams: TimelogListParams = useMemo(() => ({ ...filters, page: query.page, pageSize: TIMESHEET_PAGE_SIZE }), [filters, query.page]);

  return { query, today, update, filters, apiParams };
}
