import type { PackageState } from '@atelier/contracts';
import { describe, expect, it } from 'vitest';
import { planCardAction, recommendedPlan } from './planCardAction';

const on = (name: PackageState['name']): PackageState => ({ name, isTrial: false, trialEndsAt: null });
const trial: PackageState = { name: 'TRIAL', isTrial: true, trialEndsAt: '2026-12-20T00:00:00.000Z' };

describe('planCardAction', () => {
  it('marks the current plan and offers the others with Stripe', () => {
    expect(planCardAction('clever', on('clever'), 'stripe')).toBe('current');
    expect(planCardAction('basic', on('clever'), 'stripe')).toBe('change');
    expect(planCardAction('genius', on('clever'), 'stripe')).toBe('change');
  });

  it('has no current card on a trial', () => {
    for (const plan of ['basic', 'clever', 'genius'] as const) expect(planCardAction(plan, trial, 'stripe')).toBe('change');
  });

  it('sends a self-hosted shop to the operator, except on its own plan', () => {
    expect(planCardAction('genius', on('basic'), 'self-hosted')).toBe('askOperator');
    expect(planCardAction('basic', on('basic'), 'self-hosted')).toBe('current');
    expect(planCardAction('basic', trial, 'self-hosted')).toBe('askOperator');
  });

  it('offers nothing when billing is off', () => {
    expect(planCardAction('basic', on('basic'), 'off')).toBe('none');
    expect(planCardAction('genius', trial, 'off')).toBe('none');
  });
});

describe('recommendedPlan', () => {
  it('recommends Essentiel on a trial and on Découverte only', () => {
    expect(recommendedPlan(trial, 'stripe')).toBe('clever');
    expect(recommendedPlan(on('basic'), 'self-hosted')).toBe('clever');
    expect(recommendedPlan(on('clever'), 'stripe')).toBeNull();
    expect(recommendedPlan(on('genius'), 'stripe')).toBeNull();
    expect(recommendedPlan(trial, 'off')).toBeNull();
  });
});
