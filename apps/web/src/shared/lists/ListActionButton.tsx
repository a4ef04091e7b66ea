import { Button } from '@mantine/core';
import { PlanGate } from '../plan/PlanGate';
import type { ListAction } from './ListAction';

/** A list page's add button; an upgrade button when the plan lacks its feature (issue 16). */
export function ListActionButton({ action }: { action: ListAction }) {
  const Icon = action.icon;
  const button = (
    <Button leftSection={<Icon size={18} />} onClick={action.onClick} onPointerEnter={action.preload} onFocus={action.preload} aria-keyshortcuts={action.keyShortcuts}>
      {action.label}
    </Button>
  );
  return action.feature ? <PlanGate feature={action.feature}>{button}</PlanGate> : button;
}
