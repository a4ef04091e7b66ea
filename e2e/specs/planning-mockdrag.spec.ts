import { expect, test } from '@playwright/test';
import { signIn } from '../accounts.js';
import { readyOwner } from '../ready-owner.js';

test('mock drag', async ({ page, request }) => {
  const owner = await readyOwner(request, 'Marie Tremblay');
  const day = '2026-12-01';
  const settings = {
    enabled: true, slug: null, mode: 'REQUEST', slotMinutes: 30, minNoticeMinutes: 0, horizonDays: 60,
    hours: [...Array.from({ length: 5 }, () => ({ open: '08:00', close: '17:00', breakStart: '12:00', breakEnd: '13:00' })), null, null],
    closures: [], bays: [{ id: 1, name: 'Baie 1', active: true }, { id: 2, name: 'Baie 2', active: true }], technicians: [], services: [],
    mails: { confirmation: true, reminder: true, shopNotification: true }, timezone: 'America/Toronto',
  };
  const base = { source: 'SHOP', title: null, notes: null, technician: null, contact: null, vehicleText: null, services: [], worksheet: null, unseen: false, createdAt: '', updatedAt: '', mech: null, status: 'CONFIRMED' };
  let events = [
    { ...base, uuid: '00000000-0000-4000-8000-000000000001', start: '2026-12-01T14:00:00.000Z', end: '2026-12-01T15:00:00.000Z', bay: { id: 1, name: 'Baie 1' }, customer: { uuid: '10000000-0000-4000-8000-000000000001', fullname: 'Marie Roy', email: null, mobile: null } },
    { ...base, uuid: '00000000-0000-4000-8000-000000000002', start: '2026-12-01T18:00:00.000Z', end: '2026-12-01T19:00:00.000Z', bay: { id: 1, name: 'Baie 1' }, customer: { uuid: '10000000-0000-4000-8000-000000000002', fullname: 'Paul Côté', email: null, mobile: null } },
  ];
  const patches: unknown[] = [];
  await page.route(/\/api\/booking-settings/, (r) => r.fulfill({ json: { data: settings } }));
  await page.route(/\/api\/events\/unseen/, (r) => r.fulfill({ json: { data: { count: 0, latest: [] } } }));
  await page.route(/\/api\/events\/seen/, (r) => r.fulfill({ json: { data: {} } }));
  await page.route(/\/api\/events\?/, (r) => r.fulfill({ json: { data: { list: events } } }));
  await page.route(/\/api\/events\/0000/, async (r) => {
    const body = r.request().postDataJSON() as { start: string; end: string; bayId?: number };
    patches.push(body);
    if (body.bayId === 1 && body.start > '2026-12-01T17:00') {
      return r.fulfill({ status: 409, json: { type: 'CONFLICT', message: 'ERR_BAY_TAKEN', details: [{ field: 'conflict', message: '00000000-0000-4000-8000-000000000002' }], correlationId: 'x', timestamp: '' } });
    }
    events = events.map((e) => (r.request().url().endsWith(e.uuid) ? { ...e, ...body, bay: body.bayId ? { id: body.bayId, name: `Baie ${body.bayId}` } : e.bay } : e));
    return r.fulfill({ json: { data: events[0] } });
  });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/#/signin');
  await signIn(page, owner.email, owner.password);
  await expect(page.getByTestId('app-shell')).toBeVisible();
  await page.goto(`/#/events?view=day&date=${day}`);
  const col = (n: string) => page.locator(`[data-testid="planning-column"][data-column="${n}"]`);
  const card = col('Baie 1').getByTestId('planning-card').filter({ hasText: 'Marie Roy' });
  await expect(card).toContainText('09:00 – 10:00');
  const c = (await card.boundingBox())!;
  const b2 = (await col('Baie 2').boundingBox())!;
  await page.mouse.move(c.x + c.width / 2, c.y + 10);
  await page.mouse.down();
  await page.mouse.move(c.x + c.width / 2 + 2, c.y + 16, { steps: 3 });
  await page.mouse.move(b2.x + b2.width / 2, c.y + 130, { steps: 12 });
  await page.mouse.up();
  await expect(col('Baie 2').getByTestId('planning-card')).toContainText('11:00 – 12:00');
  console.log(JSON.stringify(patches));
  // conflict
  const c2 = (await col('Baie 2').getByTestId('planning-card').boundingBox())!;
  const b1 = (await col('Baie 1').boundingBox())!;
  await page.mouse.move(c2.x + c2.width / 2, c2.y + 10);
  await page.mouse.down();
  await page.mouse.move(c2.x + c2.width / 2 + 2, c2.y + 16, { steps: 3 });
  await page.mouse.move(b1.x + b1.width / 2, c2.y + 160, { steps: 12 });
  await page.mouse.up();
  await expect(page.locator('.mantine-Notification-root')).toContainText('Paul Côté');
  await page.screenshot({ path: '.tmp/shots/mock-conflict.png' });
  await expect(col('Baie 2').getByTestId('planning-card')).toContainText('11:00 – 12:00');
  // resize
  const h = (await col('Baie 2').getByTestId('planning-resize').boundingBox())!;
  await col('Baie 2').getByTestId('planning-card').hover();
  await page.mouse.move(h.x + h.width / 2, h.y + h.height / 2);
  await page.mouse.down();
  await page.mouse.move(h.x + h.width / 2, h.y + 8, { steps: 3 });
  await page.mouse.move(h.x + h.width / 2, h.y + h.height / 2 + 32, { steps: 8 });
  await page.mouse.up();
  await expect(col('Baie 2').getByTestId('planning-card')).toContainText('11:00 – 12:30');
  console.log(JSON.stringify(patches));
  // select
  await page.mouse.move(b1.x + 30, b1.y + 65 + 60 * 6);
  await page.mouse.down();
  await page.mouse.move(b1.x + 30, b1.y + 115 + 60 * 6, { steps: 6 });
  await expect(page.getByTestId('planning-selection')).toHaveText('15:00 – 16:00');
  await page.mouse.up();
  await expect(page.getByTestId('planning-event-form')).toBeVisible();
  await page.waitForTimeout(400);
  await page.screenshot({ path: '.tmp/shots/mock-create.png' });
});
