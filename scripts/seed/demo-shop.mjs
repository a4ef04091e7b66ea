// The demo shop's account, workspace and team, made through the API's own services (sign-up,
// email validation, preferences, workspace profile, setup wizard, invitations and the password
// chosen from the invitation link), so every rule of those flows holds.
import pino from 'pino';
import { inviteUserBodySchema, isStrongPassword, signupBodySchema, suggestUsername, updateBrandBodySchema, updatePreferencesBodySchema } from '@atelier/contracts';
import { updatePreferences } from '../../apps/api/src/modules/accounts/update-preferences.ts';
import { signup } from '../../apps/api/src/modules/auth/signup.ts';
import { resetPassword, verifyToken } from '../../apps/api/src/modules/auth/verify-token.ts';
import { updateBrand } from '../../apps/api/src/modules/brands/update-brand.ts';
import { listBrands } from '../../apps/api/src/modules/brands/queries.ts';
import { completeFeature } from '../../apps/api/src/modules/features/complete-feature.ts';
import { listPendingFeatures } from '../../apps/api/src/modules/features/queries.ts';
import { inviteUser } from '../../apps/api/src/modules/users/invite-user.ts';
import { findUserByEmail, usernameHolder } from '../../apps/api/src/modules/users/queries.ts';

import { DEMO_EMAIL, DEMO_PASSWORD, DEMO_SHOP } from './demo-credentials.mjs';

export { DEMO_EMAIL, DEMO_PASSWORD, DEMO_SHOP };

const OWNER = 'Luc Tremblay';
export const TEAM = [
  { fullname: 'Julie Tremblay', email: 'julie.tremblay@garage-tremblay.test', permissionFlags: 'ADMINISTRATOR', job: 'administration' },
  { fullname: 'Marc-André Gagnon', email: 'marc-andre.gagnon@garage-tremblay.test', permissionFlags: 'EMPLOYEE', job: 'technicien' },
  { fullname: 'Sophie Bélanger', email: 'sophie.belanger@garage-tremblay.test', permissionFlags: 'EMPLOYEE', job: 'technicienne' },
  { fullname: 'Kevin Nguyen', email: 'kevin.nguyen@garage-tremblay.test', permissionFlags: 'EMPLOYEE', job: 'apprenti mécanicien' },
];

const log = pino({ level: 'silent' });

/** Keeps the mails instead of sending them: the seed follows their links itself. */
function capturingMailer() {
  const mails = [];
  const waiting = [];
  return {
    async send(mail) {
      const next = waiting.shift();
      if (next) next(mail);
      else mails.push(mail);
    },
    next: () => (mails.length ? Promise.resolve(mails.shift()) : new Promise((resolve) => waiting.push(resolve))),
  };
}

const tokenOf = (mail) => new URL(mail.links.find((l) => l.includes('t=')).replace('/#/', '/')).searchParams.get('t');

async function freeUsername(db, fullname) {
  const base = suggestUsername(fullname);
  for (let n = 1; ; n++) {
    const candidate = n === 1 ? base : `${base}${n}`;
    if ((await usernameHolder(db, candidate)) === undefined) return candidate;
  }
}

/** Creates the shop; answers the account id and the team with their usernames. */
export async function createDemoShop({ db, config }) {
  if (!isStrongPassword(DEMO_PASSWORD)) throw new Error('the demo password breaks the password rule');
  const mailer = capturingMailer();
  const deps = { db, config, mailer };

  await signup(deps, {
    body: signupBodySchema.parse({
      fullname: OWNER,
      email: DEMO_EMAIL,
      password: DEMO_PASSWORD,
      preferences: { language: 'fr-CA', currency: 'CAD', dateTime: { timezone: 'America/Toronto', dateFormat: 'YYYY-MM-DD', timeFormat: 'HH:mm' } },
    }),
    ip: 'seed-demo',
    log,
  });
  await verifyToken(deps, { token: tokenOf(await mailer.next()) });
  const owner = await findUserByEmail(db, DEMO_EMAIL);
  const accountId = owner.user.accountId;

  await updatePreferences(db, { accountId, body: updatePreferencesBodySchema.parse({ hourlyRates: { valuePerUnit: 125, rateType: 'STANDARD' } }) });
  const [brand] = await listBrands(db, { accountId });
  await updateBrand(db, {
    accountId,
    uuid: brand.uuid,
    body: updateBrandBodySchema.parse({
      address: {
        name: DEMO_SHOP,
        street_number: '6545',
        address_line_1: 'rue Saint-Hubert',
        city: 'Montréal',
        region: 'QC',
        country: 'CA',
        postcode: 'H2S 2M3',
      },
      email: 'atelier@garage-tremblay.test',
      mobile: '514 555-0100',
    }),
  });
  // The setup wizard asks for exactly what is set above: the shop opens on its dashboard.
  for (const feature of await listPendingFeatures(db, { accountId, type: 'SETUP' })) await completeFeature(db, { accountId, id: feature.id });

  const actor = { accountId, ...owner, sessionId: null, apiKeyId: null };
  const team = [{ fullname: OWNER, email: DEMO_EMAIL, username: owner.user.username, permissionFlags: 'FULL_ADMIN', job: 'propriétaire' }];
  for (const member of TEAM) {
    const username = await freeUsername(db, member.fullname);
    await inviteUser(deps, {
      ...actor,
      body: inviteUserBodySchema.parse({ username, fullname: member.fullname, email: member.email, permissionFlags: member.permissionFlags }),
      log,
    });
    // What the invitee does with the link: choose a password, which also validates the email.
    await resetPassword(deps, { token: tokenOf(await mailer.next()), password: DEMO_PASSWORD });
    team.push({ ...member, username });
  }
  return { accountId, team };
}
