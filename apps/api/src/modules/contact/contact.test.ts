import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { DEFAULT_ACCOUNT_PREFERENCES } from '@atelier/contracts';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { expectApiError } from '../../../test/api-error.js';
import { signedInOwner, type Owner } from '../../../test/fixtures.js';
import { addMember, usersOfEveryRole, type Team } from '../../../test/roles.js';
import { accounts } from '../../db/schema/index.js';
import { CONTACT_LIMIT } from './send-question.js';

let t: TestApp;
let alice: Owner;
let team: Team;

beforeAll(async () => {
  t = await createTestApp();
  [alice, team] = await Promise.all([signedInOwner(t, { fullname: 'Alice Support' }), usersOfEveryRole(t)]);
  await t.db.execute(sql`
    UPDATE brands SET address = ${JSON.stringify({ type: 'BILLING', name: 'Garage <Alice> & Fils', street_number: '1', address_line_1: 'rue A', address_line_2: null, city: 'Laval', region: 'QC', country: 'CA', postcode: 'H7N 1A1' })}::jsonb
    WHERE account_id = (SELECT id FROM accounts WHERE uuid = ${alice.user.account.uuid})`);
});
afterAll(() => t.close());

const ask = (test: TestApp, who: { auth: Record<string, string> }, payload: object) =>
  test.app.inject({ method: 'POST', url: '/api/contact', headers: who.auth, payload });
const mailsFrom = (test: TestApp, marker: string) => test.mail.messages.filter((m) => m.text.includes(marker));

describe('POST /api/contact', () => {
  it('mails the question to SUPPORT_EMAIL with who asks, Reply-To the author, and answers sent', async () => {
    const message = '  Comment ajouter un technicien ?\nMerci <b>beaucoup</b>  ';
    const response = await ask(t, alice, { message });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { sent: true } });

    // Sent before the answer: the mail is already there.
    const mail = mailsFrom(t, 'Comment ajouter un technicien ?')[0]!;
    expect(mail).toBeDefined();
    expect(mail.to).toEqual([t.config.supportEmail]);
    expect(mail.subject).toBe('Question de support — Garage <Alice> & Fils');
    expect(mail.raw).toMatch(new RegExp(`^Reply-To: ${alice.email.replace(/\./g, '\\.')}\\r?$`, 'mi'));
    // The message as typed, trimmed, between the heading and the facts.
    expect(mail.text.replace(/\r\n/g, '\n')).toContain('Atelier :\n\nComment ajouter un technicien ?\nMerci <b>beaucoup</b>\n\n—');
    for (const fact of ['Alice Support', alice.email, alice.user.username, 'FULL_ADMIN', alice.user.account.uuid, 'Garage <Alice> & Fils']) {
      expect(mail.text).toContain(fact);
    }
    // The HTML part escapes what the user typed.
    expect(mail.text).toContain('Merci &lt;b&gt;beaucoup&lt;/b&gt;');
    expect(await t.mail.waitFor(t.config.supportEmail)).toBeDefined();
  });

  it('is open to a GUEST (support:contact)', async () => {
    const guest = team.GUEST;
    expect((await ask(t, guest, { message: 'Je suis invité, que puis-je faire ?' })).statusCode).toBe(200);
    const mail = mailsFrom(t, 'Je suis invité')[0]!;
    expect(mail.text).toContain(guest.email);
    expect(mail.text).toContain('GUEST');
    expect(mail.raw).toContain(`Reply-To: ${guest.email}`);
  });

  it.each([
    ['a blank message', '      '],
    ['4 characters once trimmed', '  abcd  '],
    ['a missing message', undefined],
  ])('refuses %s with ERR_MESSAGE_TOO_SHORT on message, and sends nothing', async (_label, message) => {
    const before = t.mail.messages.length;
    expectApiError(await ask(t, alice, { message }), 400, 'ERR_VALIDATION', [{ field: 'message', message: 'ERR_MESSAGE_TOO_SHORT' }]);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(t.mail.messages.length).toBe(before);
  });

  it('accepts exactly 5 characters once trimmed', async () => {
    expect((await ask(t, alice, { message: '  Aide!  ' })).statusCode).toBe(200);
  });

  it(`allows ${CONTACT_LIMIT.max} questions per user per hour, then answers 429 with Retry-After and sends nothing`, async () => {
    const employee = team.EMPLOYEE;
    for (let i = 1; i <= CONTACT_LIMIT.max; i++) {
      expect((await ask(t, employee, { message: `Question numéro ${i} de l'employé` })).statusCode).toBe(200);
    }
    const refused = await ask(t, employee, { message: "Question de trop de l'employé" });
    expectApiError(refused, 429, 'ERR_TOO_MANY_REQUESTS');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3500);
    expect(mailsFrom(t, "de l'employé")).toHaveLength(CONTACT_LIMIT.max);
    // Counted per user: the owner of the same shop still may ask.
    expect((await ask(t, team.FULL_ADMIN, { message: 'Une autre personne du même atelier' })).statusCode).toBe(200);
  });

  it('requires authentication', async () => {
    expectApiError(await t.app.inject({ method: 'POST', url: '/api/contact', payload: { message: 'Bonjour, une question' } }), 401, 'ERR_UNAUTHENTICATED');
  });
});

describe('POST /api/contact when the mail server is down', () => {
  let down: TestApp;
  beforeAll(async () => {
    // Port 1 on loopback refuses connections: every send fails at once.
    down = await createTestApp({ smtpUrl: 'smtp://127.0.0.1:1' });
  });
  afterAll(() => down.close());

  it('answers 503 ERR_SERVICE_UNAVAILABLE, so the user knows the question did not leave, and does not count it', async () => {
    // Sign-up needs the mail server: the shop is made directly in the database.
    const [account] = await down.db.insert(accounts).values({ preferences: DEFAULT_ACCOUNT_PREFERENCES }).returning({ id: accounts.id });
    const owner = await addMember(down, account!.id, 'FULL_ADMIN');
    expectApiError(await ask(down, owner, { message: 'Personne ne recevra ceci' }), 503, 'ERR_SERVICE_UNAVAILABLE');
    const { rows } = await down.db.execute(sql`SELECT count FROM rate_limits WHERE key = ${`contact:user:${owner.uuid}`}`);
    expect(rows.map((r) => Number(r.count))).toEqual([0]);
  });
});
