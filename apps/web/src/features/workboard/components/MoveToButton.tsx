import { forwardRef, useEffect, useState, type ComponentProps, type ComponentType, type SyntheticEvent } from 'react';
import classes from './Board.module.css';
import type { MoveToMenuProps, MoveToProps } from './moveToProps';

type MenuComponent = ComponentType<MoveToMenuProps>;

// The button lives inside a clickable, draggable card: its own clicks and presses stay its own.
export const keepInside = (event: SyntheticEvent) => event.stopPropagation();

/** The card's 'Déplacer vers…' button (also the menu's target once the menu is loaded). */
// Its texts come from the card (no translator per card); its icon is a CSS mask (no SVG component).
export const MoveToTrigger = forwardRef<HTMLButtonElement, { label: string } & ComponentProps<'button'>>(function MoveToTrigger({ label, className, ...props }, ref) {
  return (
    <button ref={ref} type="button" aria-label={label} {...props} className={[classes.moveButton, className].filter(Boolean).join(' ')}>
      <span className={`${classes.icon} ${classes.iconMove}`} aria-hidden />
    </button>
  );
});

// Loaded once for every card of the board.
let loadedMenu: MenuComponent | null = null;
let loading: Promise<MenuComponent> | null = null;
function loadMenu(): Promise<MenuComponent> {
  loading ??= import('./MoveToMenu').then((module) => (loadedMenu = module.MoveToMenu));
  return loading;
}

/**
 * The menu's code (Mantine Menu and its popover) stays off the first screen: it is fetched when
 * the pointer or the focus reaches the button, and the menu opens on the press that asked for it.
 */
export function MoveToButton(props: MoveToProps) {
  const [Menu, setMenu] = useState<MenuComponent | null>(() => loadedMenu);
  const { onChange, opened } = props;
  const prepare = () => {
    if (!Menu)
      void loadMenu().then(
        (component) => setMenu(() => component),
        () => (loading = null),
      );
  };
  // Asked open before this card was re-mounted (the drag layer arriving): finish the job.
  useEffect(() => {
    if (opened && !Menu)
      void loadMenu().then(
        (component) => setMenu(() => component),
        () => (loading = null),
      );
  }, [opened, Menu]);

  // The menu is given its target: it does not import this file back (no import cycle).
  if (Menu) return <Menu {...props} trigger={<MoveToTrigger label={props.label} title={props.title} />} keepInside={keepInside} />;
  return (
    <div onClick={keepInside} onPointerDown={keepInside} onKeyDown={keepInside}>
      <MoveToTrigger
        label={props.label}
        title={props.title}
        onPointerEnter={prepare}
        onFocus={prepare}
        // Opened on the press itself: the menu may replace this button before the release, and
        // a click needs both on the same element. Enter and Space give a click with no press.
        onPointerDown={() => {
          onChange(true);
          prepare();
        }}
        onClick={(event) => {
          if (event.detail !== 0) return;
          onChange(true);
          prepare();
        }}
      />
    </div>
  );
}
