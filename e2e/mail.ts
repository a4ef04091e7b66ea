import { expect } from '@playwright/test';

export type Mail = { to: string[]; subject: string; text: string; links: string[] };

/** Waits for a mail to `to` (captured by the real SMTP server of global-setup.ts). */
export async function waitForMail(to: string, predicate: (mail: Mail) => boolean = () => true): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(
      async () => {
        const response = await fetch(`${process.env.E2E_MAIL_URL}/?to=${encodeURIComponent(to)}`);
        const mails = (await response.json()) as Mail[];
        found = mails.reverse().find(predicate);
        return Boolean(found);
      },
      { timeout: 15_000, message: `a mail to ${to}` },
    )
    .toBe(true);
  return found!;
}

/** The validation link of a mail, made relative so it opens on the test server. */
export function validationPath(mail: Mail): string {
  const link = mail.links.find((l) => l.includes('/verify-email?t='));
  if (!link) throw new Error(`no validation link in: ${mail.links.join(', ')}`);
  const url = new URL(link);
  return `/${url.hash}`;
}

let counter = 0;
export function uniqueEmail(prefix = 'garage'): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}${counter}@atelier.test`;
}

export const PASSWORD = 'Garage!2026';
