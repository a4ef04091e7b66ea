import { createElement, lazy, useState, type ComponentType } from 'react';

/** A component loaded on demand that `preload` can fetch ahead; once loaded, it renders without suspending. */
export type Preloadable<Props> = ComponentType<Props> & { preload: () => Promise<{ default: ComponentType<Props> }> };

/**
 * Like React.lazy, except that a component whose code was preloaded (the page an address opens, the
 * shell) renders in the first pass. React.lazy suspends at its first render even when the code is
 * in: its fallback is committed, and React then holds the page back until 300 ms after that
 * fallback appeared (its Suspense throttle), before the page can even start fetching its data.
 */
export function preloadable<Props extends object>(load: () => Promise<{ default: ComponentType<Props> }>): Preloadable<Props> {
  let loaded: ComponentType<Props> | null = null;
  let pending: Promise<{ default: ComponentType<Props> }> | null = null;
  const preload = () => {
    if (pending) return pending;
    const loading = load().then((module) => {
      loaded = module.default;
      return module;
    });
    // After a failure (a lost connection), the next visit downloads again.
    loading.catch(() => {
      if (pending === loading) pending = null;
    });
    return (pending = loading);
  };
  const Lazy = lazy(preload);
  function Preloaded(props: Props) {
    // Chosen once per mount: switching between the two would remount the page and lose its state.
    const [direct] = useState(() => loaded);
    return direct ? createElement(direct, props) : createElement(Lazy as ComponentType<Props>, props);
  }
  return Object.assign(Preloaded, { preload });
}
