import type { PlanningEvent } from '@atelier/contracts/planning';
import { IconWorld } from '@tabler/icons-react';
import type { CSSProperties, HTMLAttributes, ReactNode } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { useWorksheetNumber } from '../../../shared/hooks/useWorksheetNumber';
import { eventCustomer, eventServices, eventVehicle } from '../eventText';
import classes from './Planning.module.css';

export type CardVariant = 'grid' | 'chip' | 'list';

interface Props extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  event: PlanningEvent;
  /** '09:00 – 10:30', as the shop writes times. */
  timeRange: string;
  variant: CardVariant;
  /** Height in pixels on the grid: a short card keeps to one line. */
  height?: number;
  /** A thin card (several side by side in a week's day): the customer first, then the time. */
  narrow?: boolean;
  dragging?: boolean;
  saving?: boolean;
  style?: CSSProperties;
  /** The bottom edge that resizes it (grid cards). */
  children?: ReactNode;
}

const STRUCK = new Set(['NO_SHOW', 'CANCELED']);

/**
 * An appointment as the planning draws it: time, customer, vehicle, services, its status as a
 * colour (requested = yellow dashed, confirmed = blue, arrived = green, no-show grey struck,
 * canceled faded struck), 'En ligne' for an online booking and the work order made from it.
 */
export function EventCard({ event, timeRange, variant, height = 999, narrow = false, dragging, saving, style, className, children, ...rest }: Props) {
  const { t } = useTranslation();
  const worksheetNumber = useWorksheetNumber();
  const customer = eventCustomer(event) ?? t('planning.drawer.editTitle');
  const vehicle = eventVehicle(event);
  const services = eventServices(event);
  const status = t(`planning.status.${event.status}`);
  const classNames = [
    variant === 'chip' ? classes.chip : variant === 'list' ? classes.phoneCard : classes.card,
    classes[`status-${event.status}`],
    STRUCK.has(event.status) ? classes.struck : '',
    dragging ? classes.cardDragging : '',
    saving ? classes.cardSaving : '',
    className ?? '',
  ].join(' ');
  const label = t('planning.cardLabel', { time: timeRange, customer, status });
  const tags = (
    <>
      {event.source === 'ONLINE' && (
        <span className={classes.tag}>
          <IconWorld size={10} style={{ verticalAlign: -1, marginRight: 2 }} />
          {t('planning.online')}
        </span>
      )}
      {event.worksheet && <span className={classes.tag}>{t('planning.worksheetTag', { number: worksheetNumber(event.worksheet.worksheetId) })}</span>}
    </>
  );

  if (variant === 'chip') {
    return (
      <div role="button" tabIndex={0} aria-label={label} className={classNames} style={style} data-testid="planning-chip" {...rest}>
        <span className={classes.cardTime}>{timeRange.split(' ')[0]}</span> <span className={classes.cardTitle}>{customer}</span>
      </div>
    );
  }

  const oneLine = height < 34;
  return (
    <div
      role="button"
      tabIndex={0}
      aria-label={label}
      title={[timeRange, customer, vehicle, services, status].filter(Boolean).join('\n')}
      className={classNames}
      style={style}
      data-testid="planning-card"
      data-status={event.status}
      data-uuid={event.uuid}
      {...rest}
    >
      {narrow && !oneLine ? (
        <>
          <div className={classes.cardTitle}>{customer}</div>
          <div className={classes.cardTime}>{timeRange.split(' ')[0]}</div>
          {vehicle && height >= 50 && <div className={classes.cardLine}>{vehicle}</div>}
        </>
      ) : oneLine ? (
        <div className={classes.cardTitle}>
          <span className={classes.cardTime}>{timeRange.split(' ')[0]}</span> {customer}
        </div>
      ) : (
        <>
          <div className={classes.cardTime}>{timeRange}</div>
          <div className={classes.cardTitle}>{customer}</div>
          {vehicle && height >= 50 && <div className={classes.cardLine}>{vehicle}</div>}
          {services && height >= 66 && <div className={classes.cardLine}>{services}</div>}
          {height >= 82 || variant === 'list' ? <div className={classes.cardTags}>{tags}</div> : null}
          {variant === 'list' && <div className={classes.cardLine}>{status}</div>}
        </>
      )}
      {children}
    </div>
  );
}
