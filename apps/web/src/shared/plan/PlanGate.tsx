import type { EnforcedFeature } from '@atelier/contracts/plans';
import { cloneElement, type MouseEvent, type ReactElement } from 'react';
import { UpgradeMark } from './UpgradeMark';
import { useGate } from './useGate';

interface GatedButtonProps {
  onClick?: (event: MouseEvent<HTMLElement>) => void;
  rightSection?: unknown;
  loading?: boolean;
}

/**
 * Wraps a Mantine button that creates with `feature`: as is when the plan has it, otherwise the
 * same label with an upgrade mark, opening the upgrade prompt instead of calling (no dead button).
 */
export function PlanGate({ feature, children }: { feature: EnforcedFeature; children: ReactElement<GatedButtonProps> }) {
  const gate = useGate(feature);
  if (!gate.locked) return children;
  return cloneElement(children, {
    onClick: (event: MouseEvent<HTMLElement>) => {
      event.preventDefault();
      gate.prompt();
    },
    rightSection: <UpgradeMark feature={feature} />,
    loading: false,
    'data-plan-locked': feature,
  } as GatedButtonProps);
}
