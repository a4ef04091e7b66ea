import { Menu, type MenuProps } from '@mantine/core';
import { cloneElement, useEffect, useRef, useState, type MouseEvent, type ReactElement, type ReactNode, type Ref } from 'react';

interface MenuOnDemandProps extends Omit<MenuProps, 'children' | 'defaultOpened' | 'opened' | 'onChange'> {
  /** The button that opens the menu. */
  target: ReactElement<{ onClick?: (event: MouseEvent<HTMLElement>) => void; ref?: Ref<HTMLElement> }>;
  /** The menu's items (Menu.Item…). */
  children: ReactNode;
}

/**
 * A Mantine Menu whose popover machinery (Floating UI, transitions, focus trap) mounts at the first
 * press of its button, which then opens it: a work order's ten lines each carry one, and mounting ten
 * popovers cost ~60 ms of a phone's first render. Enter, Space or a click. The menu's button replaces
 * the plain one and takes the focus before the menu opens, so that closing it (Escape, a choice)
 * gives the focus back to it.
 */
export function MenuOnDemand({ target, children, ...menuProps }: MenuOnDemandProps) {
  const [wanted, setWanted] = useState(false);
  const [opened, setOpened] = useState(false);
  const button = useRef<HTMLElement>(null);
  useEffect(() => {
    if (!wanted) return;
    button.current?.focus();
    setOpened(true);
  }, [wanted]);
  if (!wanted) return cloneElement(target, { onClick: () => setWanted(true) });
  return (
    <Menu {...menuProps} opened={opened} onChange={setOpened}>
      <Menu.Target>{cloneElement(target, { ref: button })}</Menu.Target>
      <Menu.Dropdown>{children}</Menu.Dropdown>
    </Menu>
  );
}
