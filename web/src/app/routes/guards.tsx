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
  const signedOutHere = useRef(false);
  if (isInitialized && !user) signedOutHere.current = true;
  if (!isInitialized) return <LoadingScreen />;
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

/** Signed in with the given role, otherwise /login (teacher area, docs/product/teacher.md). */
export function RequireRole({ role, children }: { role: 'TEACHER' | 'STUDENT' | 'PARENT'; children: ReactNode }) {
  const user = useSession((s) => s.user);
  const isInitialized = useSession((s) => s.isInitialized);
  if (!isInitialized) return <LoadingScreen />;
  if (!user || user.role !== role) return <Navigate to={paths.login.getHref()} replace />;
  return <>{children}</>;
}
