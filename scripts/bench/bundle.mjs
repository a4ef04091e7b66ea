// Gzipped JavaScript that the sign-in page loads, measured in Debian's Chromium.
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

export async function benchBundle(url) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  try {
    const page = await browser.newPage();
    const scripts = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.body().then((b) => ({ url: response.url(), raw: b.length, gzip: gzipSync(b, { level: 9 }).length })));
    });
    await page.goto(`${url}/#/signin`, { waitUntil: 'networkidle' });
    await page.getByRole('button').first().waitFor();
    const files = await Promise.all(scripts);
    const gzip = files.reduce((s, f) => s + f.gzip, 0);
    const raw = files.reduce((s, f) => s + f.raw, 0);
    return { signinJsFiles: files.length, signinJsKbGzip: +(gzip / 1024).toFixed(1), signinJsKbRaw: +(raw / 1024).toFixed(1), budgetKbGzip: 200, ratioToBudget: +(gzip / 1024 / 200).toFixed(2) };
  } finally {
    await browser.close();
  }
}
