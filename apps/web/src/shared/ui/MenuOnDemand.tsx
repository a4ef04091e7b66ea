import type { MenuDividerProps, MenuDropdownProps, MenuItemProps, MenuLabelProps, MenuProps } from '@mantine/core';
import { cloneElement, useEffect, useRef, useState, type MouseEvent, type ReactElement, type ReactNode, type Ref } from 'react';

import { chunkOnce } from './chunkOnce';

type MenuModule = typeof import('./onDemandMenu');

/** Mantine's Menu, downloaded at the first press (or hover) of any menu's button. */
const menuCode = chunkOnce(() => import('./onDemandMenu'));

interface MenuOnDemandProps extends Omit<MenuProps, 'children' | 'defaultOpened' | 'opened'> {
  /** The button that opens the menu. */
  target: ReactElement<{ onClick?: (event: MouseEvent<HTMLElement>) => void; onPointerEnter?: () => void; ref?: Ref<HTMLElement> }>;
  /** The menu's items: MenuOnDemand.Item, .Label and .Divider. */
  children: ReactNode;
  dropdownProps?: MenuDropdownProps & { 'data-testid'?: string };
}

/**
 * A Mantine Menu whose code (~10 KB compressed with its stylesheet) and popover machinery (Floating
 * UI, transitions, focus trap) come at the first press of its button, which then opens it: a work
 * order's ten lines and its vehicle each carry one, and neither the download nor mounting ten
 * popovers (~60 ms of a phone's first render) belongs to the first screen. Hovering the button
 * starts the download. Enter, Space or a click. The menu's button replaces the plain one and takes
 * the focus before the menu opens, so that closing it (Escape, a choice) gives the focus back to it.
 * Its items are MenuOnDemand's own (Item, Label, Divider): Mantine's are only drawn once it is in.
 */
export function MenuOnDemand({ target, children, dropdownProps, onChange, ...menuProps }: MenuOnDemandProps) {
  const [ready, setReady] = useState(false);
  const [opened, setOpened] = useState(false);
  const button = useRef<HTMLElement>(null);
  const change = (next: boolean) => {
    setOpened(next);
    onChange?.(next);
  };
  useEffect(() => {
    if (!ready) return;
    button.current?.focus();
    change(true);
    // Once, when the menu's code is in: `change` is this render's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready]);
  const loaded = menuCode.loaded();
  if (!ready || !loaded) {
    return cloneElement(target, {
      onPointerEnter: () => void menuCode.load().catch(() => undefined),
      onClick: () =>
        void menuCode.load().then(
          () => setReady(true),
          () => undefined,
        ),
    });
  }
  const { Menu } = loaded;
  return (
    <Menu {...menuProps} opened={opened} onChange={change}>
      <Menu.Target>{cloneElement(target, { ref: button })}</Menu.Target>
      <Menu.Dropdown {...dropdownProps}>{children}</Menu.Dropdown>
    </Menu>
  );
}

/** Drawn only inside an open MenuOnDemand, whose code is then in. */
function menuOf(): MenuModule['Menu'] {
  const loaded = menuCode.loaded();
  if (!loaded) throw new Error('MenuOnDemand: an item is drawn outside its menu');
  return loaded.Menu;
}

MenuOnDemand.Item = function MenuOnDemandItem(props: MenuItemProps & { onClick?: () => void }) {
  const Menu = menuOf();
  return <Menu.Item {...props} />;
};
MenuOnDemand.Label = function MenuOnDemandLabel(props: MenuLabelProps) {
  const Menu = menuOf();
  return <Menu.Label {...props} />;
};
MenuOnDemand.Divider = function MenuOnDemandDivider(props: MenuDividerProps) {
  const Menu = menuOf();
  return <Menu.Divider {...props} />;
};
