import { describe, expect, it } from 'vitest';
import { bookingSettingsBodySchema } from './planning.js';

describe('booking settings: the public address', () => {
  const body = {
    enabled: true,
    mode: 'REQUEST',
    slotMinutes: 30,
    minNoticeMinutes: 0,
    horizonDays: 30,
    hours: Array(7).fill(null),
    closures: [],
    bays: [],
    technicianUuids: [],
    services: [],
    mails: { confirmation: true, reminder: true, shopNotification: true },
  };
  it('takes a shop name and refuses the addresses the server uses for its own files', () => {
    expect(bookingSettingsBodySchema.safeParse({ ...body, slug: 'Garage-Tremblay' }).data?.slug).toBe('garage-tremblay');
    for (const slug of ['embed', 'assets', 'EMBED']) {
      const parsed = bookingSettingsBodySchema.safeParse({ ...body, slug });
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues[0]?.message).toBe('ERR_INVALID_SLUG');
    }
  });
});
