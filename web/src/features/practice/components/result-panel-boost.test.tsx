// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSession } from '../../../stores/session';
import { buildSubmitResult, buildUser, renderPageAt, setUpPageTests } from '../../../testing/test-utils';
import { ResultPanel } from './result-panel';

function renderPanel(result: ReturnType<typeof buildSubmitResult>) {
  useSession.setState({ user: buildUser({ plan: 'PREMIUM' }), isLoading: false, isInitialized: true });
  return renderPageAt('/solo', <ResultPanel result={result} loading={false} onNext={() => undefined} />);
}

describe('the result panel with an XP boost (docs/adr/0186)', () => {
  setUpPageTests();

  it("shows the boost's extra XP as part of the answer's XP", () => {
    renderPanel(buildSubmitResult({ xpEarned: 18, xpBreakdown: { base: 10, hintPenalty: 0, speedBonus: 2, multiplier: 1, milestoneBonus: 0, boostBonus: 6, total: 18 } }));
    expect(screen.getByTestId('xp-earned').textContent).toBe('+18 XP');
    expect(screen.getByTestId('boost-bonus').textContent).toContain('XP Boost +6 XP');
  });

  it('says nothing of a boost when the answer used none', () => {
    renderPanel(buildSubmitResult({ xpBreakdown: { base: 10, hintPenalty: 0, speedBonus: 2, multiplier: 1, milestoneBonus: 0, boostBonus: 0, total: 12 } }));
    expect(screen.queryByTestId('boost-bonus')).toBeNull();
  });
});
