// @vitest-environment jsdom
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../stores/session';
import { apiStub, buildChild, failure, okData } from '../../../testing/area-fixtures';
import { buildUser, renderPageAt, setUpPageTests } from '../../../testing/test-utils';
import ParentHomePage from './parent-home-page';

configure({ asyncUtilTimeout: 10_000 });

const signInParent = () => useSession.setState({ user: buildUser({ role: 'PARENT', profile: { displayName: 'Pat', username: 'pat' } }), isLoading: false, isInitialized: true });

describe('a limited child waiting for the parent’s approval (docs/adr/0239)', { timeout: 30_000 }, () => {
  const fetchMock = setUpPageTests();

  it('shows a "Waiting for your approval" card saying what approving turns on; Approve asks once more, then approves', async () => {
    signInParent();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let fail = true;
    const stub = apiStub({
      'GET /api/auth/children': () => okData({ children: [{ ...buildChild(), limits: 'PENDING_PARENT_APPROVAL' }] }),
      'GET /api/auth/me': () => okData(useSession.getState().user),
      'GET /api/game/children/k1/report': () => failure(503, 'UPSTREAM_UNAVAILABLE', 'x'),
      'GET /api/teacher/children/k1/assignments': () => okData([]),
      'POST /api/auth/children/k1/approve': () => (fail ? failure(503, 'UPSTREAM_UNAVAILABLE', 'Try again soon') : okData({ childId: 'k1', approved: true })),
    });
    fetchMock.mockImplementation(stub.fetchImpl);
    renderPageAt('/dashboard', <ParentHomePage />);
    expect(await screen.findByRole('heading', { name: 'Waiting for your approval' })).toBeTruthy();
    const card = screen.getByTestId('pending-approval-k1');
    expect(within(card).getByText(/guild chat, friends and challenges are off/)).toBeTruthy();
    expect(within(card).getByText(/Approving turns on guild chat, friends and challenges/)).toBeTruthy();

    const user = userEvent.setup({ delay: null });
    await user.click(within(card).getByRole('button', { name: "Approve Ben Lee's account" }));
    expect(stub.calls.filter((c) => c.key === 'POST /api/auth/children/k1/approve')).toHaveLength(0);
    expect(within(card).getByRole('group', { name: "Approve Ben Lee's account?" })).toBeTruthy();
    await user.click(within(card).getByRole('button', { name: 'Yes, approve' }));
    expect((await within(card).findByRole('alert')).textContent).toBe('Try again soon');

    fail = false;
    await user.click(within(card).getByRole('button', { name: 'Yes, approve' }));
    expect((await screen.findByTestId('approval-status')).textContent).toBe("Ben Lee's account is approved: chat, friends and challenges are on.");
    expect(screen.queryByTestId('pending-approval-k1')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Waiting for your approval' })).toBeNull();
    expect(stub.calls.filter((c) => c.key === 'POST /api/auth/children/k1/approve')).toHaveLength(2);
  });

  it('shows no approval card for a child without limits', async () => {
    signInParent();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fetchMock.mockImplementation(
      apiStub({ 'GET /api/auth/children': () => okData({ children: [buildChild()] }), 'GET /api/auth/me': () => okData(useSession.getState().user), 'GET /api/game/children/k1/report': () => failure(503, 'UPSTREAM_UNAVAILABLE', 'x'), 'GET /api/teacher/children/k1/assignments': () => okData([]) }).fetchImpl,
    );
    renderPageAt('/dashboard', <ParentHomePage />);
    await screen.findByTestId('child-k1');
    expect(screen.queryByRole('heading', { name: 'Waiting for your approval' })).toBeNull();
  });
});
