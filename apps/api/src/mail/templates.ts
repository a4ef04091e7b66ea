import type { Mail } from './mailer.js';

export type MailLanguage = 'fr' | 'en';

/** Account language (fr-CA, fr, en) → mail language; French first. */
export function mailLanguage(language: string | undefined): MailLanguage {
  return language === 'en' ? 'en' : 'fr';
}

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** `brand` heads the mail and signs it (Atelier unless a shop writes to its customer); `footer` replaces the support line. */
export type Body = { subject: string; greeting: string; lines: string[]; action?: { label: string; url: string }; after?: string[]; brand?: string; footer?: string };

export function render(to: string, body: Body, supportEmail: string, lang: MailLanguage): Mail {
  const footer = body.footer ?? (lang === 'fr' ? `Une question? Écrivez-nous à ${supportEmail}.` : `Questions? Write to us at ${supportEmail}.`);
  const brand = body.brand ?? 'Atelier';
  const text = [
    body.greeting,
    '',
    ...body.lines,
    ...(body.action ? ['', `${body.action.label} : ${body.action.url}`] : []),
    ...(body.after ? ['', ...body.after] : []),
    '',
    `— ${brand}`,
    footer,
  ].join('\n');
  const paragraph = (line: string) => `<p style="margin:0 0 12px">${escape(line)}</p>`;
  const html = `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1f2937;background:#f3f4f6;padding:24px">
<div style="max-width:520px;margin:auto;background:#fff;border-radius:8px;padding:24px">
<h2 style="margin-top:0;color:#1c7ed6">${escape(brand)}</h2>
${paragraph(body.greeting)}${body.lines.map(paragraph).join('')}
${body.action ? `<p style="margin:24px 0"><a href="${escape(body.action.url)}" style="background:#1c7ed6;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none">${escape(body.action.label)}</a></p><p style="font-size:12px;color:#6b7280;word-break:break-all">${escape(body.action.url)}</p>` : ''}
${(body.after ?? []).map(paragraph).join('')}
<p style="font-size:12px;color:#6b7280;margin-top:24px">${escape(footer)}</p>
</div></body></html>`;
  return { to, subject: body.subject, text, html, links: body.action ? [body.action.url] : [] };
}

type Common = { to: string; fullname: string; lang: MailLanguage; supportEmail: string };

export function verificationMail({ to, fullname, lang, supportEmail, url, token }: Common & { url: string; token: string }): Mail {
  const body: Body =
    lang === 'fr'
      ? {
          subject: 'Confirmez votre adresse courriel — Atelier',
          greeting: `Bonjour ${fullname},`,
          lines: ['Bienvenue dans Atelier! Confirmez votre adresse courriel pour activer votre compte.'],
          action: { label: 'Valider mon compte', url },
          after: [`Jeton de validation : ${token}`, 'Ce lien expire dans 48 heures. Si vous n’avez pas créé de compte, ignorez ce message.'],
        }
      : {
          subject: 'Confirm your email address — Atelier',
          greeting: `Hello ${fullname},`,
          lines: ['Welcome to Atelier! Confirm your email address to activate your account.'],
          action: { label: 'Validate my account', url },
          after: [`Validation token: ${token}`, 'This link expires in 48 hours. If you did not create an account, ignore this message.'],
        };
  return render(to, body, supportEmail, lang);
}

export function passwordResetMail({ to, fullname, lang, supportEmail, url, token }: Common & { url: string; token: string }): Mail {
  const body: Body =
    lang === 'fr'
      ? {
          subject: 'Réinitialisation de votre mot de passe — Atelier',
          greeting: `Bonjour ${fullname},`,
          lines: ['Vous avez demandé à changer votre mot de passe. Choisissez-en un nouveau avec ce lien.'],
          action: { label: 'Choisir un nouveau mot de passe', url },
          after: [
            `Jeton de validation : ${token}`,
            'Ce lien expire dans 2 heures et ne sert qu’une fois. Si vous n’êtes pas à l’origine de cette demande, ignorez ce message : votre mot de passe reste inchangé.',
          ],
        }
      : {
          subject: 'Reset your password — Atelier',
          greeting: `Hello ${fullname},`,
          lines: ['You asked to change your password. Choose a new one with this link.'],
          action: { label: 'Choose a new password', url },
          after: [
            `Validation token: ${token}`,
            'This link expires in 2 hours and works once. If you did not ask for this, ignore this message: your password stays the same.',
          ],
        };
  return render(to, body, supportEmail, lang);
}

/** Sign-up with an email already in use: tell the owner instead of telling the caller. */
export function existingAccountMail({ to, fullname, lang, supportEmail, url }: Common & { url: string }): Mail {
  const body: Body =
    lang === 'fr'
      ? {
          subject: 'Vous avez déjà un compte Atelier',
          greeting: `Bonjour ${fullname},`,
          lines: [
            'Quelqu’un (peut-être vous) a essayé de créer un compte Atelier avec cette adresse, qui en a déjà un.',
            'Connectez-vous, ou utilisez « Mot de passe oublié » si vous ne vous en souvenez plus.',
          ],
          action: { label: 'Se connecter', url },
        }
      : {
          subject: 'You already have an Atelier account',
          greeting: `Hello ${fullname},`,
          lines: [
            'Someone (maybe you) tried to create an Atelier account with this address, which already has one.',
            'Sign in, or use “Lost password” if you do not remember it.',
          ],
          action: { label: 'Sign in', url },
        };
  return render(to, body, supportEmail, lang);
}

/**
 * Invitation to a shop's team (issue 3): the link opens the account validation page with a
 * PASSWORD_RESET-type token, so the person chooses a password, which also verifies the email.
 */
export function invitationMail({
  to,
  fullname,
  lang,
  supportEmail,
  url,
  token,
  invitedBy,
  shopName,
  username,
  validDays,
}: Common & { url: string; token: string; invitedBy: string; shopName: string | null; username: string; validDays: number }): Mail {
  const body: Body =
    lang === 'fr'
      ? {
          subject: `${invitedBy} vous invite dans Atelier`,
          greeting: `Bonjour ${fullname},`,
          lines: [
            shopName ? `${invitedBy} vous invite à rejoindre l’équipe de ${shopName} dans Atelier.` : `${invitedBy} vous invite à rejoindre son équipe dans Atelier.`,
            `Votre nom d’utilisateur : ${username}. Choisissez votre mot de passe avec ce lien pour activer votre compte.`,
          ],
          action: { label: 'Choisir mon mot de passe', url },
          after: [
            `Jeton de validation : ${token}`,
            `Ce lien expire dans ${validDays} jours et ne sert qu’une fois. Si vous ne connaissez pas cette personne, ignorez ce message.`,
          ],
        }
      : {
          subject: `${invitedBy} invites you to Atelier`,
          greeting: `Hello ${fullname},`,
          lines: [
            shopName ? `${invitedBy} invites you to join the ${shopName} team on Atelier.` : `${invitedBy} invites you to join their team on Atelier.`,
            `Your username: ${username}. Choose your password with this link to activate your account.`,
          ],
          action: { label: 'Choose my password', url },
          after: [`Validation token: ${token}`, `This link expires in ${validDays} days and works once. If you do not know this person, ignore this message.`],
        };
  return render(to, body, supportEmail, lang);
}

/**
 * An invitation to an address that already belongs to a user of another shop (issue 10): the
 * inviting shop is answered as if the invitation were sent (it must not learn that the address
 * exists elsewhere), and the address's owner is told here, in their own account's language.
 */
export function invitationElsewhereMail({
  to,
  fullname,
  lang,
  supportEmail,
  url,
  invitedBy,
  shopName,
}: Common & { url: string; invitedBy: string; shopName: string | null }): Mail {
  const body: Body =
    lang === 'fr'
      ? {
          subject: `${invitedBy} vous invite dans Atelier`,
          greeting: `Bonjour ${fullname},`,
          lines: [
            shopName
              ? `${invitedBy} a voulu vous inviter dans l’équipe de ${shopName} dans Atelier, mais cette adresse a déjà un compte Atelier dans un autre atelier.`
              : `${invitedBy} a voulu vous inviter dans son équipe dans Atelier, mais cette adresse a déjà un compte Atelier dans un autre atelier.`,
            'Une adresse ne sert qu’à un compte : pour rejoindre cette équipe, demandez-lui de vous inviter avec une autre adresse. Votre compte actuel ne change pas.',
          ],
          action: { label: 'Se connecter', url },
          after: ['Si vous ne connaissez pas cette personne, ignorez ce message.'],
        }
      : {
          subject: `${invitedBy} invites you to Atelier`,
          greeting: `Hello ${fullname},`,
          lines: [
            shopName
              ? `${invitedBy} tried to invite you to the ${shopName} team on Atelier, but this address already has an Atelier account in another shop.`
              : `${invitedBy} tried to invite you to their team on Atelier, but this address already has an Atelier account in another shop.`,
            'An address serves one account only: to join that team, ask them to invite another of your addresses. Your current account does not change.',
          ],
          action: { label: 'Sign in', url },
          after: ['If you do not know this person, ignore this message.'],
        };
  return render(to, body, supportEmail, lang);
}

/**
 * A shop mails an invoice or credit note to its customer (POST /invoices/{uuid}/send), in the
 * document's language: the shop's name and the document's label in the subject, the signed view
 * link, the PDF attached; answers go to the shop (replyTo), not to Atelier.
 */
export function invoiceMail({
  to,
  lang,
  shopName,
  shopEmail,
  creditNote,
  label,
  total,
  dueDate,
  url,
  validDays,
  pdf,
  fileName,
}: {
  to: string;
  lang: MailLanguage;
  shopName: string;
  shopEmail: string | null;
  creditNote: boolean;
  label: string;
  /** Formatted, e.g. '704,57 $'. */
  total: string;
  /** Formatted, or null. */
  dueDate: string | null;
  url: string;
  validDays: number;
  pdf: Buffer;
  fileName: string;
}): Mail {
  const contact = shopEmail
    ? lang === 'fr'
      ? `Pour toute question, répondez à ce courriel ou écrivez à ${shopEmail}.`
      : `For any question, reply to this email or write to ${shopEmail}.`
    : '';
  const body: Body =
    lang === 'fr'
      ? {
          subject: `${creditNote ? 'Avoir' : 'Facture'} ${label} — ${shopName}`,
          greeting: 'Bonjour,',
          lines: [
            creditNote
              ? `Veuillez trouver ci-joint l’avoir n° ${label} de ${shopName}, d’un montant de ${total}.`
              : `Veuillez trouver ci-joint la facture n° ${label} de ${shopName}, d’un montant de ${total}${dueDate ? `, payable au plus tard le ${dueDate}` : ''}.`,
          ],
          action: { label: creditNote ? 'Voir l’avoir' : 'Voir la facture', url },
          after: [`Ce lien reste valide ${validDays} jours. Le document PDF est joint à ce message.`],
          brand: shopName,
          footer: contact,
        }
      : {
          subject: `${creditNote ? 'Credit note' : 'Invoice'} ${label} — ${shopName}`,
          greeting: 'Hello,',
          lines: [
            creditNote
              ? `Please find attached credit note no. ${label} from ${shopName}, for ${total}.`
              : `Please find attached invoice no. ${label} from ${shopName}, for ${total}${dueDate ? `, due by ${dueDate}` : ''}.`,
          ],
          action: { label: creditNote ? 'View the credit note' : 'View the invoice', url },
          after: [`This link stays valid for ${validDays} days. The PDF document is attached to this message.`],
          brand: shopName,
          footer: contact,
        };
  return {
    ...render(to, body, '', lang),
    ...(shopEmail ? { replyTo: shopEmail } : {}),
    attachments: [{ filename: fileName, content: pdf, contentType: 'application/pdf' }],
  };
}
