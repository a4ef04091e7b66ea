import type { Mail } from '../../mail/mailer.js';

export type SupportQuestion = {
  message: string;
  fullname: string;
  email: string;
  username: string;
  role: string;
  accountUuid: string;
  shopName: string | null;
};

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** A subject line is one line: typed names must not add or break headers. */
const oneLine = (s: string) => s.replace(/[\p{Cc}\p{Zl}\p{Zp}]+/gu, ' ').trim();

/**
 * The help button's question, for the support team (shell §7 POST /contact): the message and
 * who asks, with Reply-To the author so support answers them directly.
 */
export function supportMail(to: string, q: SupportQuestion): Mail {
  const facts: [string, string][] = [
    ['Nom', q.fullname],
    ['Courriel', q.email],
    ['Utilisateur', q.username],
    ['Rôle', q.role],
    ['Compte', q.accountUuid],
    ['Atelier', q.shopName ?? '—'],
  ];
  const text = ['Question envoyée depuis Atelier :', '', q.message, '', '—', ...facts.map(([k, v]) => `${k} : ${v}`)].join('\n');
  const html = `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1f2937">
<p>Question envoyée depuis Atelier :</p>
<blockquote style="white-space:pre-wrap;border-left:3px solid #1c7ed6;margin:0 0 16px;padding:8px 12px">${escape(q.message)}</blockquote>
<table style="font-size:14px">${facts.map(([k, v]) => `<tr><td style="color:#6b7280;padding-right:12px">${k}</td><td>${escape(v)}</td></tr>`).join('')}</table>
</body></html>`;
  return {
    to,
    replyTo: q.email,
    subject: oneLine(`Question de support — ${q.shopName || q.username}`).slice(0, 200),
    text,
    html,
    links: [],
  };
}
