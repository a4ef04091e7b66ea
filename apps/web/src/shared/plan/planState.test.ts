import { describe, expect, it } from 'vitest';
import { resources } from '../../i18n/resources';
import { createTranslator } from '../../i18n/translator';
import { gateDecision, liftedLimit, parsePlanRefusal, planInForce, trialBadgeText } from './planState';

const now = new Date('2026-11-24T12:00:00.000Z');
const inDays = (days: number) => new Date(now.getTime() + days * 86_400_000).toISOString();

async function translator(lng: 'fr' | 'en') {
  return createTranslator({ language: lng, resources: { [lng]: resources[lng] } }).t;
}

describe('planInForce', () => {
  it('counts a trial’s whole days left, rounded up', () => {
    expect(planInForce({ name: 'TRIAL', isTrial: true, trialEndsAt: inDays(30) }, now)).toEqual({ name: 'TRIAL', isTrial: true, trialEndsAt: inDays(30), daysLeft: 30 });
    expect(planInForce({ name: 'TRIAL', isTrial: true, trialEndsAt: inDays(11.2) }, now)?.daysLeft).toBe(12);
  });

  it('makes a trial that ended while the tab stayed open basic at once', () => {
    expect(planInForce({ name: 'TRIAL', isTrial: true, trialEndsAt: inDays(-0.01) }, now)).toEqual({ name: 'basic', isTrial: false, trialEndsAt: null, daysLeft: 0 });
  });

  it('knows no plan for a stored user from before plans (no gate: the server decides)', () => {
    expect(planInForce(undefined, now)).toBeNull();
    expect(planInForce({}, now)).toBeNull();
  });
});

describe('trial badge text', () => {
  it('says the days left, one day, and the last day in both languages', async () => {
    const fr = await translator('fr');
    const en = await translator('en');
    const text = (t: typeof fr, days: number) => {
      const { key, count } = trialBadgeText(days);
      return t(key, { count });
    };
    expect(text(fr, 30)).toBe('Essai : 30 jours');
    expect(text(fr, 2)).toBe('Essai : 2 jours');
    expect(text(fr, 1)).toBe('Essai : dernier jour');
    expect(text(en, 12)).toBe('Trial: 12 days');
    expect(text(en, 1)).toBe('Trial: last day');
    expect(fr('plan.trial.compact', { count: 12 })).toBe('12 j');
  });
});

describe('gateDecision', () => {
  it('locks what basic lacks and names the cheapest plan that has it', () => {
    expect(gateDecision('basic', 'invoicing')).toEqual({ locked: true, refusal: { package: 'basic', feature: 'invoicing', upgradeTo: 'clever' } });
    expect(gateDecision('basic', 'workflows')).toMatchObject({ locked: true, refusal: { upgradeTo: 'clever' } });
  });

  it('opens everything on a trial and on the paid plans, and when the plan is unknown', () => {
    for (const feature of ['invoicing', 'scheduling', 'timeTracking', 'workflows'] as const) {
      expect(gateDecision('TRIAL', feature)).toEqual({ locked: false });
      expect(gateDecision('clever', feature)).toEqual({ locked: false });
      expect(gateDecision('genius', feature)).toEqual({ locked: false });
      expect(gateDecision(null, feature)).toEqual({ locked: false });
    }
  });
});

describe('which plan lifts a refusal', () => {
  it('gives the limit of the plan offered, null when it has none', () => {
    expect(liftedLimit({ package: 'basic', resource: 'customers', limit: 100, upgradeTo: 'clever' })).toBe(2000);
    expect(liftedLimit({ package: 'clever', resource: 'customers', limit: 2000, upgradeTo: 'genius' })).toBeNull();
    expect(liftedLimit({ package: 'basic', feature: 'invoicing', upgradeTo: 'clever' })).toBeUndefined();
  });

  it('says the limit reached in the prompt’s words', async () => {
    const fr = await translator('fr');
    expect(fr('plan.prompt.limit.customers', { plan: fr('plan.names.basic'), count: 100, value: '100' })).toBe('Votre forfait Découverte compte jusqu’à 100 clients.');
    expect(fr('plan.prompt.limit.users', { plan: fr('plan.names.basic'), count: 1, value: '1' })).toBe('Votre forfait Découverte compte jusqu’à 1 utilisateur.');
    expect(fr('plan.prompt.title', { plan: fr('plan.names.clever') })).toBe('Passez à Essentiel');
  });
});

describe('parsePlanRefusal', () => {
  it('keeps a 402’s plan object', () => {
    const plan = { package: 'basic', resource: 'customers', limit: 100, upgradeTo: 'clever' };
    expect(parsePlanRefusal(plan)).toEqual(plan);
    expect(parsePlanRefusal({ package: 'basic', feature: 'invoicing', upgradeTo: 'clever' })).toEqual({ package: 'basic', feature: 'invoicing', upgradeTo: 'clever' });
  });

  it('drops what the prompt cannot read', () => {
    expect(parsePlanRefusal(undefined)).toBeUndefined();
    expect(parsePlanRefusal('basic')).toBeUndefined();
    expect(parsePlanRefusal({ package: 'gold', upgradeTo: 'clever' })).toBeUndefined();
    expect(parsePlanRefusal({ package: 'basic', upgradeTo: 'TRIAL' })).toBeUndefined();
    expect(parsePlanRefusal({ package: 'basic', upgradeTo: 'clever', resource: 'planets', limit: 1.5, feature: 'x' })).toEqual({ package: 'basic', upgradeTo: 'clever' });
  });
});
