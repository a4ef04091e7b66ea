import type { PlanningEvent } from '@atelier/contracts/planning';
import { Anchor, Badge } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { useAccountPreferences } from '../../../shared/account/api';
import { formatDateTime } from '../../../shared/format/dateTime';
import { usePageSettled } from '../../../shared/api/pageSettled';
import { notify } from '../../../shared/notifications/notify';
import { useSession } from '../../../shared/session/useSession';
import { planningKeys, useUnseenEvents } from '../api';
import { wallOf } from '../grid/calendarTime';
import { newBookings } from '../newBookings';

const customerOf = (event: PlanningEvent) => event.customer?.fullname ?? event.contact?.fullname ?? event.title ?? '—';

/**
 * The Planning entry's count of new online bookings (GET /api/events/unseen every minute while
 * the tab is visible). When it grows, a toast names the newest one with a link, and the calendar
 * (if open) reloads.
 */
export function PlanningNavBadge() {
  const { t } = useTranslation();
  const { user } = useSession();
  const prefs = useAccountPreferences();
  const client = useQueryClient();
  // Asked once the page has its content (usePageSettled): a badge is not the first screen.
  const settled = usePageSettled();
  const unseen = useUnseenEvents(!!user && settled);
  const count = unseen.data?.count ?? 0;
  const previous = useRef<number | null>(null);

  useEffect(() => {
    if (!unseen.data) return;
    const fresh = newBookings(previous.current, unseen.data);
    previous.current = unseen.data.count;
    if (fresh.length === 0) return;
    void client.invalidateQueries({ queryKey: planningKeys.lists });
    for (const event of fresh) {
      notify({
        color: 'blue',
        title: t('planning.newBookingTitle'),
        message: (
          <>
            {t('planning.newBooking', { customer: customerOf(event), when: formatDateTime(event.start, prefs.dateTime) })}{' '}
            {/* A toast lives outside the router: a plain link to the hash route. */}
            <Anchor href={`#/events?date=${encodeURIComponent(wallOf(event.start, prefs.dateTime.timezone).date)}`} size="sm">
              {t('planning.openPlanning')}
            </Anchor>
          </>
        ),
        autoClose: 10_000,
      });
    }
  }, [unseen.data, client, t, prefs.dateTime]);

  if (count === 0) return null;
  return (
    <Badge size="sm" color="red" variant="filled" circle={count < 10} aria-label={t('planning.unseenBadge', { count })} data-testid="planning-unseen-badge">
      {count > 99 ? '99+' : count}
    </Badge>
  );
}
