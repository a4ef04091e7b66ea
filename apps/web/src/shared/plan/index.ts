// The plan in force on the web side (issue 16): trial badge, upgrade prompt, gated create buttons.
export { usePlan } from './usePlan';
export { useGate, type Gate } from './useGate';
export { PlanGate } from './PlanGate';
export { UpgradeMark } from './UpgradeMark';
export { TrialBadge } from './TrialBadge';
export { UpgradePromptHost } from './UpgradePromptHost';
export { planPromptStore } from './planPromptStore';
export { gateDecision, parsePlanRefusal, planInForce, trialBadgeText, type PlanInForce } from './planState';
