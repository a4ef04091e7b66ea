import { BOOKING_EMBED_MESSAGE } from '@atelier/contracts/booking-constants';

/** Tallest height the host page accepts from the frame (a runaway value must not blow up the page). */
export const EMBED_MAX_HEIGHT = 20_000;

/**
 * The height the widget's frame asks for, or null when the message is not one to trust: it must
 * come from the widget's origin (the script's own) and from that very frame — any other script of
 * the host page or another frame may post messages too.
 */
export function embedHeight(event: { origin: string; source: unknown; data: unknown }, origin: string, frame: unknown): number | null {
  if (event.origin !== origin || frame === null || event.source !== frame) return null;
  const data = event.data as { type?: unknown; height?: unknown } | null;
  if (!data || typeof data !== 'object' || data.type !== BOOKING_EMBED_MESSAGE) return null;
  const { height } = data;
  if (typeof height !== 'number' || !Number.isFinite(height) || height <= 0) return null;
  return Math.min(Math.ceil(height), EMBED_MAX_HEIGHT);
}
