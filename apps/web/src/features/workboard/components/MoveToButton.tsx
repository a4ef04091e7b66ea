import { useEffect, useState, type ComponentType } from 'react';
import { keepInside, MoveToTrigger, type MoveToProps } from './MoveToTrigger';

type MenuComponent = ComponentType<MoveToProps>;

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
    if (!Menu) void loadMenu().then((component) => setMenu(() => component), () => (loading = null));
  };
  // Asked open before this card was re-mounted (the drag layer arriving): finish the job.
  useEffect(() => {
    if (opened && !Menu) void loadMenu().then((component) => setMenu(() => component), () => (loading = null));
  }, [opened, Menu]);

  if (Menu) return <Menu {...props} />;
  return (
    <div onClick={keepInside} onPointerDown={keepInside} onKeyDown={keepInside}>
      <MoveToTrigger
        number={props.worksheet.worksheetId}
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
