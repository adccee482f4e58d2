import { useEffect, useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { readClaims } from '../api/jwt';
import { ConnectionProblem } from './ConnectionProblem';
import { useAppLifecycle } from './chrome/use-app-lifecycle';
import { EnvBanner } from './chrome/EnvBanner';
import { Header } from './chrome/Header';
import { PerfOverlay } from './chrome/PerfOverlay';
import { installReloadGesture } from './chrome/reload-gesture';
import { TabBar } from './chrome/TabBar';
import { UpdateNotice } from './chrome/UpdateNotice';
import { useStartupTasks } from './chrome/use-startup-tasks';
import { currentDate } from './clock';
import { decideRedirect } from './guards';
import { Loading } from './Loading';
import { PREMIUM_LEVELS } from './route-types';
import { findRoute } from './routes';
import { ToastHost } from './toast/ToastHost';
import { useIdentity } from './use-identity';
import { usePageViews } from './ui-events';
import { useSession } from './use-session';
import { hasSession } from '../api/session';
import { OfflineBanner } from '../offline/OfflineBanner';

/** The chrome around every page, and the one place the guards of spec 4/6 are applied. */
export function AppShell() {
  const location = useLocation();
  const session = useSession();
  const { identity, isLoading, isError, refetch } = useIdentity();
  const compatibility = useStartupTasks(session.status === 'signedIn');
  const [perfOpen, setPerfOpen] = useState(false);
  useEffect(() => installReloadGesture(), []);
  useAppLifecycle(session.status === 'signedIn');

  const route = findRoute(location.pathname);
  const isPublic = route?.access === 'public';
  // Everything but public pages decides on the identity ('/' and unknown paths too), so
  // a signed-in user is never mistaken for a signed-out one while it loads.
  const needsIdentity = !isPublic;
  // Offline (no network at start), the last sync's identity decides, as a signed-in one would.
  const signedIn = hasSession(session);

  let content = <Outlet />;
  let redirect: string | null = null;
  if (session.status === 'restoring' && !isPublic) {
    content = <Loading label="Restoring your session" />;
  } else if (signedIn && needsIdentity && isLoading) {
    content = <Loading label="Loading your account" />;
  } else if (signedIn && needsIdentity && isError) {
    content = <ConnectionProblem onRetry={refetch} />;
  } else {
    const tokenEmail = session.accessToken ? readClaims(session.accessToken).email : undefined;
    redirect = decideRedirect(
      signedIn ? identity : null,
      `${location.pathname}${location.search}`,
      currentDate(),
      tokenEmail,
    );
  }
  // A screen the guard sends the athlete away from was never seen: no page view for it.
  usePageViews(redirect ? undefined : route?.path, signedIn && !isLoading && !isError);
  if (redirect) return <Navigate to={redirect} replace />;

  // While the session is restored (only with the server's signed-in hint), the chrome is already
  // there, so the page does not shift down when it appears (issue 17, layout shift).
  const chrome = signedIn || session.status === 'restoring';
  const showHeader = chrome && route !== undefined && !isPublic;
  const showBell = route !== undefined && PREMIUM_LEVELS.includes(route.access);
  return (
    <div
      className={`app${route?.noSwipeBack ? ' app--no-swipe-back' : ''}${route?.tab ? ' app--with-tabs' : ''}`}
    >
      <EnvBanner overlayOpen={perfOpen} onToggle={() => setPerfOpen((open) => !open)} />
      {showHeader ? <Header identity={identity} showBell={showBell} /> : null}
      {signedIn ? <OfflineBanner offlineSession={session.status === 'offline'} /> : null}
      <main className="app__main">{content}</main>
      {route?.tab && chrome ? <TabBar identity={identity} /> : null}
      {perfOpen ? <PerfOverlay /> : null}
      <UpdateNotice result={compatibility} />
      <ToastHost />
    </div>
  );
}
