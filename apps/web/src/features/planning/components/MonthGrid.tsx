import type { PlanningEvent } from '@atelier/contracts/planning';
import { useTranslation } from '../../../i18n/useTranslation';
import { closureOn } from '../grid/gridHours';
import { columnDay } from '../grid/periods';
import { EventCard } from './EventCard';
import classes from './Planning.module.css';

const SHOWN = 3;

interface Props {
  days: string[];
  month: string;
  today: string;
  locale: string;
  eventsOn: (date: string) => PlanningEvent[];
  isClosed: (date: string) => boolean;
  closures: Parameters<typeof closureOn>[1];
  rangeText: (event: PlanningEvent) => string;
  onOpen: (event: PlanningEvent) => void;
  onOpenDay: (date: string) => void;
}

/** The month: whole weeks Monday first, each day with up to three appointments and '+N' (opens that day). */
export function MonthGrid({ days, month, today, locale, eventsOn, isClosed, closures, rangeText, onOpen, onOpenDay }: Props) {
  const { t } = useTranslation();
  return (
    <div className={classes.frame} data-testid="planning-month">
      <div className={classes.monthHead}>
        {days.slice(0, 7).map((date) => (
          <div key={date} className={classes.headCell} style={{ fontSize: 12, textTransform: 'uppercase' }}>
            {columnDay(date, locale).weekday}
          </div>
        ))}
      </div>
      <div className={classes.monthGrid}>
        {days.map((date) => {
          const events = eventsOn(date);
          const closure = closureOn(date, closures);
          const cellClass = [classes.monthCell, date.slice(0, 7) !== month ? classes.monthOther : '', isClosed(date) ? classes.monthClosed : ''].join(' ');
          return (
            <div key={date} className={cellClass} data-testid="planning-month-day" data-date={date} onClick={(e) => e.target === e.currentTarget && onOpenDay(date)}>
              <button type="button" className={`${classes.monthDay} ${date === today ? classes.monthToday : ''}`} onClick={() => onOpenDay(date)}>
                {Number(date.slice(8))}
              </button>
              {closure?.label && (
                <div style={{ fontSize: 11, color: 'var(--mantine-color-dimmed)', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
                  {closure.label}
                </div>
              )}
              {events.slice(0, SHOWN).map((event) => (
                <EventCard
                  key={event.uuid}
                  event={event}
                  variant="chip"
                  timeRange={rangeText(event)}
                  onClick={() => onOpen(event)}
                  onKeyDown={(key) => key.key === 'Enter' && onOpen(event)}
                />
              ))}
              {events.length > SHOWN && (
                <button type="button" className={classes.more} onClick={() => onOpenDay(date)}>
                  {t('planning.more', { count: events.length - SHOWN })}
                </button>
              )}
            </div>
          );
        })}
      </div>
    </div>
  );
}
