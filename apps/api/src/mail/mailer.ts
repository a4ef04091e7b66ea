import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

export type MailAttachment = { filename: string; content: Buffer; contentType: string };

/** replyTo: where an answer goes when it is not the sender (a support question's author, a shop). */
export type Mail = { to: string; subject: string; text: string; html: string; links: string[]; replyTo?: string; attachments?: MailAttachment[] };
export type Mailer = { send: (mail: Mail) => Promise<void> };

type Options = { smtpUrl?: string; from: string; outboxDir: string; log: FastifyBaseLogger };

/**
 * SMTP when SMTP_URL is set; otherwise a file outbox: each message is written as an .eml file
 * under $DATA_DIR/mail and its links are printed in the log, so a new install can verify an
 * account with no mail server.
 */
export function createMailer({ smtpUrl, from, outboxDir, log }: Options): Mailer {
  if (smtpUrl) {
    const transport = nodemailer.createTransport(smtpUrl);
    return {
      async send(mail) {
        await transport.sendMail(message(from, mail));
        log.info({ to: mail.to, subject: mail.subject }, 'mail sent');
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(mail) {
      const info = await transport.sendMail(message(from, mail));
      await mkdir(outboxDir, { recursive: true });
      const file = join(outboxDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.eml`);
      await writeFile(file, info.message as Buffer);
      log.info({ to: mail.to, subject: mail.subject, file, links: mail.links }, `mail written to the outbox: ${mail.links.join(' ')}`);
    },
  };
}

function message(from: string, mail: Mail) {
  return { from, to: mail.to, replyTo: mail.replyTo, subject: mail.subject, text: mail.text, html: mail.html, attachments: mail.attachments };
}
