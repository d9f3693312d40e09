/**
 * The demo students play solo problems in headless Chromium: the premium one five (and a reload),
 * the free one up to the day's limit. The page and the API give nothing an answer can be derived
 * from, so each answer is read from the game's storage by the served id the page shows
 * (support/served-answers.ts); the product has no test-only way to reveal answers.
 */
import { PLAN_LIMIT_MESSAGE } from '@mathquest/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, realtimeConnected, useServedAnswers, submitLogin, useBrowserStack } from './support/index.js';

describe('solo play in the browser', () => {
  const e2e = useBrowserStack();
  const answers = useServedAnswers(e2e);

  /** The active pet's XP beside the problems, as one growing number (level-ups reset the bar's XP). */
  async function petXp(p: Page): Promise<number> {
    const [xp = 0, needed = 0] = ((await p.getByTestId('solo-pet-xp').textContent()) ?? '').match(/\d+/g)?.map(Number) ?? [];
    const level = Number(((await p.getByTestId('solo-pet').textContent()) ?? '').match(/Level (\d+)/)?.[1] ?? 0);
    return level * 1_000_000 + Math.min(xp, needed || xp);
  }

  const num = async (testId: string) => Number((await e2e.page.getByTestId(testId).textContent())?.replace(/[^\d-]/g, ''));

  /** Sign a demo account in through the login form, then open /solo. */
  async function openSoloAs(p: Page, email: string): Promise<void> {
    const { baseUrl } = e2e.stack;
    await p.goto(`${baseUrl}/login`);
    await submitLogin(p, email, DEMO_PASSWORD);
    await p.waitForURL(`${baseUrl}/home`);
    await p.goto(`${baseUrl}/solo`);
  }

  /** The answer to the problem on a card, read from the game's storage by its served id. */
  async function answerTo(card: ReturnType<Page['locator']>): Promise<string> {
    const servedId = (await card.getAttribute('data-served-id')) ?? '';
    expect(servedId, 'the card names its served problem').not.toBe('');
    return answers.answer(servedId);
  }

  it('the demo student sees the dashboard, answers five problems; the combo and XP on screen rise, and a quest and the pet move without a reload', async () => {
    const { stack, page } = e2e;
    await page.goto(`${stack.baseUrl}/login`);
    await page.getByText(DEMO_ACCOUNTS.student).waitFor(); // the hint box lists the demo student
    const live = realtimeConnected(page);
    live.catch(() => undefined); // awaited below
    await submitLogin(page, DEMO_ACCOUNTS.student, DEMO_PASSWORD);
    await Promise.race([page.waitForURL(`${stack.baseUrl}/home`), page.getByTestId('login-error').waitFor()]);
    expect(await page.getByTestId('login-error').count() ? await page.getByTestId('login-error').textContent() : null).toBeNull();
    expect(new URL(page.url()).pathname).toBe('/home');

    // The dashboard's engagement part: the starter pet and today's three quests (docs/product/engagement.md).
    await page.getByTestId('student-dashboard').waitFor();
    await page.getByTestId('pet-card').waitFor();
    expect(await page.locator('[data-testid="student-dashboard"] [data-testid^="quest-progress-"]').count()).toBe(3);

    await page.getByTestId('mode-solo').click();
    await page.waitForURL(`${stack.baseUrl}/solo`);

    // Beside the problems: today's quests and the active pet, moved live by the socket's pushes.
    const questProgress = page.locator('[data-testid="solo-quests"] [data-testid^="quest-progress-"]');
    await questProgress.first().waitFor();
    await page.getByTestId('solo-pet-xp').waitFor();
    const questsBefore = await questProgress.allTextContents();
    const petBefore = await petXp(page);
    // The pushes below reach the page once its socket is connected.
    await live;

    let lastServed = '';
    let lastCombo = await num('combo-count');
    let lastXp = await num('session-xp');
    expect(lastXp).toBe(0);

    for (let i = 0; i < 5; i++) {
      const card = page.locator(`[data-testid="problem-card"]:not([data-served-id="${lastServed}"])`);
      await card.waitFor();
      lastServed = (await card.getAttribute('data-served-id')) ?? '';
      const answer = await answerTo(card);

      await page.getByTestId('answer-input').fill(answer);
      await page.getByTestId('answer-input').press('Enter');
      const panel = page.getByTestId('result-panel');
      await panel.waitFor();
      expect(await panel.getAttribute('data-correct'), `answer "${answer}" to ${lastServed}`).toBe('true');

      const xpEarned = await num('xp-earned');
      const combo = await num('combo-count');
      const xp = await num('session-xp');
      expect(xpEarned).toBeGreaterThan(0);
      expect(combo).toBeGreaterThan(lastCombo);
      expect(xp).toBe(lastXp + xpEarned);
      lastCombo = combo;
      lastXp = xp;

      if (i === 0) {
        // Without a reload: the first right answer moves a quest (the EASY one always moves) and the pet's XP.
        await expect.poll(() => questProgress.allTextContents(), { timeout: 15_000 }).not.toEqual(questsBefore);
        await expect.poll(() => petXp(page), { timeout: 15_000 }).toBeGreaterThan(petBefore);
      }

      await page.getByTestId('next-problem').click();
    }
    expect(lastCombo).toBeGreaterThanOrEqual(5);

    // A reload mid-problem brings the same problem back (a new session takes it over), not a new one.
    const open = page.locator(`[data-testid="problem-card"]:not([data-served-id="${lastServed}"])`);
    await open.waitFor();
    const openId = await open.getAttribute('data-served-id');
    await page.reload();
    const again = page.getByTestId('problem-card');
    await again.waitFor();
    expect(await again.getAttribute('data-served-id')).toBe(openId);
  });

  it('two windows of one student share the one unanswered problem: the first answer is graded, the late window moves on without credit', async () => {
    const { stack, browser } = e2e;
    const context = await browser.newContext();
    try {
      const first = await context.newPage();
      await openSoloAs(first, DEMO_ACCOUNTS.student);
      const firstCard = first.getByTestId('problem-card');
      await firstCard.waitFor();
      const shared = (await firstCard.getAttribute('data-served-id')) ?? '';
      const answer = await answerTo(firstCard);

      // A second window (same sign-in) starts its own session and is given the same problem.
      const second = await context.newPage();
      await second.goto(`${stack.baseUrl}/solo`);
      const secondCard = second.getByTestId('problem-card');
      await secondCard.waitFor();
      expect(await secondCard.getAttribute('data-served-id')).toBe(shared);

      // The first window answers it anyway: it takes the problem back and is graded.
      await first.getByTestId('answer-input').fill(answer);
      await first.getByTestId('answer-input').press('Enter');
      await first.getByTestId('result-panel').waitFor();
      expect(await first.getByTestId('result-panel').getAttribute('data-correct')).toBe('true');

      // The second window's answer comes too late: it gets a new problem and a note, no result.
      await second.getByTestId('answer-input').fill(answer);
      await second.getByTestId('answer-input').press('Enter');
      await second.locator(`[data-testid="problem-card"]:not([data-served-id="${shared}"])`).waitFor();
      await second.getByTestId('toast-info').waitFor();
      expect(await second.getByTestId('result-panel').count()).toBe(0);
      expect(await second.getByTestId('session-xp').textContent()).toBe('0');
    } finally {
      await context.close();
    }
  });

  it('the free demo student plays the three problems of the day on a phone-sized screen, then sees the plan limit with a way to /plans', async () => {
    const { stack, browser } = e2e;
    const phone = { width: 360, height: 740 };
    const context = await browser.newContext({ viewport: phone });
    const free = await context.newPage();
    try {
      await openSoloAs(free, DEMO_ACCOUNTS.freeStudent);

      let lastServed = '';
      for (let i = 0; i < 3; i++) {
        const card = free.locator(`[data-testid="problem-card"]:not([data-served-id="${lastServed}"])`);
        await card.waitFor();
        lastServed = (await card.getAttribute('data-served-id')) ?? '';
        // Nothing wider than the screen (a child should never have to scroll sideways to answer).
        expect(await free.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);
        await free.getByTestId('answer-input').fill(await answerTo(card));
        await free.getByTestId('answer-input').press('Enter');
        await free.getByTestId('result-panel').waitFor();
        await free.getByTestId('next-problem').click();
      }
      const limit = free.getByTestId('plan-limit');
      await limit.waitFor();
      expect(await limit.textContent()).toContain(PLAN_LIMIT_MESSAGE);
      await limit.getByRole('link', { name: 'See plans' }).click();
      await free.waitForURL(`${stack.baseUrl}/plans`);
    } finally {
      await context.close();
    }
  });
});
