import { describe, expect, it } from 'vitest';
import { BOOKING_EMBED_MESSAGE } from '@atelier/contracts/booking-constants';
import { EMBED_MAX_HEIGHT, embedHeight } from './embedHeight';

const ORIGIN = 'https://atelier.example';
const frame = { name: 'the widget frame' };

describe('embedHeight', () => {
  it("takes the height from the widget's frame and origin", () => {
    expect(embedHeight({ origin: ORIGIN, source: frame, data: { type: BOOKING_EMBED_MESSAGE, height: 812.4 } }, ORIGIN, frame)).toBe(813);
  });

  it('ignores another origin, another frame, another message type and bad heights', () => {
    const ok = { type: BOOKING_EMBED_MESSAGE, height: 500 };
    expect(embedHeight({ origin: 'https://evil.example', source: frame, data: ok }, ORIGIN, frame)).toBeNull();
    expect(embedHeight({ origin: ORIGIN, source: { other: true }, data: ok }, ORIGIN, frame)).toBeNull();
    expect(embedHeight({ origin: ORIGIN, source: null, data: ok }, ORIGIN, null)).toBeNull();
    expect(embedHeight({ origin: ORIGIN, source: frame, data: { type: 'resize', height: 500 } }, ORIGIN, frame)).toBeNull();
    expect(embedHeight({ origin: ORIGIN, source: frame, data: 'atelier:booking:height' }, ORIGIN, frame)).toBeNull();
    for (const height of [0, -5, Number.NaN, Number.POSITIVE_INFINITY, '500', null]) {
      expect(embedHeight({ origin: ORIGIN, source: frame, data: { type: BOOKING_EMBED_MESSAGE, height } }, ORIGIN, frame)).toBeNull();
    }
  });

  it('caps a runaway height', () => {
    expect(embedHeight({ origin: ORIGIN, source: frame, data: { type: BOOKING_EMBED_MESSAGE, height: 1e9 } }, ORIGIN, frame)).toBe(EMBED_MAX_HEIGHT);
  });
});
