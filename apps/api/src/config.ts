import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { resolve, join } from 'node:path';
import { z } from 'zod';

const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);
const optionalString = z.preprocess(emptyToUndefined, z.string().optional());

/** The whole environment of the server, parsed in one place (issue 2 "Server and database"). */
const envSchema = z.object({
  PORT: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(65535).default(3000)),
  HOST: z.preprocess(emptyToUndefined, z.string().default('127.0.0.1')),
  DATA_DIR: z.preprocess(emptyToUndefined, z.string().default('./data')),
  DATABASE_URL: optionalString,
  PUBLIC_URL: optionalString,
  SMTP_URL: optionalString,
  MAIL_FROM: z.preprocess(emptyToUndefined, z.string().default('Atelier <no-reply@atelier.local>')),
  JWT_SECRET: z.preprocess(emptyToUndefined, z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional()),
  SUPPORT_EMAIL: z.preprocess(emptyToUndefined, z.email().default('support@atelier.app')),
  LOG_LEVEL: z.preprocess(emptyToUndefined, z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info')),
  WEB_DIST: optionalString,
  // Sign-ups accepted from one IP address per hour (a shop's front desk is one address).
  SIGNUP_LIMIT_PER_HOUR: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).default(20)),
  // The booking widget's proof-of-work: the largest number a challenge hides (a phone solves 100 000 in about a second).
  BOOKING_POW_MAX_NUMBER: z.preprocess(emptyToUndefined, z.coerce.number().int().min(10).max(10_000_000).default(100_000)),
  // Plans and billing (issue 16): BILLING=off lifts every limit; STRIPE_SECRET_KEY turns Stripe on.
  BILLING: z.preprocess(emptyToUndefined, z.enum(['on', 'off']).default('on')),
  BILLING_EMAIL: z.preprocess(emptyToUndefined, z.email().optional()),
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  STRIPE_PRICE_CLEVER: optionalString,
  STRIPE_PRICE_GENIUS: optionalString,
  // Where the stripe package sends its calls (tests: a local stand-in); Stripe's own API when unset.
  STRIPE_API_URL: z.preprocess(emptyToUndefined, z.url().optional()),
  // Optional services (issue 17), off when unset: the community chat link of the sign-in pages,
  // PostHog analytics (identified users only), Sentry error reporting (web app and server).
  CHAT_URL: z.preprocess(emptyToUndefined, z.url({ protocol: /^https?$/ }).optional()),
  POSTHOG_KEY: optionalString,
  POSTHOG_HOST: z.preprocess(emptyToUndefined, z.url({ protocol: /^https?$/ }).default('https://us.i.posthog.com')),
  SENTRY_DSN: z.preprocess(emptyToUndefined, z.url({ protocol: /^https?$/ }).optional()),
});

/** Stripe's settings when STRIPE_SECRET_KEY is set (all required then). */
export type StripeConfig = { secretKey: string; webhookSecret: string; prices: { clever: string; genius: string }; apiUrl?: string };

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  publicUrl: string;
  smtpUrl?: string;
  mailFrom: string;
  jwtSecret: string;
  supportEmail: string;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  webDist?: string;
  signupLimitPerHour: number;
  bookingPowMaxNumber: number;
  /** 'stripe' with STRIPE_SECRET_KEY, 'off' with BILLING=off, otherwise 'self-hosted' (packages set by `npm run account:plan`). */
  billing: { mode: 'stripe' | 'self-hosted' | 'off'; email: string; stripe?: StripeConfig };
  /** The sign-in pages' community chat link; hidden when unset. */
  chatUrl?: string;
  /** PostHog, when POSTHOG_KEY is set (the host defaults to PostHog's US cloud). */
  posthog?: { key: string; host: string };
  /** Sentry, when SENTRY_DSN is set: the server reports to it and the web app is told the DSN. */
  sentryDsn?: string;
};

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ConfigError(`Invalid configuration: ${issue?.path.join('.')}: ${issue?.message}`);
  }
  const e = parsed.data;
  const dataDir = resolve(e.DATA_DIR);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    publicUrl: (e.PUBLIC_URL ?? `http://${displayHost(e.HOST)}:${e.PORT}`).replace(/\/+$/, ''),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    jwtSecret: e.JWT_SECRET ?? persistedSecret(dataDir),
    supportEmail: e.SUPPORT_EMAIL,
    logLevel: e.LOG_LEVEL,
    webDist: e.WEB_DIST,
    signupLimitPerHour: e.SIGNUP_LIMIT_PER_HOUR,
    bookingPowMaxNumber: e.BOOKING_POW_MAX_NUMBER,
    billing: billingConfig(e),
    chatUrl: e.CHAT_URL,
    posthog: e.POSTHOG_KEY ? { key: e.POSTHOG_KEY, host: e.POSTHOG_HOST.replace(/\/+$/, '') } : undefined,
    sentryDsn: e.SENTRY_DSN,
  };
}

function billingConfig(e: z.infer<typeof envSchema>): Config['billing'] {
  const email = e.BILLING_EMAIL ?? e.SUPPORT_EMAIL;
  if (e.BILLING === 'off') return { mode: 'off', email };
  if (!e.STRIPE_SECRET_KEY) return { mode: 'self-hosted', email };
  const missing = (['STRIPE_WEBHOOK_SECRET', 'STRIPE_PRICE_CLEVER', 'STRIPE_PRICE_GENIUS'] as const).filter((name) => !e[name]);
  if (missing.length) throw new ConfigError(`Invalid configuration: STRIPE_SECRET_KEY is set but ${missing.join(', ')} is missing`);
  return {
    mode: 'stripe',
    email,
    stripe: {
      secretKey: e.STRIPE_SECRET_KEY,
      webhookSecret: e.STRIPE_WEBHOOK_SECRET!,
      prices: { clever: e.STRIPE_PRICE_CLEVER!, genius: e.STRIPE_PRICE_GENIUS! },
      apiUrl: e.STRIPE_API_URL,
    },
  };
}

function displayHost(host: string): string {
  return host === '0.0.0.0' || host === '::' ? 'localhost' : host;
}

/** JWT_SECRET unset: generated once and kept under DATA_DIR so tokens survive restarts. */
function persistedSecret(dataDir: string): string {
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret + '\n', { mode: 0o600 });
  return secret;
}
