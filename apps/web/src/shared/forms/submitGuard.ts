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
 *
 * A form marked `data-submit-guard="entries"` (a work order's free-line box, sent once per line
 * typed) is held by what it sends: sent again with the same entries it is the same record and is
 * dropped like any form; with other entries it is the next line and goes through, its button too.
 */
export const BUTTON_CAUSE_MS = 50;

export interface Work {
  status: string;
  submittedAt: number;
}

export interface SubmitGuard {
  /**
   * A form is sent (`form`; its label: its entries when it is held by them) or a button pressed
   * (its label): false when this event must be dropped.
   */
  accept(source: object, label?: string, form?: boolean): boolean;
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
    accept(source, label, form = label === undefined) {
      const lock = locks.get(source);
      if (lock && holds(lock, label)) return false;
      locks.set(source, { at: now(), label, causeMs: form ? Infinity : BUTTON_CAUSE_MS });
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

interface FieldLike {
  value?: string;
  type?: string;
  checked?: boolean;
}

/** What a form held by its entries sends (`data-submit-guard="entries"`); undefined for any other form. */
export function formEntries(form: unknown): string | undefined {
  const element = form as { dataset?: Record<string, string | undefined>; elements?: ArrayLike<FieldLike> } | null;
  if (element?.dataset?.submitGuard !== 'entries' || !element.elements) return undefined;
  return Array.from(element.elements, (field) =>
    field.type === 'radio' || field.type === 'checkbox' ? (field.checked ? (field.value ?? '') : '') : (field.value ?? ''),
  ).join('\u0000');
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
    if (event.target && !guard.accept(event.target, formEntries(event.target), true)) drop(event);
  };
  const onClick = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest(BUTTONS) : null;
    // The submit button of a form held by its entries is held by them too.
    const entries = button && 'form' in button ? formEntries(button.form) : undefined;
    if (button && !guard.accept(button, buttonLabel(button) + (entries ?? ''))) drop(event);
  };
  target.addEventListener('submit', onSubmit, true);
  target.addEventListener('click', onClick, true);
  return () => {
    target.removeEventListener('submit', onSubmit, true);
    target.removeEventListener('click', onClick, true);
  };
}
