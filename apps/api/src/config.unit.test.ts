import { mkdtempSync, readFileSync, rmSync, statSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

const SECRET = 'a-test-secret-of-at-least-32-characters';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'atelier-config-'));
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe('loadConfig defaults', () => {
  it('listens on 127.0.0.1:3000, keeps data in ./data and derives PUBLIC_URL from them', () => {
    const config = loadConfig({ JWT_SECRET: SECRET });
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      dataDir: resolve('./data'),
      publicUrl: 'http://127.0.0.1:3000',
      jwtSecret: SECRET,
      mailFrom: 'Atelier <no-reply@atelier.local>',
      supportEmail: 'support@atelier.app',
      logLevel: 'info',
      signupLimitPerHour: 20,
      bookingPowMaxNumber: 100_000,
    });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.smtpUrl).toBeUndefined();
  });

  it('takes the sign-up limit per IP from SIGNUP_LIMIT_PER_HOUR and refuses 0', () => {
    expect(loadConfig({ JWT_SECRET: SECRET, SIGNUP_LIMIT_PER_HOUR: '500' }).signupLimitPerHour).toBe(500);
    expect(() => loadConfig({ JWT_SECRET: SECRET, SIGNUP_LIMIT_PER_HOUR: '0' })).toThrow(ConfigError);
  });

  it('takes the booking proof-of-work size from BOOKING_POW_MAX_NUMBER and refuses a trivial one', () => {
    expect(loadConfig({ JWT_SECRET: SECRET, BOOKING_POW_MAX_NUMBER: '250000' }).bookingPowMaxNumber).toBe(250_000);
    expect(() => loadConfig({ JWT_SECRET: SECRET, BOOKING_POW_MAX_NUMBER: '1' })).toThrow(ConfigError);
  });

  it('treats empty variables as unset', () => {
    const config = loadConfig({ JWT_SECRET: SECRET, PORT: '', HOST: '', DATA_DIR: '', PUBLIC_URL: '', DATABASE_URL: '', SMTP_URL: '' });
    expect(config).toMatchObject({ port: 3000, host: '127.0.0.1', dataDir: resolve('./data'), publicUrl: 'http://127.0.0.1:3000' });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.smtpUrl).toBeUndefined();
  });

  it('resolves a relative DATA_DIR to an absolute path', () => {
    expect(loadConfig({ JWT_SECRET: SECRET, DATA_DIR: 'some/dir' }).dataDir).toBe(resolve('some/dir'));
  });
});

describe('optional services (issue 17)', () => {
  it('are all off when their variables are unset or empty', () => {
    const config = loadConfig({ JWT_SECRET: SECRET, CHAT_URL: '', POSTHOG_KEY: '', POSTHOG_HOST: '', SENTRY_DSN: '' });
    expect(config.chatUrl).toBeUndefined();
    expect(config.posthog).toBeUndefined();
    expect(config.sentryDsn).toBeUndefined();
  });

  it('take CHAT_URL, POSTHOG_KEY with its host (PostHog US cloud by default, no trailing slash) and SENTRY_DSN', () => {
    const config = loadConfig({ JWT_SECRET: SECRET, CHAT_URL: 'https://chat.example.org/atelier', POSTHOG_KEY: 'phc_x', SENTRY_DSN: 'https://k@o1.ingest.sentry.io/2' });
    expect(config).toMatchObject({
      chatUrl: 'https://chat.example.org/atelier',
      posthog: { key: 'phc_x', host: 'https://us.i.posthog.com' },
      sentryDsn: 'https://k@o1.ingest.sentry.io/2',
    });
    expect(loadConfig({ JWT_SECRET: SECRET, POSTHOG_KEY: 'phc_x', POSTHOG_HOST: 'https://eu.i.posthog.com/' }).posthog?.host).toBe('https://eu.i.posthog.com');
  });

  it('refuses a chat link, PostHog host or Sentry DSN that is not an http(s) address', () => {
    expect(() => loadConfig({ JWT_SECRET: SECRET, CHAT_URL: 'javascript:alert(1)' })).toThrow(ConfigError);
    expect(() => loadConfig({ JWT_SECRET: SECRET, POSTHOG_KEY: 'k', POSTHOG_HOST: 'ftp://x' })).toThrow(ConfigError);
    expect(() => loadConfig({ JWT_SECRET: SECRET, SENTRY_DSN: 'not a dsn' })).toThrow(ConfigError);
  });
});

describe('PUBLIC_URL', () => {
  it('defaults to the host and port', () => {
    expect(loadConfig({ JWT_SECRET: SECRET, HOST: '192.168.1.20', PORT: '8080' }).publicUrl).toBe('http://192.168.1.20:8080');
  });

  it('names localhost when listening on every interface', () => {
    expect(loadConfig({ JWT_SECRET: SECRET, HOST: '0.0.0.0' }).publicUrl).toBe('http://localhost:3000');
    expect(loadConfig({ JWT_SECRET: SECRET, HOST: '::' }).publicUrl).toBe('http://localhost:3000');
  });

  it('is taken as given, without trailing slashes', () => {
    expect(loadConfig({ JWT_SECRET: SECRET, PUBLIC_URL: 'https://atelier.example.com//' }).publicUrl).toBe('https://atelier.example.com');
  });
});

describe('invalid configuration', () => {
  it.each([['abc'], ['70000'], ['-1'], ['80.5']])('refuses PORT=%s with a ConfigError naming PORT', (port) => {
    expect(() => loadConfig({ JWT_SECRET: SECRET, PORT: port })).toThrow(ConfigError);
    expect(() => loadConfig({ JWT_SECRET: SECRET, PORT: port })).toThrow(/PORT/);
  });

  it('accepts the PORT boundaries 0 and 65535', () => {
    expect(loadConfig({ JWT_SECRET: SECRET, PORT: '0' }).port).toBe(0);
    expect(loadConfig({ JWT_SECRET: SECRET, PORT: '65535' }).port).toBe(65535);
  });

  it('refuses a JWT_SECRET shorter than 32 characters', () => {
    expect(() => loadConfig({ JWT_SECRET: 'short' })).toThrow(ConfigError);
  });

  it('refuses an unknown LOG_LEVEL and an invalid SUPPORT_EMAIL', () => {
    expect(() => loadConfig({ JWT_SECRET: SECRET, LOG_LEVEL: 'loud' })).toThrow(ConfigError);
    expect(() => loadConfig({ JWT_SECRET: SECRET, SUPPORT_EMAIL: 'not-an-email' })).toThrow(ConfigError);
  });
});

describe('JWT_SECRET unset', () => {
  it('is generated once, kept under DATA_DIR readable by the owner only, and reused', () => {
    const dataDir = join(dir, 'nested', 'data');
    const first = loadConfig({ DATA_DIR: dataDir }).jwtSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    const file = join(dataDir, 'jwt-secret');
    expect(readFileSync(file, 'utf8').trim()).toBe(first);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(loadConfig({ DATA_DIR: dataDir }).jwtSecret).toBe(first);
  });

  it('differs between two data directories', () => {
    expect(loadConfig({ DATA_DIR: join(dir, 'a') }).jwtSecret).not.toBe(loadConfig({ DATA_DIR: join(dir, 'b') }).jwtSecret);
  });

  it('is not written when JWT_SECRET is given', () => {
    expect(loadConfig({ DATA_DIR: dir, JWT_SECRET: SECRET }).jwtSecret).toBe(SECRET);
    expect(existsSync(join(dir, 'jwt-secret'))).toBe(false);
  });
});
