import pino from 'pino';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { signedInOwner, type Owner } from '../../test/fixtures.js';
import { buildApp } from '../app.js';
import { createMailer } from '../mail/mailer.js';
import type { App } from './types.js';

let t: TestApp;
let app: App;
let owner: Owner;
const lines: Record<string, unknown>[] = [];

beforeAll(async () => {
  t = await createTestApp();
  const sink = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  const log = pino({ level: 'info' }, sink);
  const mailer = createMailer({ smtpUrl: t.config.smtpUrl, from: t.config.mailFrom, outboxDir: '/nonexistent', log });
  app = await buildApp({ db: t.db, config: t.config, mailer }, { logger: log });
  owner = await signedInOwner(t);
});
afterAll(async () => {
  await app?.close();
  await t.close();
});

const linesOf = (reqId: string) => lines.filter((line) => line.reqId === reqId);

describe('request log', () => {
  it('writes one line per answered request: method, path, status and time', async () => {
    const answer = await app.inject({ method: 'GET', url: '/api/customers?page=1', headers: { authorization: `Bearer ${owner.accessToken}` } });
    expect(answer.statusCode).toBe(200);
    const mine = linesOf(String(answer.headers['x-correlation-id']));
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ level: 30, msg: 'request completed', req: { method: 'GET', url: '/api/customers?page=1' }, res: { statusCode: 200 } });
    expect(typeof mine[0]!.responseTime).toBe('number');
  });

  it('logs a refused request with its status too, beside the error handler’s line', async () => {
    const answer = await app.inject({ method: 'GET', url: '/api/customers' });
    expect(answer.statusCode).toBe(401);
    const mine = linesOf(String(answer.headers['x-correlation-id']));
    expect(mine.filter((line) => line.msg === 'request completed')).toEqual([expect.objectContaining({ res: { statusCode: 401 } })]);
  });
});
