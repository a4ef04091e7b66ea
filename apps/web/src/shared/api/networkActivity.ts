let active = 0;
const listeners = new Set<() => void>();

function emit() {
  listeners.forEach((listener) => listener());
}

/** Number of API calls in flight; drives the top progress bar (shell spec §2, §9). */
export const networkActivity = {
  getCount: () => active,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  start() {
    active += 1;
    emit();
  },
  end() {
    active = Math.max(0, active - 1);
    emit();
  },
};
