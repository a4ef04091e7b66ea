import { expect, test, type Page } from '@playwright/test';
import { signIn } from '../accounts.js';
import { readyOwner, type ReadyOwner } from '../ready-owner.js';

/**
 * The production app runs under its Content-Security-Policy (apps/api/src/http/security-headers.ts)
 * without a single violation: signing in, the board and its drag layer, a work order, the dark
 * theme applied before the first paint, and the API documentation.
 */

let owner: ReadyOwner;
let worksheetUuid = '';

test.beforeAll(async ({ playwright }) => {
  const request = await playwright.request.newContext({ baseURL: process.env.E2E_BASE_URL });
  owner = await readyOwner(request, 'Sécurité Tremblay');
  const headers = { authorization: `Bearer ${owner.accessToken}` };
  const customer = await request.post('/api/customers', { headers, data: { fullname: 'Client Politique' } });
  const statuses = (await (await request.get('/api/worksheet-status', { headers })).json()) as { data: { TODO: { id: number }[] } };
  const created = await request.post('/api/worksheets', {
    headers,
    data: { customerUuid: ((await customer.json()) as { data: { uuid: string } }).data.uuid, statusId: statuses.data.TODO[0]!.id },
  });
  expect(created.status()).toBe(201);
  worksheetUuid = ((await created.json()) as { data: { uuid: string } }).data.uuid;
  await request.dispose();
});

/** Every CSP violation the page reports (the DOM event and the console message), from its first script on. */
async function watchViolations(page: Page): Promise<string[]> {
  const seen: string[] = [];
  await page.exposeFunction('reportCspViolation', (text: string) => seen.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { reportCspViolation: (t: string) => void }).reportCspViolation(
        `${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy|Refused to/i.test(message.text())) seen.push(message.text());
  });
  return seen;
}

test('signing in, the board, a work order and the dark theme run with no CSP violation', async ({ page }) => {
  test.slow(); // a whole tour of the app
  const violations = await watchViolations(page);
  const response = await page.goto('/#/signin');
  const policy = response!.headers()['content-security-policy'] ?? '';
  expect(policy).toContain("script-src 'self'");
  expect(policy).toContain("frame-ancestors 'none'");
  expect(policy).not.toMatch(/script-src[^;]*unsafe/);

  await signIn(page, owner.email, owner.password);
  await expect(page.getByTestId('app-shell')).toBeVisible();
  await expect(page.getByTestId('board')).toBeVisible();
  await expect(page.getByTestId('board-card').first()).toBeVisible();
  // The drag layer loads on the first press: its code comes under the same policy.
  await page.getByTestId('board-card').first().hover();
  await page.mouse.down();
  await page.mouse.up();

  await page.goto(`/#/worksheets/${worksheetUuid}`);
  await expect(page.getByRole('heading', { level: 1, name: /Bon de travail/ })).toBeVisible({ timeout: 30_000 });

  // The stored theme is applied before the first paint by the theme script index.html inlines, which the policy allows by its hash.
  await page.evaluate(() => localStorage.setItem('atelier.preferences', JSON.stringify({ theme: 'dark', language: 'fr' })));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await expect(page.getByTestId('app-shell')).toBeVisible();

  expect(violations).toEqual([]);
});

test('the API documentation (Swagger UI) works under its policy', async ({ page }) => {
  const violations = await watchViolations(page);
  const response = await page.goto('/api/docs/');
  expect(response!.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  // Swagger UI renders the whole document at once: slow on a busy machine.
  await expect(page.getByRole('heading', { name: /Atelier API/ })).toBeVisible({ timeout: 45_000 });
  await expect(page.getByText('/api/auth/signin').first()).toBeVisible();
  expect(violations).toEqual([]);
});
