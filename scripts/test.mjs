#!/usr/bin/env node
// `npm test`: lint, typecheck, unit tests, API tests (real PostgreSQL) and browser tests (Debian's
// Chromium against the production build). Ends with one summary line `N passed, N failed`.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const tmp = join(root, '.tmp');
mkdirSync(tmp, { recursive: true });
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

function run(label, command, args, env = {}) {
  console.log(`\n▶ ${label}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status === 0;
}

function ensureChromium() {
  if (existsSync(CHROMIUM)) return true;
  if (process.getuid?.() !== 0) {
    console.error(`Chromium is missing at ${CHROMIUM}. Install Debian's package: sudo apt-get install -y chromium (or set CHROMIUM_PATH).`);
    return false;
  }
  console.log('Installing Debian chromium for the browser tests…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  const install = spawnSync('apt-get', ['install', '-y', '-qq', 'chromium', 'fonts-noto-core'], { stdio: 'inherit', env });
  return install.status === 0 && existsSync(CHROMIUM);
}

/** The PDF tests read invoices with Debian's poppler-utils (pdftotext, pdftoppm, pdfinfo). */
function ensurePoppler() {
  if (spawnSync('pdftotext', ['-v'], { stdio: 'ignore' }).status === 0) return;
  if (process.getuid?.() !== 0) {
    console.error("pdftotext is missing: install Debian's package: sudo apt-get install -y poppler-utils");
    return;
  }
  console.log('Installing Debian poppler-utils for the PDF tests…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  spawnSync('apt-get', ['install', '-y', '-qq', 'poppler-utils'], { stdio: 'inherit', env });
}

/** Counts from a Vitest JSON report. */
function vitestCounts(file) {
  if (!existsSync(file)) return { passed: 0, failed: 1 };
  const report = JSON.parse(readFileSync(file, 'utf8'));
  return { passed: report.numPassedTests ?? 0, failed: (report.numFailedTests ?? 0) + (report.success === false && !report.numFailedTests ? 1 : 0) };
}

/** Counts from a Playwright JSON report. */
function playwrightCounts(file) {
  if (!existsSync(file)) return { passed: 0, failed: 1 };
  const { stats } = JSON.parse(readFileSync(file, 'utf8'));
  return { passed: stats.expected ?? 0, failed: (stats.unexpected ?? 0) + (stats.flaky ?? 0) };
}

const totals = { passed: 0, failed: 0 };
const add = ({ passed, failed }) => {
  totals.passed += passed;
  totals.failed += failed;
};
const failures = [];
const step = (label, ok) => {
  if (!ok) failures.push(label);
};

step('lint', run('lint', 'npx', ['eslint', '.']));
step('format', run('format', 'npx', ['prettier', '--check', '.']));
step('typecheck', run('typecheck', 'npm', ['run', 'typecheck']));

ensurePoppler();
for (const project of ['unit', 'api']) {
  const report = join(tmp, `vitest-${project}.json`);
  rmSync(report, { force: true });
  const ok = run(`${project} tests`, 'npx', ['vitest', 'run', '--project', project, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`]);
  add(vitestCounts(report));
  step(`${project} tests`, ok);
}

if (!ensureChromium()) {
  step('browser tests (chromium missing)', false);
  totals.failed += 1;
} else {
  // The browser tests run against the production build: the web app and the compiled server.
  step('build', run('build (web app and server)', 'npm', ['run', 'build']));
  const report = join(tmp, 'playwright.json');
  rmSync(report, { force: true });
  const ok = run('browser tests', 'npx', ['playwright', 'test', '--config', 'e2e/playwright.config.ts'], { PLAYWRIGHT_JSON_OUTPUT_NAME: report });
  add(playwrightCounts(report));
  step('browser tests', ok);
}

console.log('');
if (failures.length) console.log(`Failed steps: ${failures.join(', ')}`);
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exit(failures.length ? 1 : 0);
