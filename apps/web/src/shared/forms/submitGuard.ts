import { BUTTON_DEBOUNCE_MS } from '@atelier/contracts/constants';

/**
 * Shell spec §9 "Button debounce 550 ms": a form sent twice (double click, Enter twice, click +
 * Enter) or a button pressed twice must create one record. The second event on the same source
 * is dropped when the first one's server work is still running, or when it succeeded less than
 * BUTTON_DEBOUNCE_MS ago. It goes through when the first one started no work (the form refused
 * its fields) or its work failed (the server refused it): the user corrects and sends again at
 * once. A button whose text or label changed since (Pointer → Dépointer) offers another action
 * and is not held.
 *
 * The work of a form's submit is the mutations that started after it (TanStack Query sets a
 * mutation's `submittedAt` and status synchronously when it starts, so the state read at the
 * second event is exact, without waiting for the cache's batched notifications); the follow-up
 * call of an awaiting handler (a customer, then its work order) counts too. A button's work is
 * what its own click handler started (within BUTTON_CAUSE_MS of the press): a menu's button is
 * not held by the work of the item chosen in its menu.
 */
export const BUTTON_CAUSE_MS = 50;

export interface Work {
  status: string;
  submittedAt: number;
}

export interface SubmitGuard {
  /** A form is sent (no label) or a button pressed (its label): false when this event must be dropped. */
  accept(source: object, label?: string): boolean;
}

interface Lock {
  at: number;
  label?: string;
  /** Work started later than this is not the event's (buttons); forms count all later work. */
  causeMs: number;
}

export interface SubmitGuardOptions {
  debounceMs?: number;
  now?: () => number;
  /** The mutations known now (the mutation cache's getAll). */
  work: () => readonly Work[];
}

export function createSubmitGuard({ debounceMs = BUTTON_DEBOUNCE_MS, now = () => Date.now(), work }: SubmitGuardOptions): SubmitGuard {
  const locks = new WeakMap<object, Lock>();

  const holds = (lock: Lock, label: string | undefined) => {
    if (lock.label !== label) return false;
    const since = work().filter((mutation) => mutation.submittedAt >= lock.at && mutation.submittedAt - lock.at <= lock.causeMs);
    if (since.some((mutation) => mutation.status === 'pending')) return true;
    return now() - lock.at < debounceMs && since.some((mutation) => mutation.status === 'success');
  };

  return {
    accept(source, label) {
      const lock = locks.get(source);
      if (lock && holds(lock, label)) return false;
      locks.set(source, { at: now(), label, causeMs: label === undefined ? Infinity : BUTTON_CAUSE_MS });
      return true;
    },
  };
}

interface MutationCacheLike {
  getAll(): readonly { state: { status: string; submittedAt: number } }[];
}

const BUTTONS = 'button, [role="button"], input[type="submit"]';

/** What a button offers now: its accessible label or its text. */
function buttonLabel(button: Element): string {
  return button.getAttribute('aria-label') ?? button.textContent ?? '';
}

/**
 * Applies the guard to every form and button of the page, before React sees the event (capture
 * on the window): a dropped submit or press is cancelled and stopped. Returns the uninstall.
 */
export function installSubmitGuard(target: Window, mutations: MutationCacheLike, options: Omit<SubmitGuardOptions, 'work'> = {}): () => void {
  const guard = createSubmitGuard({ ...options, work: () => mutations.getAll().map((mutation) => mutation.state) });
  const drop = (event: Event) => {
    event.preventDefault();
    event.stopImmediatePropagation();
  };
  const onSubmit = (event: Event) => {
    if (event.target && !guard.accept(event.target)) drop(event);
  };
  const onClick = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest(BUTTONS) : null;
    if (button && !guard.accept(button, buttonLabel(button))) drop(event);
  };
  target.addEventListener('submit', onSubmit, true);
  target.addEventListener('click', onClick, true);
  return () => {
    target.removeEventListener('submit', onSubmit, true);
    target.removeEventListener('click', onClick, true);
  };
}
