// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useSession } from '../../stores/session';
import { buildUser, renderAt, resetStores } from '../../testing/test-utils';
import { RequireRole } from './guards';

describe('RequireRole', () => {
  beforeEach(resetStores);
  afterEach(cleanup);

  const tree = (
    <Routes>
      <Route path="/login" element={<p>login</p>} />
      <Route path="/dashboard" element={<p>student home</p>} />
      <Route path="/teacher" element={<RequireRole role="TEACHER"><p>teacher area</p></RequireRole>} />
    </Routes>
  );

  it('lets a teacher in', () => {
    useSession.setState({ user: buildUser({ role: 'TEACHER' }), isLoading: false, isInitialized: true });
    renderAt(tree, '/teacher');
    expect(screen.getByText('teacher area')).toBeTruthy();
  });

  it('sends a signed-in student to their own home, not to the sign-in form', () => {
    useSession.setState({ user: buildUser({ role: 'STUDENT' }), isLoading: false, isInitialized: true });
    renderAt(tree, '/teacher');
    expect(screen.getByTestId('location').textContent).toBe('/dashboard');
  });

  it('sends someone signed out to /login', () => {
    useSession.setState({ user: null, isLoading: false, isInitialized: true });
    renderAt(tree, '/teacher');
    expect(screen.getByTestId('location').textContent).toBe('/login');
  });
});
