// Whether a Lighthouse run measured the page it was asked for. A signed-in page whose session was
// refused ends on the sign-in form: its scores would be the sign-in page's, under the wrong name.

/** Where a signed-in page proves it is signed in, and where the sign-in page proves it is itself. */
export const SIGNED_IN_MARKER = '[data-testid="app-shell"]';
export const SIGN_IN_MARKER = 'input[type="password"]';

/**
 * Null when the run ended on `target` (hash route `#${target.path}`, its marker in the DOM), else
 * why not. `finalUrl` is Lighthouse's finalDisplayedUrl, `pageUrl` the tab's address after the run.
 */
export function landingProblem({ target, finalUrl, pageUrl, markerFound }) {
  const expected = `#${target.path}`;
  const finalHash = new URL(finalUrl).hash;
  const pageHash = new URL(pageUrl).hash;
  if (finalHash !== expected) return `Lighthouse measured ${finalUrl}, not ${target.label} (${expected})`;
  if (pageHash !== expected) return `the page moved on to ${pageUrl} after loading, not staying on ${target.label} (${expected})`;
  if (!markerFound) return `${target.label} has no ${target.signedIn ? SIGNED_IN_MARKER : SIGN_IN_MARKER}: ${target.signedIn ? 'not signed in' : 'not the sign-in form'}`;
  return null;
}
