import type { EventPatchBody, PlanningEvent } from '@atelier/contracts/planning';
import { Alert, Button, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { apiRequest } from '../../../shared/api/apiClient';
import { useAccountPreferences } from '../../../shared/account/api';
import { toApiError } from '../../../shared/errors/describeError';
import { ErrorAlert } from '../../../shared/errors/ErrorAlert';
import { formatInZone } from '../../../shared/format/dateTime';
import { useDocumentTitle } from '../../../shared/hooks/useDocumentTitle';
import { notify } from '../../../shared/notifications/notify';
import { patchEvent, planningKeys, eventListPath, useBookingSettings, useEvents, useMarkSeen } from '../api';
import { EventDrawer } from '../components/EventDrawer';
import { FeedModal } from '../components/FeedModal';
import { MonthGrid } from '../components/MonthGrid';
import { PhoneDayList } from '../components/PhoneDayList';
import { PlanningToolbar } from '../components/PlanningToolbar';
import { TimeGrid, type GridColumn, type GridMove } from '../components/TimeGrid';
import type { EventPrefill } from '../eventFormValues';
import { conflictUuid, eventCustomer } from '../eventText';
import { clockMinutes, instantAt, shopToday, wallMinutesOn, wallOf, weekdayIndex } from '../grid/calendarTime';
import { closedBands, closureOn, gridRange } from '../grid/gridHours';
import { columnDay, compactDay, daysOf, longDay, monthTitle, periodDays, periodRange, shiftAnchor, shortDay } from '../grid/periods';
import { touchesDay } from '../grid/segments';
import { SNAP_MINUTES } from '../grid/snap';
import { useNow } from '../hooks/useNow';
import { usePlanningState } from '../hooks/usePlanningState';
import { useGate } from '../../../shared/plan/useGate';
import { useCreateFlag } from '../../../shared/routing/useCreateFlag';

type Override = Pick<PlanningEvent, 'start' | 'end'> & Partial<Pick<PlanningEvent, 'bay' | 'technician'>>;
const CONFLICT_CODES = new Set(['ERR_BAY_TAKEN', 'ERR_TECHNICIAN_TAKEN', 'ERR_SLOT_TAKEN']);

/**
 * /events, "Planification" (shell §2; issue 15): the shop's appointments by bay or technician
 * (day), by day (week) or month; select a slot to create, drag to move or resize, a drawer to edit.
 * A phone gets one day as a list.
 */
export function PlanningPage() {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage === 'en' ? 'en-CA' : 'fr-CA';
  const prefs = useAccountPreferences();
  const settings = useBookingSettings();
  const zone = settings.data?.timezone ?? prefs.dateTime.timezone;
  const timeFormat = prefs.dateTime.timeFormat;
  const phone = useMediaQuery('(max-width: 767px)') ?? false;
  const now = useNow();
  const today = shopToday(zone, now);
  const state = usePlanningState(today);
  const view = phone ? 'day' : state.view;
  const { anchor, by, statuses } = state;
  const client = useQueryClient();
  const range = useMemo(() => periodRange(view, anchor, zone), [view, anchor, zone]);
  const filters = useMemo(() => ({ ...range, statuses }), [range, statuses]);
  const events = useEvents(filters);
  const markSeen = useMarkSeen();
  const [overrides, setOverrides] = useState<ReadonlyMap<string, Override>>(new Map());
  const [drawer, setDrawer] = useState<PlanningEvent | EventPrefill | null>(null);
  const [feedOpen, setFeedOpen] = useState(false);
  useDocumentTitle(t('planning.title'));

  // Opening the planning is seeing the new online bookings (the badge empties).
  useEffect(() => {
    markSeen.mutate();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per visit
  }, []);

  const list = useMemo(() => (events.data ?? []).map((event) => ({ ...event, ...overrides.get(event.uuid) })), [events.data, overrides]);
  const grid = useMemo(() => gridRange(settings.data?.hours), [settings.data?.hours]);

  const timeAt = useCallback((instant: number | string) => formatInZone(instant, zone, timeFormat), [zone, timeFormat]);
  const clock = useCallback((minutes: number) => formatInZone(Date.UTC(2000, 0, 1, 0, minutes), 'UTC', timeFormat), [timeFormat]);
  const rangeText = useCallback((event: Pick<PlanningEvent, 'start' | 'end'>) => `${timeAt(event.start)} – ${timeAt(event.end)}`, [timeAt]);
  const whenText = useCallback(
    (event: Pick<PlanningEvent, 'start' | 'end'>) => `${shortDay(wallOf(event.start, zone).date, locale)}, ${rangeText(event)}`,
    [zone, locale, rangeText],
  );

  // ——— Columns ———
  const days = useMemo(() => {
    const period = periodDays(view, anchor);
    return daysOf(period.from, period.to);
  }, [view, anchor]);

  const columns: GridColumn[] = useMemo(() => {
    const dayColumn = (date: string, key: string, label: string, meta?: GridColumn['meta'], dayHead?: GridColumn['dayHead']): GridColumn => {
      const closure = closureOn(date, settings.data?.closures);
      return {
        key,
        date,
        label,
        meta,
        dayHead,
        today: date === today,
        bands: closedBands(date, settings.data?.hours, settings.data?.closures, grid),
        closedLabel: closure?.label ?? null,
      };
    };
    if (view === 'week') return days.map((date) => dayColumn(date, date, date, undefined, columnDay(date, locale)));
    const date = anchor;
    const onDay = list.filter((event) => touchesDay(event.start, event.end, date, zone));
    const result: GridColumn[] = [];
    if (by === 'bays') {
      const bays = (settings.data?.bays ?? []).filter((bay) => bay.active || onDay.some((event) => event.bay?.id === bay.id));
      for (const bay of bays) {
        result.push(dayColumn(date, `bay-${bay.id}`, bay.name, { bayId: bay.id }));
      }
      for (const event of onDay) {
        if (event.bay && !result.some((c) => c.key === `bay-${event.bay!.id}`)) {
          result.push(dayColumn(date, `bay-${event.bay.id}`, event.bay.name, { bayId: event.bay.id }));
        }
      }
      if (result.length === 0 || onDay.some((event) => !event.bay)) {
        result.push(dayColumn(date, 'bay-none', t('planning.noBay'), { bayId: null }));
      }
    } else {
      const technicians = [...(settings.data?.technicians ?? [])];
      for (const event of onDay) if (event.technician && !technicians.some((tech) => tech.uuid === event.technician!.uuid)) technicians.push(event.technician);
      for (const tech of technicians) {
        result.push(dayColumn(date, `tech-${tech.uuid}`, tech.fullname, { technicianUuid: tech.uuid }));
      }
      if (result.length === 0 || onDay.some((event) => !event.technician)) {
        result.push(dayColumn(date, 'tech-none', t('planning.noTechnician'), { technicianUuid: null }));
      }
    }
    return result;
  }, [view, days, anchor, by, list, settings.data, grid, today, locale, zone, t]);

  const eventsOf = useCallback(
    (column: GridColumn) =>
      list.filter((event) => {
        if (!touchesDay(event.start, event.end, column.date, zone)) return false;
        if (view === 'week') return true;
        const meta = column.meta;
        if (!meta) return false;
        if ('bayId' in meta) return (event.bay?.id ?? null) === meta.bayId;
        return (event.technician?.uuid ?? null) === meta.technicianUuid;
      }),
    [list, zone, view],
  );

  // ——— Conflicts: which appointment is in the way ———
  const conflictSentence = useCallback(
    (other: PlanningEvent | undefined, fallback: Pick<PlanningEvent, 'start' | 'end'>) =>
      other
        ? t('planning.move.conflictWith', { customer: eventCustomer(other) ?? t('planning.drawer.editTitle'), time: whenText(other) })
        : t('planning.move.conflictUnknown', { time: whenText(fallback) }),
    [t, whenText],
  );
  const conflictText = useCallback(
    (error: unknown) => {
      const apiError = toApiError(error);
      if (!CONFLICT_CODES.has(apiError.message)) return null;
      const uuid = conflictUuid(apiError.details);
      const other = list.find((event) => event.uuid === uuid);
      return other ? conflictSentence(other, other) : null;
    },
    [list, conflictSentence],
  );

  // ——— Moving (optimistic, rolled back on refusal) ———
  const savingUuids = useMemo(() => new Set(overrides.keys()), [overrides]);
  const move = useCallback(
    async ({ event, from, to, start, end }: GridMove) => {
      const body: EventPatchBody = { start: new Date(start).toISOString(), end: new Date(end).toISOString() };
      const override: Override = { start: body.start!, end: body.end! };
      if (view === 'day' && from.key !== to.key) {
        const meta = to.meta ?? {};
        if ('bayId' in meta) {
          body.bayId = meta.bayId ?? null;
          override.bay = meta.bayId ? { id: meta.bayId, name: to.label } : null;
        } else {
          body.technicianUuid = meta.technicianUuid ?? null;
          override.technician = meta.technicianUuid ? { uuid: meta.technicianUuid, fullname: to.label } : null;
        }
      }
      setOverrides((current) => new Map(current).set(event.uuid, override));
      const drop = () =>
        setOverrides((current) => {
          const next = new Map(current);
          next.delete(event.uuid);
          return next;
        });
      try {
        await patchEvent(event.uuid, body);
        await client.invalidateQueries({ queryKey: planningKeys.all });
        drop();
      } catch (error) {
        drop();
        const apiError = toApiError(error);
        let message = t(`error.${apiError.message}`, { defaultValue: t('error.type.SERVER') });
        if (CONFLICT_CODES.has(apiError.message)) {
          const uuid = conflictUuid(apiError.details);
          let other = list.find((e) => e.uuid === uuid);
          // Not on screen (another period or filtered out): it overlaps the range asked for, so that range finds it.
          if (!other && uuid) {
            other = await apiRequest<{ list: PlanningEvent[] }>(eventListPath({ from: body.start!, to: body.end! }))
              .then((data) => data.list.find((e) => e.uuid === uuid))
              .catch(() => undefined);
          }
          message = `${message} ${conflictSentence(other, override)}`;
        }
        notify({ color: 'red', title: t('planning.move.failed'), message, autoClose: 8000 });
        void client.invalidateQueries({ queryKey: planningKeys.lists });
      }
    },
    [view, client, t, list, conflictSentence],
  );

  // ——— Creating ———
  // Without scheduling in the plan (issue 16) an empty slot opens the upgrade prompt; events still open and move.
  const scheduleGate = useGate('scheduling');
  const selectSlot = useCallback(
    (column: GridColumn, start: number, end: number) => {
      const meta = view === 'day' ? (column.meta ?? {}) : {};
      setDrawer({ start: instantAt(column.date, start, zone), end: instantAt(column.date, end, zone), ...meta });
    },
    [view, zone],
  );
  const select = useMemo(() => scheduleGate.guard(selectSlot), [scheduleGate, selectSlot]);
  const createFromToolbar = () => {
    const day =
      view === 'month' ? (anchor.slice(0, 7) === today.slice(0, 7) ? today : `${anchor.slice(0, 7)}-01`) : view === 'week' && days.includes(today) ? today : anchor;
    const hours = settings.data?.hours?.[weekdayIndex(day)];
    const opening = hours ? clockMinutes(hours.open) : grid.start;
    const nowMinutes = Math.ceil(wallMinutesOn(now, day, zone) / SNAP_MINUTES) * SNAP_MINUTES;
    const start = day === today ? Math.max(opening, Math.min(nowMinutes, 23 * 60)) : opening;
    setDrawer({ start: instantAt(day, start, zone), end: instantAt(day, start + 60, zone) });
  };
  // '?new=1' (the command palette's 'Nouveau rendez-vous'): as the toolbar's button, once the opening hours are in.
  useCreateFlag(scheduleGate.guard(createFromToolbar), !settings.isPending);

  const title =
    view === 'day'
      ? phone
        ? compactDay(anchor, locale)
        : longDay(anchor, locale)
      : view === 'week'
        ? t('planning.weekOf', { date: shortDay(days[0]!, locale) })
        : monthTitle(anchor, locale);

  const isClosed = (date: string) =>
    closedBands(date, settings.data?.hours, settings.data?.closures, grid).some((band) => band.start === grid.start && band.end === grid.end);
  const loadError = events.error ?? settings.error;
  const dayEvents = list.filter((event) => touchesDay(event.start, event.end, anchor, zone)).sort((a, b) => a.start.localeCompare(b.start));

  return (
    <Stack gap="md" data-testid="planning-page">
      <VisuallyHidden component="h1">{t('planning.title')}</VisuallyHidden>
      <PlanningToolbar
        title={title}
        view={view}
        by={by}
        statuses={statuses}
        phone={phone}
        onToday={() => state.update({ date: today })}
        onStep={(step) => state.update({ date: shiftAnchor(view, anchor, step) })}
        onView={(next) => state.update({ view: next })}
        onBy={(next) => state.update({ by: next })}
        onStatuses={(next) => state.update({ statuses: next })}
        onCreate={createFromToolbar}
        onFeed={() => setFeedOpen(true)}
      />
      {loadError && (
        <Stack gap="xs">
          <ErrorAlert error={toApiError(loadError)} />
          <Button variant="default" w="fit-content" onClick={() => void client.invalidateQueries({ queryKey: planningKeys.all })}>
            {t('planning.retry')}
          </Button>
        </Stack>
      )}
      {!phone && view === 'day' && by === 'bays' && settings.data && settings.data.bays.filter((bay) => bay.active).length === 0 && (
        <Alert color="gray" variant="light" icon={<IconAlertTriangle size={18} />}>
          <Text size="sm">{t('planning.noColumns')}</Text>
        </Alert>
      )}
      {phone ? (
        <PhoneDayList
          events={dayEvents}
          closedLabel={isClosed(anchor) ? (closureOn(anchor, settings.data?.closures)?.label ?? t('planning.closed')) : null}
          rangeText={rangeText}
          columnText={(event) => [event.bay?.name, event.technician?.fullname].filter(Boolean).join(' · ') || null}
          onOpen={setDrawer}
        />
      ) : view === 'month' ? (
        <MonthGrid
          days={days}
          month={anchor.slice(0, 7)}
          today={today}
          locale={locale}
          eventsOn={(date) => list.filter((event) => wallOf(event.start, zone).date === date).sort((a, b) => a.start.localeCompare(b.start))}
          isClosed={isClosed}
          closures={settings.data?.closures}
          rangeText={rangeText}
          onOpen={setDrawer}
          onOpenDay={(date) => state.update({ view: 'day', date })}
        />
      ) : (
        <TimeGrid
          columns={columns}
          eventsOf={eventsOf}
          grid={grid}
          zone={zone}
          now={now}
          clock={clock}
          rangeText={rangeText}
          savingUuids={savingUuids}
          onSelect={select}
          onMove={(m) => void move(m)}
          onOpen={setDrawer}
          minColumnWidth={view === 'week' ? 120 : 160}
        />
      )}
      {!phone && !events.isPending && !loadError && list.length === 0 && (
        <Text size="sm" c="dimmed" ta="center" data-testid="planning-empty">
          <b>{t('planning.empty.title')}</b> · {t('planning.empty.body')}
        </Text>
      )}
      <EventDrawer opened={drawer !== null} onClose={() => setDrawer(null)} source={drawer} settings={settings.data} zone={zone} conflictText={conflictText} />
      <FeedModal opened={feedOpen} onClose={() => setFeedOpen(false)} />
    </Stack>
  );
}
