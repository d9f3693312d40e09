/**
 * A story chapter in headless Chromium against the real stack (docs/product/engagement.md, story
 * mode; docs/adr/0097): the demo student opens /story, picks the first world, starts its first
 * chapter and answers every problem right. The end screen ends: the stars, the count and the way
 * back to the story, with no question, time chip, answer box or Next left on screen. Answers are
 * read from the game's storage by the served id the page shows (support/served-answers.ts).
 */
import { chapterById } from '@mathquest/contracts';
import { describe, expect, it } from 'vitest';
import { axeCheck, DEMO_ACCOUNTS, DEMO_PASSWORD, useServedAnswers, submitLogin, useBrowserStack } from './support/index.js';

const CHAPTER_ID = 'world-number-meadows-ch1';

describe('story chapter in the browser', () => {
  const e2e = useBrowserStack();
  const answers = useServedAnswers(e2e);

  it('plays the first chapter to its end screen: the result and what to do next, no question left', async () => {
    const { stack, page } = e2e;
    const chapter = chapterById(CHAPTER_ID);
    expect(chapter).toBeTruthy();
    await page.goto(`${stack.baseUrl}/login`);
    await submitLogin(page, DEMO_ACCOUNTS.student, DEMO_PASSWORD);
    await page.waitForURL(`${stack.baseUrl}/home`);

    await page.goto(`${stack.baseUrl}/story`);
    await page.getByTestId('world-world-number-meadows').click();
    await page.getByTestId(`start-${CHAPTER_ID}`).click();
    await page.waitForURL(/\/game\/solo-play\?mode=story&sessionId=/);
    await page.getByTestId('chapter-count').filter({ hasText: `Problem 1 of ${chapter!.problemCount}` }).waitFor();

    // Every problem answered right (bounded by the chapter's count).
    const done = page.getByTestId('chapter-complete');
    let last = '';
    for (let i = 0; i < chapter!.problemCount && (await done.count()) === 0; i++) {
      const card = page.locator(`[data-testid="problem-card"]:not([data-served-id="${last}"])`);
      await card.waitFor();
      last = (await card.getAttribute('data-served-id')) ?? '';
      expect(last, 'the card names its served problem').not.toBe('');
      await page.getByTestId('answer-input').fill(await answers.answer(last));
      await page.getByTestId('submit-answer').click();
      await Promise.race([done.waitFor(), page.getByTestId('next-problem').waitFor()]);
      if ((await done.count()) === 0) await page.getByTestId('next-problem').click();
    }
    await done.waitFor();
    expect(await done.getByRole('heading', { name: 'Chapter complete!' }).count()).toBe(1);
    expect(await done.textContent()).toContain(`${chapter!.problemCount} of ${chapter!.problemCount} correct.`);
    expect(await done.getByLabel('3 of 3 stars').count()).toBe(1);
    expect(await page.getByTestId('chapter-count').textContent()).toBe(`Problem ${chapter!.problemCount} of ${chapter!.problemCount}`);

    // The end screen ends: no question, time chip, answer box, result or Next of the last problem.
    for (const id of ['problem-card', 'problem-question', 'problem-time', 'answer-input', 'submit-answer', 'result-panel', 'next-problem']) {
      expect(await page.getByTestId(id).count(), id).toBe(0);
    }

    expect(await axeCheck(page), 'axe on the chapter end screen').toEqual([]);

    // What to do next: back to the story, where the chapter shows its stars once the story has
    // heard of the completion (an event away: the list is read again until it has).
    await done.getByRole('link', { name: 'Back to Story' }).click();
    await page.waitForURL(`${stack.baseUrl}/story`);
    const card = page.getByTestId(`chapter-${CHAPTER_ID}`);
    const again = card.getByRole('button', { name: 'Play Again' });
    const deadline = Date.now() + 30_000;
    for (;;) {
      await page.getByTestId('world-world-number-meadows').click();
      await card.waitFor();
      if ((await again.count()) > 0 || Date.now() > deadline) break;
      await page.reload();
    }
    await again.waitFor({ timeout: 1_000 });
    expect(await card.getByLabel('3 of 3 stars').count()).toBe(1);
  });
});
