// @vitest-environment jsdom
import { hiddenPlayerName } from '@mathquest/contracts';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useSession } from '../../stores/session';
import { buildUser, resetStores } from '../../testing/test-utils';
import { ParentApprovalNotice, useAccountLimited } from './parent-approval-notice';

function Probe() {
  return <p data-testid="limited">{String(useAccountLimited())}</p>;
}

describe('the notice of a limited account (docs/adr/0239)', () => {
  afterEach(() => {
    cleanup();
    resetStores();
  });

  it('says in plain words what waits for a parent’s OK, and how to get it', () => {
    useSession.setState({ user: buildUser({ id: 'kid1', limits: 'PENDING_PARENT_APPROVAL' }) });
    render(
      <>
        <Probe />
        <ParentApprovalNotice feature="CHAT" />
        <ParentApprovalNotice feature="LEADERBOARDS" />
      </>,
    );
    expect(screen.getByTestId('limited').textContent).toBe('true');
    expect(screen.getByTestId('parent-approval-chat').textContent).toContain("Your account needs a parent's OK before you can chat. Ask a parent to sign up and link your account.");
    expect(screen.getByTestId('parent-approval-leaderboards').textContent).toContain(`Other players see you as "${hiddenPlayerName('kid1')}"`);
    expect(screen.getByTestId('parent-approval-chat').getAttribute('role')).toBe('note');
  });

  it('an account without limits is not limited', () => {
    useSession.setState({ user: buildUser() });
    render(<Probe />);
    expect(screen.getByTestId('limited').textContent).toBe('false');
  });
});
