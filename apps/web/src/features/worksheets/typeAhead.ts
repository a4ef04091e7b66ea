/*
 * The keys typed between 'Créer le bon de travail' and the new work order's catalogue box: the
 * form closes, the page changes and its box takes the focus a moment later, and whoever types on
 * at once (the name of the first service, then Enter) lost those first keys. They are held here
 * (not typed into whatever has the focus meanwhile: the list's 'Nouveau bon de travail' button,
 * which Enter would press, or the list's search box the closing form gives the focus back to, which
 * is about to go) and handed to the box when it takes the focus. A click ends the holding: the
 * person has chosen where to type.
 */

export interface TypedAhead {
  text: string;
  /** Enter was pressed after the text: add the first match once the results are in. */
  enter: boolean;
}

const HOLD_MS = 5000;
let held: TypedAhead | null = null;
let stopHolding: (() => void) | null = null;

/** Starts holding the keys typed outside any field, for a few seconds at most. */
export function holdTypedKeys(): void {
  stopTypedKeys();
  const buffer: TypedAhead = { text: '', enter: false };
  held = buffer;
  const onKey = (event: KeyboardEvent) => {
    if (event.ctrlKey || event.metaKey || event.altKey || buffer.enter) return;
    if (event.key === 'Enter') buffer.enter = buffer.text.trim() !== '';
    else if (event.key === 'Backspace') buffer.text = buffer.text.slice(0, -1);
    else if (event.key.length === 1) buffer.text += event.key;
    else return;
    event.preventDefault();
    event.stopPropagation();
  };
  document.addEventListener('keydown', onKey, true);
  document.addEventListener('pointerdown', stopTypedKeys, true);
  const timer = window.setTimeout(stopTypedKeys, HOLD_MS);
  stopHolding = () => {
    document.removeEventListener('keydown', onKey, true);
    document.removeEventListener('pointerdown', stopTypedKeys, true);
    window.clearTimeout(timer);
  };
}

function stopTypedKeys(): void {
  stopHolding?.();
  stopHolding = null;
}

/** What was typed since holdTypedKeys (null when nothing), and no more holding. */
export function takeTypedKeys(): TypedAhead | null {
  const taken = held;
  held = null;
  stopTypedKeys();
  return taken && (taken.text || taken.enter) ? taken : null;
}
