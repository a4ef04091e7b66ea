import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:http';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../apps/api/src/db/embedded.js';
import { startSmtpCapture } from '../apps/api/test/smtp-capture.js';
import { startStripeStandIn } from '../apps/api/test/stripe-stand-in.js';
import { serverPort } from './server-port.js';

const root = fileURLToPath(new URL('..', import.meta.url));

/**
 * Starts a real SMTP capture (with a small loopback HTTP view of its messages for the tests) and
 * the production server on a fresh data directory, billing through a local Stripe stand-in (the
 * real `stripe` package calls it; its payment page sends the signed webhooks); answers the teardown.
 */
export default async function globalSetup() {
  const mail = await startSmtpCapture();
  const mailView = createServer((req, res) => {
    const to = new URL(req.url ?? '/', 'http://x').searchParams.get('to')?.toLowerCase();
    const found = mail.messages.filter((m) => !to || m.to.includes(to)).map(({ raw: _raw, ...m }) => m);
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify(found));
  });
  const mailPort = await freePort();
  await new Promise<void>((resolve) => mailView.listen(mailPort, '127.0.0.1', resolve));

  const dataDir = join(root, '.tmp', `e2e-data-${process.pid}`);
  // The compiled server, as `npm start` runs it. Compiled here each time (a few seconds), so the
  // specs never run a server older than its sources (the web app is built by `npm run test:e2e`).
  const build = spawnSync('npm', ['run', 'build', '-w', '@atelier/api'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  if (build.status !== 0) throw new Error('the server build (npm run build -w @atelier/api) failed');
  // Stripe mode end to end (issue 16): checkout goes to the stand-in's payment page, whose « Payer »
  // posts the signed events to the server's webhook and comes back to the app.
  const stripeWebhookSecret = 'whsec_e2e_atelier';
  let started: Awaited<ReturnType<typeof startServer>> | undefined;
  // A server that could not start (its port taken meanwhile) is started again on another port.
  for (let attempt = 1; !started; attempt++) {
    try {
      started = await startServer({ dataDir, smtpUrl: mail.url, stripeWebhookSecret });
    } catch (error) {
      if (attempt === 3) throw error;
      console.warn(`e2e server start ${attempt} failed (${(error as Error).message}); starting again`);
    }
  }
  const { server, stripe, baseUrl } = started;

  process.env.E2E_BASE_URL = baseUrl;
  process.env.E2E_MAIL_URL = `http://127.0.0.1:${mailPort}`;
  // The server's data directory: specs that must reach its database (a shop's plan) read it there.
  process.env.E2E_DATA_DIR = dataDir;
  process.env.E2E_STRIPE_URL = stripe.url;

  return async () => {
    await stop(server);
    mailView.close();
    await stripe.close();
    await mail.close();
    await rm(dataDir, { recursive: true, force: true });
  };
}

/** Starts the Stripe stand-in and the server on a fresh data directory and port; both are stopped if the server does not become ready. */
async function startServer(options: { dataDir: string; smtpUrl: string; stripeWebhookSecret: string }) {
  const port = await serverPort();
  const baseUrl = `http://127.0.0.1:${port}`;
  await rm(options.dataDir, { recursive: true, force: true });
  const stripe = await startStripeStandIn({ webhookUrl: `${baseUrl}/api/billing/stripe/webhook`, webhookSecret: options.stripeWebhookSecret });
  const server: ChildProcess = spawn(process.execPath, ['--enable-source-maps', 'apps/api/dist/main.js'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: options.dataDir,
      SMTP_URL: options.smtpUrl,
      PUBLIC_URL: baseUrl,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      SIGNUP_LIMIT_PER_HOUR: '1000',
      BILLING: 'on',
      STRIPE_SECRET_KEY: 'sk_test_e2e_atelier',
      STRIPE_WEBHOOK_SECRET: options.stripeWebhookSecret,
      STRIPE_PRICE_CLEVER: 'price_e2e_clever',
      STRIPE_PRICE_GENIUS: 'price_e2e_genius',
      STRIPE_API_URL: stripe.url,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  try {
    await waitForReady(`${baseUrl}/api/readiness`, server);
  } catch (error) {
    if (server.exitCode === null) await stop(server);
    await stripe.close();
    throw error;
  }
  return { server, stripe, baseUrl };
}

function stop(server: ChildProcess): Promise<void> {
  return new Promise<void>((resolve) => {
    server.once('exit', () => resolve());
    server.kill('SIGTERM');
    setTimeout(resolve, 10_000).unref();
  });
}

async function waitForReady(url: string, server: ChildProcess): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with code ${server.exitCode}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the server did not become ready at ${url}`);
}
