/**
 * Speed Challenge in headless Chromium against the real stack (docs/adr/0135): the premium demo
 * student opens it from /home, starts a run, answers two problems correctly (answers read from the
 * game's storage by the served id the page shows, support/served-answers.ts), and the page's clock
 * is moved to the end of the minute (the page's clock only: the server counts what it graded). The
 * result shows the server's count, score and best, and its link opens the Speed Runner board with
 * the student on it, each place drawn with the student's avatar.
 */
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, useServedAnswers, submitLogin, useBrowserStack } from './support/index.js';

describe('Speed Challenge in the browser', () => {
  const e2e = useBrowserStack();
  const answers = useServedAnswers(e2e);

  it('plays a run from /home: countdown, two correct answers, the result with the best, the Speed Runner board', async () => {
    const { stack, browser } = e2e;
    const context = await browser.newContext();
    const page = await context.newPage();
    // The page's timers under the test's hand: the minute can end without waiting for it.
    await page.clock.install();
    try {
      await page.goto(`${stack.baseUrl}/login`);
      await submitLogin(page, DEMO_ACCOUNTS.student, DEMO_PASSWORD);
      await page.waitForURL(`${stack.baseUrl}/home`);

      await page.getByTestId('mode-speed').click();
      await page.waitForURL(`${stack.baseUrl}/speed`);
      await page.getByRole('heading', { level: 1, name: 'Speed Challenge' }).waitFor();
      await page.getByTestId('speed-start').click();

      const clock = page.getByTestId('speed-clock');
      await clock.waitFor();
      expect(await clock.textContent()).toMatch(/[01]:\d\d/);
      for (let i = 1; i <= 2; i++) {
        const problem = page.getByTestId('problem-card');
        await problem.waitFor();
        const servedId = (await problem.getAttribute('data-served-id')) ?? '';
        await page.getByTestId('answer-input').fill(await answers.answer(servedId));
        await page.getByTestId('submit-answer').click();
        // The next problem is on the screen (a new served id) and the running count moved.
        await page.waitForFunction((prev) => document.querySelector('[data-testid="problem-card"]')?.getAttribute('data-served-id') !== prev, servedId);
        expect(await page.getByTestId('speed-count').textContent()).toContain(`Correct: ${i}`);
      }
      // Half time is announced politely, once; then the minute ends. The page's clock also ran in
      // real time while the answers went: it is moved on from what the run shows, just past half.
      const shown = /(\d+):(\d\d)/.exec((await clock.textContent()) ?? '');
      expect(shown, 'the run shows the time left as m:ss').not.toBeNull();
      const left = Number(shown![1]) * 60 + Number(shown![2]);
      if (left > 29) await page.clock.fastForward((left - 29) * 1_000);
      await page.waitForFunction(() => document.querySelector('[data-testid="speed-announcement"]')?.textContent === '30 seconds left');
      await page.clock.fastForward('00:30');

      const result = page.getByTestId('speed-result');
      await result.waitFor();
      expect(await page.getByTestId('speed-announcement').textContent()).toBe("Time's up!");
      expect(await page.getByTestId('speed-result-correct').textContent()).toBe('2');
      const score = Number(await page.getByTestId('speed-result-score').textContent());
      expect(score).toBeGreaterThanOrEqual(20);
      expect(score).toBeLessThanOrEqual(30);
      expect(Number(await page.getByTestId('speed-result-best').textContent())).toBeGreaterThanOrEqual(score);

      // The result's link opens the Speed Runner board, where the finished run ranks the student.
      await page.getByTestId('speed-leaderboard').click();
      await page.waitForURL(`${stack.baseUrl}/leaderboards?type=SPEED_RUNNER`);
      expect(await page.getByRole('tab', { name: 'Speed Runner' }).getAttribute('aria-selected')).toBe('true');
      const myRank = page.getByTestId('my-rank');
      // The finished run reaches the board through an event, which may take a while on a busy
      // machine: the page is read again every 2 s for 30 s.
      const deadline = Date.now() + 30_000;
      while (!/#\d+/.test((await myRank.textContent().catch(() => '')) ?? '') && Date.now() < deadline) {
        await myRank.filter({ hasText: /#\d+/ }).waitFor({ timeout: 2_000 }).catch(() => page.reload());
      }
      expect(await myRank.textContent()).toMatch(/Your rank: #\d+/);
      // Each place draws the student's avatar from the look engagement keeps for the boards (docs/adr/0136).
      const drawn = page.getByTestId('entry-avatar').first();
      await drawn.waitFor();
      expect(await drawn.locator('[data-layer]').count()).toBeGreaterThan(0);
    } finally {
      await context.close();
    }
  });
});
