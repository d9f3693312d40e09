/**
 * A PvP challenge in headless Chromium against the real stack, two students in two windows
 * (docs/product/social.md#challenges--built, docs/adr/0125, 0126): Ann challenges Ben by username
 * with a wager of 20 coins; Ben sees it under Pending and accepts; both play the same three
 * problems from /challenges' Start Battle; once both have played, each window shows the result
 * and History shows VICTORY, DRAW or DEFEAT, and the wallets hold what the result says.
 *
 * Answers are read from the game's storage by the served id the page shows
 * (support/served-answers.ts). Both answer correctly, so who wins depends on the seconds each
 * took (a correct answer scores 100 plus the seconds left): the test does not pin the winner, it
 * checks that the screens, the winner and the wallets agree with the scores the server computed.
 */
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { giveEarnedCoins, realtimeConnected, useServedAnswers, submitLogin, useBrowserStack, useEngagementDirectory } from './support/index.js';

describe('a challenge in the browser', () => {
  const e2e = useBrowserStack();
  const opened: Page[] = [];
  const answers = useServedAnswers(e2e);
  const directory = useEngagementDirectory(e2e);

  afterEach(async () => {
    for (const p of opened.splice(0)) await p.context().close();
  });

  /** A new student with 100 coins, signed in in a window of their own. */
  async function newStudent(name: string): Promise<{ page: Page; username: string; userId: string }> {
    const { stack, browser } = e2e;
    const page = await (await browser.newContext()).newPage();
    opened.push(page);
    const suffix = `${Date.now().toString(36).slice(-5)}${Math.floor(Math.random() * 1e4)}`;
    const email = `duel_${name}_${suffix}@example.com`;
    const username = `${name}_${suffix}`;
    const res = await fetch(`${stack.baseUrl}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'Secret123!', confirmPassword: 'Secret123!', username, displayName: name, role: 'STUDENT', gradeLevel: 5 }),
    });
    expect(res.status).toBe(201);
    const userId = ((await res.json()) as { data: { user: { id: string } } }).data.user.id;
    await giveEarnedCoins(stack, userId, 100);
    // Challenged by username below: once engagement's directory knows it.
    await directory.untilKnows(username);
    await page.goto(`${stack.baseUrl}/login`);
    await submitLogin(page, email, 'Secret123!');
    await page.waitForURL(`${stack.baseUrl}/home`);
    return { page, username, userId };
  }

  /** The challenge's three problems, answered correctly through the page. */
  async function play(page: Page): Promise<void> {
    let previous = '';
    for (let i = 0; i < 3; i++) {
      // The next problem's card (not the one just answered, which stays until the next one arrives).
      const problem = page.locator(`[data-testid="problem-card"]:not([data-served-id="${previous}"])`);
      await problem.waitFor();
      const servedId = (await problem.getAttribute('data-served-id')) ?? '';
      await page.getByTestId('answer-input').fill(await answers.answer(servedId));
      await page.getByTestId('submit-answer').click();
      previous = servedId;
      if (i < 2) await page.getByTestId('next-problem').click();
    }
  }

  const wallet = async (page: Page) =>
    page.evaluate(async () => {
      const r = await fetch('/api/engagement/analytics/dashboard', { headers: { authorization: `Bearer ${localStorage.getItem('auth_token') ?? ''}` } });
      const body = (await r.json()) as { data: { coins: number } };
      return body.data.coins;
    });

  it('is sent, accepted, played on the same problems by both, and settled with the wager paid to the winner', async () => {
    const { stack } = e2e;
    const ann = await newStudent('ann');
    const ben = await newStudent('ben');

    // Ann: the arena with its empty states, then the challenge sent by username.
    const annLive = realtimeConnected(ann.page);
    annLive.catch(() => undefined); // awaited below
    await ann.page.goto(`${stack.baseUrl}/challenges`);
    await ann.page.getByRole('heading', { level: 1, name: 'Challenge Arena' }).waitFor();
    await ann.page.getByText('No active challenges').waitFor();
    await ann.page.getByRole('tab', { name: 'History (0)' }).click();
    await ann.page.getByText('No battle history').waitFor();
    await ann.page.getByLabel('Username').fill(ben.username);
    await ann.page.getByLabel('Problems').selectOption('3');
    await ann.page.getByLabel('Wager coins').fill('20');
    await ann.page.getByRole('button', { name: 'Send Challenge' }).click();
    await ann.page.getByTestId('challenge-status').filter({ hasText: `Challenge sent to ${ben.username}!` }).waitFor();
    await ann.page.getByRole('tab', { name: 'Pending (1)', selected: true }).waitFor();
    await ann.page.getByText(`Waiting for ${ben.username} to answer`).waitFor();
    expect(await wallet(ann.page)).toBe(80);

    // Ben: the incoming challenge under Pending, with both sides' avatars, accepted.
    await ben.page.goto(`${stack.baseUrl}/challenges`);
    await ben.page.getByRole('tab', { name: 'Pending (1)' }).click();
    const card = ben.page.getByText(`${ann.username} challenged you!`);
    await card.waitFor();
    expect(await ben.page.getByTestId('challenges-pending').textContent()).toContain('20 coins');
    const pending = ben.page.getByTestId('challenges-pending');
    await pending.getByRole('img', { name: `${ann.username}'s avatar` }).waitFor();
    await pending.getByRole('img', { name: `${ben.username}'s avatar` }).waitFor();
    // Ann's arena is open: the accept reaches it over the socket (engagement's push and Ben's notice, once),
    // so Ben accepts once that socket is connected.
    await ann.page.getByRole('tab', { name: 'Active (0)' }).click();
    await annLive;
    await ben.page.getByRole('button', { name: 'Accept' }).click();
    await ben.page.getByRole('tab', { name: 'Active (1)', selected: true }).waitFor();
    await ben.page.getByText('Prize pool: 40 coins').waitFor();
    expect(await wallet(ben.page)).toBe(80);

    // Ann plays first: her open page learnt of the accept over the socket and read its lists again.
    await ann.page.getByRole('tab', { name: 'Active (1)', selected: true }).waitFor({ timeout: 15_000 });
    await ann.page.getByRole('button', { name: 'Start Battle' }).click();
    await ann.page.waitForURL(/\/game\/solo-play\?mode=challenge&sessionId=/);
    await ann.page.getByTestId('challenge-count').filter({ hasText: 'Problem 1 of 3' }).waitFor();
    const annQuestions: string[] = [];
    await play(ann.page);
    await ann.page.getByTestId('challenge-finished').waitFor();
    // The end screen ends: the result and the way back, not the last question with its timer.
    expect(await ann.page.getByTestId('problem-card').count()).toBe(0);
    expect(await ann.page.getByTestId('answer-input').count()).toBe(0);
    annQuestions.push(...(await collectQuestions(ann.userId)));

    // Ben plays the same problems.
    await ben.page.getByRole('button', { name: 'Start Battle' }).click();
    await ben.page.waitForURL(/\/game\/solo-play\?mode=challenge&sessionId=/);
    await play(ben.page);
    expect(await collectQuestions(ben.userId)).toEqual(annQuestions);

    // Both windows show the result once engagement has settled it.
    const annResult = ann.page.getByTestId('challenge-result');
    const benResult = ben.page.getByTestId('challenge-result');
    await Promise.all([annResult.waitFor({ timeout: 20_000 }), benResult.waitFor({ timeout: 20_000 })]);
    const outcome = (await annResult.locator('h2').textContent()) ?? '';
    const benOutcome = (await benResult.locator('h2').textContent()) ?? '';
    const expected = { VICTORY: 'DEFEAT', DEFEAT: 'VICTORY', DRAW: 'DRAW' } as Record<string, string>;
    expect(Object.keys(expected)).toContain(outcome);
    expect(benOutcome).toBe(expected[outcome]);

    // The scores the server computed decide it, and the wallets follow: 40 to the winner, 20 back each for a draw.
    const scores = await ann.page.evaluate(async () => {
      const r = await fetch('/api/engagement/challenges/completed', { headers: { authorization: `Bearer ${localStorage.getItem('auth_token') ?? ''}` } });
      const c = ((await r.json()) as { data: Array<{ challengerScore: number; opponentScore: number; challengerAccuracy: number; opponentAccuracy: number }> }).data[0]!;
      return c;
    });
    expect(scores.challengerAccuracy).toBe(100);
    expect(scores.opponentAccuracy).toBe(100);
    const annWon = scores.challengerScore > scores.opponentScore;
    const draw = scores.challengerScore === scores.opponentScore;
    expect(outcome).toBe(draw ? 'DRAW' : annWon ? 'VICTORY' : 'DEFEAT');
    // A draw says so in words; neither end screen shows a question.
    expect(await annResult.getByTestId('challenge-draw').count()).toBe(draw ? 1 : 0);
    for (const p of [ann.page, ben.page]) expect(await p.getByTestId('problem-card').count()).toBe(0);
    const [annCoins, benCoins] = [await wallet(ann.page), await wallet(ben.page)];
    expect(annCoins + benCoins).toBe(200);
    expect(annCoins).toBe(draw ? 100 : annWon ? 120 : 80);

    // History on /challenges.
    await ann.page.getByRole('link', { name: 'Back to Challenges' }).click();
    await ann.page.getByRole('tab', { name: 'History (1)' }).click();
    await ann.page.getByTestId('challenges-completed').getByText(outcome, { exact: true }).waitFor();
    await ann.page.getByTestId('stat-total').filter({ hasText: '1' }).waitFor();
  });

  /** The questions the student's CHALLENGE problems showed, in the order served (the game's storage). */
  async function collectQuestions(userId: string): Promise<string[]> {
    return answers.questions(userId, 'CHALLENGE');
  }
});
