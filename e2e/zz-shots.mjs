import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:3411';
const out = '/tmp/shots15';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
async function ctx(width, theme) {
  const context = await browser.newContext({ viewport: { width, height: width < 500 ? 844 : 900 }, locale: 'fr-CA', timezoneId: 'America/Toronto' });
  await context.addInitScript((t) => localStorage.setItem('atelier.preferences', JSON.stringify({ language: 'fr', theme: t })), theme);
  return context;
}
for (const [width, theme] of [[1280, 'light'], [390, 'light'], [1280, 'dark'], [390, 'dark']]) {
  const context = await ctx(width, theme);
  const page = await context.newPage();
  await page.goto(base + '/#/signin');
  await page.getByLabel("Nom d'utilisateur ou courriel").fill('demo@atelier.test');
  await page.getByLabel('Mot de passe', { exact: true }).fill('Atelier!2026');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await page.getByTestId('app-shell').waitFor();
  const pages = width > 500 ? [['events-week', '/events?view=week'], ['events-day', '/events'], ['events-month', '/events?view=month'], ['booking-settings', '/settings/booking']] : [['events', '/events'], ['booking-settings', '/settings/booking']];
  for (const [name, path] of pages) {
    await page.goto(base + '/#' + path);
    await page.waitForTimeout(3500);
    await page.screenshot({ path: `${out}/${name}-${width}-${theme}.png`, fullPage: name === 'booking-settings' });
  }
  await context.close();
  if (theme === 'light') {
    const wctx = await browser.newContext({ viewport: { width: width < 500 ? 320 : 1280, height: 800 }, locale: 'fr-CA' });
    const wp = await wctx.newPage();
    await wp.goto(base + '/book/garage-tremblay-fils');
    await wp.waitForTimeout(2500);
    await wp.screenshot({ path: `${out}/book-${width < 500 ? 320 : 1280}.png`, fullPage: true });
    await wctx.close();
  }
}
await browser.close();
