import { BUTTON_DEBOUNCE_MS } from '@atelier/contracts/constants';

/**
 * Shell spec §9 "Button debounce 550 ms": a form sent twice (double click, Enter twice, click +
 * Enter) or a button pressed twice must create one record. A source (a form, or a button whose
 * press started server work) is locked from its event until BUTTON_DEBOUNCE_MS has passed AND
 * the work it started has settled, so a slow server cannot let a second one through; a failure
 * settles it too, so the user can try again.
 *
 * Work started while a form is locked counts as that form's (a handler that awaits one call and
 * then makes another); work started in the same task as a button's press counts as that button's.
 */
export interface SubmitGuard {
  /** A form is being sent: false when this one must be dropped. */
  submit(form: object): boolean;
  /** A button is pressed: false when this press must be dropped. */
  press(button: object): boolean;
  /** Server work (a mutation) starts now; call the answer once it has settled. */
  workStarted(): () => void;
  isLocked(source: object): boolean;
}

interface Lock {
  until: number;
  pending: number;
}

export interface SubmitGuardOptions {
  debounceMs?: number;
  now?: () => number;
  /** Runs a callback after the current task (setTimeout 0): the end of a press's own task. */
  later?: (callback: () => void) => void;
}

export function createSubmitGuard({ debounceMs = BUTTON_DEBOUNCE_MS, now = () => Date.now(), later = (callback) => void setTimeout(callback, 0) }: SubmitGuardOptions = {}): SubmitGuard {
  const locks = new Map<object, Lock>();
  let pressed: object | null = null;

  const held = (lock: Lock | undefined) => !!lock && (lock.pending > 0 || now() < lock.until);

  const isLocked = (source: object) => {
    const lock = locks.get(source);
    if (held(lock)) return true;
    locks.delete(source);
    return false;
  };

  return {
    isLocked,
    submit(form) {
      if (isLocked(form)) return false;
      locks.set(form, { until: now() + debounceMs, pending: 0 });
      return true;
    },
    press(button) {
      if (isLocked(button)) return false;
      pressed = button;
      later(() => {
        if (pressed === button) pressed = null;
      });
      return true;
    },
    workStarted() {
      const owners: Lock[] = [];
      if (pressed && !locks.has(pressed)) locks.set(pressed, { until: now() + debounceMs, pending: 0 });
      if (pressed) owners.push(locks.get(pressed)!);
      for (const [source, lock] of locks) {
        if (source === pressed) continue;
        if (held(lock)) owners.push(lock);
        else locks.delete(source);
      }
      for (const lock of owners) lock.pending += 1;
      let settled = false;
      return () => {
        if (settled) return;
        settled = true;
        // After the current task: the follow-up call of an awaiting handler still counts as the form's.
        later(() => {
          for (const lock of owners) lock.pending -= 1;
        });
      };
    },
  };
}

interface MutationEvents {
  subscribe(listener: (event: { type: string; mutation?: { state: { status: string } } }) => void): () => void;
}

/**
 * Applies the guard to every form and button of the page, before React sees the event (capture
 * on the window): a dropped submit or press is cancelled and stopped. Server work is TanStack
 * Query's mutations (`mutationCache`). Returns the uninstall.
 */
export function installSubmitGuard(target: Window, mutations: MutationEvents, guard: SubmitGuard = createSubmitGuard()): () => void {
  const drop = (event: Event) => {
    event.preventDefault();
    event.stopImmediatePropagation();
  };
  const onSubmit = (event: Event) => {
    if (event.target && !guard.submit(event.target)) drop(event);
  };
  const onClick = (event: MouseEvent) => {
    const element = event.target instanceof Element ? event.target.closest('button, [role="button"], input[type="submit"]') : null;
    if (element && !guard.press(element)) drop(event);
  };
  const running = new Map<object, () => void>();
  const unsubscribe = mutations.subscribe((event) => {
    const mutation = event.mutation;
    if (!mutation) return;
    if (event.type === 'added') {
      running.set(mutation, guard.workStarted());
      return;
    }
    const status = mutation.state.status;
    if (event.type === 'removed' || status === 'success' || status === 'error') {
      running.get(mutation)?.();
      running.delete(mutation);
    }
  });
  target.addEventListener('submit', onSubmit, true);
  target.addEventListener('click', onClick, true);
  return () => {
    target.removeEventListener('submit', onSubmit, true);
    target.removeEventListener('click', onClick, true);
    unsubscribe();
  };
}
