/**
 * A boss battle in headless Chromium against the real stack (docs/adr/0096): the premium demo
 * student opens /bosses, starts Count Crunch, meets the 3-second intro, and beats the boss with
 * correct answers; the victory is shown with its rewards and the page returns to /bosses after
 * 5 seconds, where the history lists it. The boss is pinned to low health in the game's storage
 * first (one correct hit wins), and answers are read from the game's storage by the served id the
 * page shows (support/served-answers.ts): the product has no way to reveal either.
 */
import { MongoClient } from 'mongodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, useServedAnswers, submitLogin, useBrowserStack } from './support/index.js';

describe('boss battle in the browser', () => {
  const e2e = useBrowserStack();
  const answers = useServedAnswers(e2e);
  let mongo: MongoClient;

  beforeAll(() => {
    mongo = new MongoClient(process.env.MONGO_URL || `mongodb://127.0.0.1:${e2e.stack.ports.mongo}`, { serverSelectionTimeoutMS: 10_000 });
  });
  afterAll(async () => {
    await mongo?.close();
  });

  it('beats a low-health boss with correct answers, sees the victory and its rewards, and is back at /bosses after 5 s', async () => {
    const { stack, page } = e2e;
    await page.goto(`${stack.baseUrl}/login`);
    await submitLogin(page, DEMO_ACCOUNTS.student, DEMO_PASSWORD);
    await page.waitForURL(`${stack.baseUrl}/home`);
    const userId = await page.evaluate(() => localStorage.getItem('userId'));
    expect(userId).toBeTruthy();

    await page.goto(`${stack.baseUrl}/bosses`);
    const card = page.getByTestId('boss-boss-count-crunch');
    await card.waitFor();
    expect(await page.getByText('Locked - Level 30').count()).toBeGreaterThan(0);
    await card.getByRole('button', { name: 'Start Battle' }).click();
    await page.waitForURL(/\/game\/solo-play\?mode=boss&battleId=/);

    // The intro, then the battle at full health.
    await page.getByTestId('boss-intro').waitFor();
    await page.getByTestId('boss-health').waitFor();
    expect(await page.getByTestId('boss-health').textContent()).toContain('250 / 250 HP');

    // Pinned: the boss one hit from defeat, as the game stores the battle (the page still shows 250 until the hit).
    const res = await mongo.db('mathquest_game').collection<{ _id: string }>('students').updateOne({ _id: userId! }, { $set: { 'battle.currentHealth': 1 }, $inc: { version: 1 } });
    expect(res.matchedCount).toBe(1);

    // Correct answers until the victory (one is enough; the loop is bounded).
    for (let i = 0; i < 3 && (await page.getByTestId('boss-victory').count()) === 0; i++) {
      const problem = page.locator('[data-testid="problem-card"]');
      await problem.waitFor();
      const servedId = (await problem.getAttribute('data-served-id')) ?? '';
      await page.getByTestId('answer-input').fill(await answers.answer(servedId));
      await page.getByTestId('submit-answer').click();
      await Promise.race([page.getByTestId('boss-victory').waitFor(), page.getByTestId('next-problem').waitFor()]);
      if ((await page.getByTestId('boss-victory').count()) === 0) await page.getByTestId('next-problem').click();
    }
    const victory = page.getByTestId('boss-victory');
    await victory.waitFor();
    expect(await victory.textContent()).toContain('You defeated Count Crunch!');
    expect(await victory.textContent()).toContain('50 coins');
    expect(await page.getByTestId('boss-health').textContent()).toContain('0 / 250 HP');
    expect(await page.getByTestId('boss-arena').getAttribute('data-mood')).toBe('enraged');
    // The end screen ends: the victory, not the last question with its timer and result.
    expect(await page.getByTestId('problem-card').count()).toBe(0);
    expect(await page.getByTestId('next-problem').count()).toBe(0);

    // Back at /bosses after 5 seconds, with the victory in the history (engagement applied the game's event).
    await page.waitForURL(`${stack.baseUrl}/bosses`, { timeout: 10_000 });
    await page.getByTestId('boss-boss-count-crunch').waitFor();
    // The event may take a while on a busy machine: the page is read again every 2 s for 30 s.
    const deadline = Date.now() + 30_000;
    while ((await page.getByText(/Count Crunch.*VICTORY/).count()) === 0 && Date.now() < deadline) {
      await page.getByText(/Count Crunch.*VICTORY/).waitFor({ timeout: 2_000 }).catch(() => page.reload());
    }
    expect(await page.getByText(/VICTORY \(\+50 coins, \+100 XP, \+2 gems\)/).count()).toBe(1);
  });
});
