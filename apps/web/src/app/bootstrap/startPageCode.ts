import { prefetchReadiness } from '../../shared/readiness/api';
import { queryClient } from '../providers/queryClient';
import { preloadCurrentRoute } from '../router/preloadCurrentRoute';
import { watchUrlParams } from './applyUrlParams';

/*
 * The first module main.tsx evaluates after zod's configuration: the page's code, the shell's and
 * the page's data start downloading before React DOM, Mantine and the app's providers are evaluated
 * (~200 ms of a phone's main thread, during which the requests used to wait), beside the texts. The
 * loading screen is already painted from index.html. An address's token and language are read first
 * (watchUrlParams): the preload follows the session they give.
 */
watchUrlParams();

/**
 * The page's code and the shell's (App waits for it before it draws the page), and the server's
 * readiness, which the loading screen waits for too (ReadinessGate). Asked from a
 * microtask, with none of this file's top-level code on the stack: Chromium records the stack of a
 * request while DevTools or a profiler watches (Lighthouse does), and a top-level frame made it
 * re-parse the whole entry file first (~10 ms here, ~40 ms on a throttled phone, in the start's task).
 */
export const pageCode = Promise.resolve().then(() => {
  prefetchReadiness(queryClient);
  return preloadCurrentRoute();
});
