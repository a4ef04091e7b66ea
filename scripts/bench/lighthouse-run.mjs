// One Lighthouse run on a page of the production build, in a Chromium driven by puppeteer, with a
// cold HTTP cache and, for the signed-in pages, exactly the session a returning user's browser
// holds. See lighthouse.mjs for why the storage is prepared here rather than reset by Lighthouse.
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import puppeteer from 'puppeteer-core';
import { SIGNED_IN_MARKER, SIGN_IN_MARKER, landingProblem } from './lighthouse-landing.mjs';
import { post } from './owner.mjs';

// Without these, Chromium's background connections fail on a closed network and the runs stall.
const CHROME_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices'];

export function launchBrowser(executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium') {
  // defaultViewport null: Lighthouse sets the screen of its preset (mobile or desktop) itself.
  return puppeteer.launch({ executablePath, args: CHROME_FLAGS, headless: true, defaultViewport: null });
}

/** A signed-in session as the sign-in page keeps it (shared/session/sessionStore.ts). */
export async function signIn(serverUrl, owner) {
  const signin = await post(`${serverUrl}/api/auth/signin`, { username: owner.email, password: owner.password });
  if (signin.status !== 200) throw new Error(`sign-in of ${owner.email} answered ${signin.status}`);
  const { accessToken, refreshToken, user } = signin.body.data;
  return { 'atelier.accessToken': accessToken, 'atelier.refreshToken': refreshToken, 'atelier.user': JSON.stringify(user) };
}

/**
 * Everything of the origin cleared (local storage, IndexedDB, cookies, caches) and the browser's
 * HTTP cache emptied; then the session's keys put back in localStorage, from a same-origin answer
 * that is not the app (so nothing of the app gets cached or run before the measured load).
 */
async function prepare(page, origin, storage) {
  const cdp = await page.createCDPSession();
  try {
    await page.goto('about:blank');
    await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
    await cdp.send('Network.clearBrowserCookies');
    if (storage) {
      await page.goto(`${origin}/api/readiness`);
      await page.evaluate((items) => {
        localStorage.clear();
        for (const [key, value] of Object.entries(items)) localStorage.setItem(key, value);
      }, storage);
      await page.goto('about:blank');
    }
    await cdp.send('Network.clearBrowserCache');
  } finally {
    await cdp.detach();
  }
}

/** Throws when the run did not end on `target` (see lighthouse-landing.mjs). */
async function checkLanded(page, lhr, target) {
  const markerFound = Boolean(await page.$(target.signedIn ? SIGNED_IN_MARKER : SIGN_IN_MARKER));
  const problem = landingProblem({ target, finalUrl: lhr.finalDisplayedUrl, pageUrl: page.url(), markerFound });
  if (problem) throw new Error(`Lighthouse on ${target.label}: ${problem}`);
}

// Lighthouse's own advice on these (a trace or a load it could not record): run it again.
const ATTEMPTS = 3;

/** A run Lighthouse could not record ATTEMPTS times over (not a wrong page: that one throws Error). */
export class LighthouseRuntimeError extends Error {}

/** BENCH_LIGHTHOUSE_REPORTS=<folder>: every run's full result (JSON) is kept there, to look into a miss (bootup-time, mainthread-work-breakdown…). */
async function keepReport(lhr, target, preset) {
  const folder = process.env.BENCH_LIGHTHOUSE_REPORTS;
  if (!folder) return;
  await mkdir(folder, { recursive: true });
  await writeFile(join(folder, `${target.key}-${preset}-${Date.now()}.json`), JSON.stringify(lhr));
}

/** Lighthouse's result (lhr) for one cold load of `target` under `preset` ('mobile' | 'desktop'). */
export async function runOnce({ page, origin, target, preset, storage }) {
  // Neither the full-page screenshot (for the HTML report) nor the back/forward-cache check (it
  // navigates away and back after the load): seconds per run, no figure of the table changes.
  const flags = {
    logLevel: 'error',
    output: 'json',
    onlyCategories: CATEGORIES,
    disableStorageReset: true,
    disableFullPageScreenshot: true,
    skipAudits: ['bf-cache'],
  };
  for (let attempt = 1; ; attempt++) {
    await prepare(page, origin, target.signedIn ? storage : null);
    const { lhr } = await lighthouse(`${origin}/#${target.path}`, flags, preset === 'desktop' ? desktopConfig : undefined, page);
    if (!lhr.runtimeError) {
      await checkLanded(page, lhr, target);
      await keepReport(lhr, target, preset);
      return lhr;
    }
    const failure = `Lighthouse failed on ${target.label} (${preset}): ${lhr.runtimeError.code} ${lhr.runtimeError.message}`;
    if (attempt === ATTEMPTS) throw new LighthouseRuntimeError(failure);
    console.log(`  lighthouse: ${failure}; again`);
  }
}
