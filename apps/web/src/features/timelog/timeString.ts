import { fromShopWall, toShopWall } from './shopClock';

/*
 * Time strings (workshop §5): an ISO date-time or H:mm / HH:mm is recognised; anything else is
 * shown empty. A clock field shows HH:mm on the shop's wall clock.
 */

const CLOCK = /^(\d{1,2}):(\d{2})$/;
const ISO_WITH_ZONE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2})$/i;
// Without an offset an ISO time is a time of the shop's wall clock.
const ISO_LOCAL = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})(:\d{2}(\.\d{1,6})?)?$/;

const pad = (value: number) => String(value).padStart(2, '0');

/** The HH:mm a clock field shows for a time string, in the shop's zone; '' for anything else. */
export function timeFieldValue(value: string | null | undefined, zone: string): string {
  const text = value?.trim() ?? '';
  const clock = CLOCK.exec(text);
  if (clock) {
    const [hour, minute] = [Number(clock[1]), Number(clock[2])];
    return hour <= 23 && minute <= 59 ? `${pad(hour)}:${pad(minute)}` : '';
  }
  if (ISO_WITH_ZONE.test(text)) return toShopWall(text, zone)?.time ?? '';
  const local = ISO_LOCAL.exec(text);
  if (local && fromShopWall(local[1]!, local[2]!, zone) !== null) return local[2]!;
  return '';
}
