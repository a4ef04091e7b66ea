import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/**
 * A link to another page opens it at its top: the window keeps its scroll across a single-page
 * navigation, so a card tapped low on a phone's board opened the work order (or the list) scrolled
 * down. Back and Forward (POP) are left to the browser; a change of query string alone (a list's
 * page, search or filter) keeps the place.
 */
export function useScrollTopOnNewPage(): void {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    if (navigationType !== 'POP') window.scrollTo(0, 0);
  }, [pathname, navigationType]);
}
