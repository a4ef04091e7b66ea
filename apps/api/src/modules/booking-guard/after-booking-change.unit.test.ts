import { describe, expect, it } from 'vitest';
import { afterBookingChange, BOOKING_MAIL_JOB } from './after-booking-change.js';

describe('afterBookingChange', () => {
  it('queues one booking-mail job naming the appointment and the change', async () => {
    const sent: { name: string; data?: object }[] = [];
    await afterBookingChange({ jobs: { send: async (name, data) => (sent.push({ name, data }), 'id') } }, { eventId: 42, change: 'MOVED' });
    expect(sent).toEqual([{ name: BOOKING_MAIL_JOB, data: { eventId: 42, change: 'MOVED' } }]);
  });

  it('never fails the booking when the queue fails, and logs it', async () => {
    const logged: unknown[] = [];
    const log = { error: (...args: unknown[]) => logged.push(args) } as never;
    await expect(
      afterBookingChange(
        {
          jobs: {
            send: async () => {
              throw new Error('queue down');
            },
          },
          log,
        },
        { eventId: 1, change: 'CREATED' },
      ),
    ).resolves.toBeUndefined();
    expect(logged).toHaveLength(1);
  });

  it('does nothing without a job sender', async () => {
    await expect(afterBookingChange({}, { eventId: 1, change: 'CANCELED' })).resolves.toBeUndefined();
  });
});
