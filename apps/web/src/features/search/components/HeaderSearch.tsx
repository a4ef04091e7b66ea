import { useHotkeys } from '@mantine/hooks';
import { lazy, startTransition, Suspense, useRef, useState } from 'react';
import { useCan } from '../../../shared/permissions/useCan';
import classes from './HeaderSearch.module.css';
import { SearchField } from './SearchField';

const loadCombobox = () => import('./SearchCombobox');
const SearchCombobox = lazy(() => loadCombobox().then((module) => ({ default: module.SearchCombobox })));

/** The header's global search (shell spec §2), for the roles that work with customers. */
export function HeaderSearch() {
  return useCan('customers:work') ? <HeaderSearchBox /> : null;
}

/**
 * The box is a plain input until it is first used: the dropdown's code (popover, positioning,
 * keyboard navigation) is fetched then, as the user menu's is, to keep the shell's first load light.
 */
function HeaderSearchBox() {
  const [value, setValue] = useState('');
  const [active, setActive] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  // In a transition, React keeps this input on screen (focused, typing) until the code has arrived.
  const activate = () => startTransition(() => setActive(true));
  const focus = () => {
    input.current?.focus();
    activate();
  };
  // '/' is left alone while typing in a field; Ctrl+K (⌘K) is the command palette's (features/command-palette).
  useHotkeys([['/', focus]]);

  const field = <SearchField ref={input} value={value} onValueChange={setValue} onPointerEnter={() => void loadCombobox()} onFocus={activate} />;
  return (
    <div className={classes.root}>
      <Suspense fallback={field}>{active ? <SearchCombobox inputRef={input} value={value} onValueChange={setValue} /> : field}</Suspense>
    </div>
  );
}
