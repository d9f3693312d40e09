import { useRef, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { LoadingScreen } from '../../components/ui/loading-screen';
import { homePathFor, paths } from '../../config/paths';
import { useSession } from '../../stores/session';

/**
 * /, /login, /register: a signed-in user is sent to their home (docs/product/web.md, route table). Someone who signs
 * in or registers on this very page goes to /home (docs/product/accounts.md), so the guard and the form
 * agree on where they land instead of racing.
 */
export function PublicOnly({ children }: { children: ReactNode }) {
  const user = useSession((s) => s.user);
  const isInitialized = useSession((s) => s.isInitialized);
  const location = useLocation();
  const signedOutHere = useRef(false);
  if (isInitialized && !user) signedOutHere.current = true;
  if (!isInitialized) return <LoadingScreen />;
  // Sent here by a screen of another role (RequireRole): /login stays, to sign in with that role.
  const needsRole = roleNeeded(location.state);
  if (user && needsRole && user.role !== needsRole) return <>{children}</>;
  if (user) return <Navigate to={signedOutHere.current ? paths.home.getHref() : homePathFor(user.role)} replace />;
  return <>{children}</>;
}

/** Signed-in only; otherwise /login (the original address is kept for later use). */
export function RequireAuth({ children }: { children: ReactNode }) {
  const user = useSession((s) => s.user);
  const isInitialized = useSession((s) => s.isInitialized);
  const location = useLocation();
  if (!isInitialized) return <LoadingScreen />;
  if (!user) return <Navigate to={paths.login.getHref()} replace state={{ from: location.pathname }} />;
  return <>{children}</>;
}

type Role = 'TEACHER' | 'STUDENT' | 'PARENT';

/** The role a screen needed, when an address sends someone signed in with another role to /login with it in the state. */
export function roleNeeded(state: unknown): Role | null {
  const r = (state as { needsRole?: unknown } | null)?.needsRole;
  return r === 'TEACHER' || r === 'STUDENT' || r === 'PARENT' ? r : null;
}

/**
 * Signed in with the given role (the teacher area, a parent's report; docs/product/web.md, guards).
 * Signed out: /login. Signed in with another role: their own home, since signing in again would
 * not help them and the sign-in form is not where they were going.
 */
export function RequireRole({ role, children }: { role: Role; children: ReactNode }) {
  const user = useSession((s) => s.user);
  const isInitialized = useSession((s) => s.isInitialized);
  const location = useLocation();
  if (!isInitialized) return <LoadingScreen />;
  if (!user) return <Navigate to={paths.login.getHref()} replace state={{ from: location.pathname }} />;
  if (user.role !== role) return <Navigate to={homePathFor(user.role)} replace />;
  return <>{children}</>;
}
