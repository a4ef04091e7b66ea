// Gzipped JavaScript of the first screens, measured in Debian's Chromium: the sign-in page, and
// the workboard a signed-in user lands on (shell + board), each from a cold cache.
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

const BUDGET_KB = 200;

async function scriptsOf(browser, url, prepare) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    if (prepare) await prepare(page);
    const scripts = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      const name = new URL(response.url()).pathname.split('/').pop();
      scripts.push(response.body().then((b) => ({ name, raw: b.length, gzip: gzipSync(b, { level: 9 }).length })));
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.getByRole('button').first().waitFor();
    const files = await Promise.all(scripts);
    // The largest files: where to look first when the budget gets close.
    const largest = [...files]
      .sort((a, b) => b.gzip - a.gzip)
      .slice(0, 8)
      .map((f) => `${f.name} ${(f.gzip / 1024).toFixed(1)}`);
    return {
      files: files.length,
      gzipKb: +(files.reduce((s, f) => s + f.gzip, 0) / 1024).toFixed(1),
      rawKb: +(files.reduce((s, f) => s + f.raw, 0) / 1024).toFixed(1),
      largest,
    };
  } finally {
    await context.close();
  }
}

/** `owner` ({email, password}) signs in through the API; its tokens are put where the app keeps them. */
export async function benchBundle(url, owner) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  try {
    const signin = await scriptsOf(browser, `${url}/#/signin`);
    const result = {
      signinJsFiles: signin.files,
      signinJsKbGzip: signin.gzipKb,
      signinJsKbRaw: signin.rawKb,
      budgetKbGzip: BUDGET_KB,
      ratioToBudget: +(signin.gzipKb / BUDGET_KB).toFixed(2),
    };
    if (!owner) return result;
    const session = await fetch(`${url}/api/auth/signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: owner.email, password: owner.password }),
    }).then((r) => r.json());
    const { accessToken, refreshToken, user } = session.data;
    const board = await scriptsOf(browser, `${url}/#/`, (page) =>
      page.addInitScript(
        ([a, r, u]) => {
          localStorage.setItem('atelier.accessToken', a);
          localStorage.setItem('atelier.refreshToken', r);
          localStorage.setItem('atelier.user', u);
          localStorage.setItem('atelier.setupSkippedAt', String(Date.now()));
        },
        [accessToken, refreshToken, JSON.stringify(user)],
      ),
    );
    return {
      ...result,
      boardJsFiles: board.files,
      boardJsKbGzip: board.gzipKb,
      boardRatioToBudget: +(board.gzipKb / BUDGET_KB).toFixed(2),
      boardLargestKbGzip: board.largest,
    };
  } finally {
    await browser.close();
  }
}
