import { Button } from '@mantine/core';
import type { ListAction } from './ListAction';

/** A list page's add button. */
export function ListActionButton({ action }: { action: ListAction }) {
  const Icon = action.icon;
  return (
    <Button leftSection={<Icon size={18} />} onClick={action.onClick} onPointerEnter={action.preload} onFocus={action.preload} aria-keyshortcuts={action.keyShortcuts}>
      {action.label}
    </Button>
  );
}
