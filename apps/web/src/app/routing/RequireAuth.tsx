import { useEffect } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { browserStorage } from '../../shared/storage/browserStorage';
import { useSession } from '../../shared/session/useSession';
import { needsAuth } from './needsAuth';
import { rememberPostLoginPath } from '../../shared/routing/postLoginRedirect';

function RedirectToSignIn({ from, remember }: { from: string; remember: boolean }) {
  const navigate = useNavigate();
  useEffect(() => {
    if (remember) rememberPostLoginPath(browserStorage, from);
    void navigate('/signin', { replace: true });
  }, [from, remember, navigate]);
  return null;
}

/**
 * Lets signed-in users through; others go to /signin and come back here after signing in
 * (unless they just signed out themselves: then the next sign-in starts from home).
 */
export function RequireAuth() {
  const { accessToken, signedOutByUser } = useSession();
  const location = useLocation();
  if (!accessToken && needsAuth(location.pathname)) {
    return <RedirectToSignIn from={`${location.pathname}${location.search}`} remember={!signedOutByUser} />;
  }
  return <Outlet />;
}
