/**
 * The step-by-step tutor in headless Chromium (docs/product/practice.md, the tutor): the Premium
 * demo student answers wrong, opens 'Show me how', fills in two steps and asks for a similar
 * problem; the free demo student sees the tutor locked with a way to /plans.
 *
 * Served problems are drawn at random and the walkthrough depends on the problem, so each test
 * pins the problem on screen: it replaces the served problem in the game's storage by one
 * generated from a fixed skill, difficulty and seed, then reloads the page, which gets the same
 * (unanswered) problem back (docs/adr/0047), now the pinned one. Test-only, like reading answers
 * from storage (support/served-answers.ts); the product has no way to choose a problem.
 */
import { generateProblem, tutor } from '@mathquest/maths';
import { MongoClient } from 'mongodb';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, submitLogin, useBrowserStack } from './support/index.js';

/** 1/12 + 1/6 = ?: blanks "2/12", "3/12", "1/4"; the answer 2/18 matches "added-tops-and-bottoms". */
const PINNED = generateProblem('g5.nf.add-unlike-fractions', 1, 'tutor78');
const BLANKS = tutor.tutorSteps(PINNED).flatMap((s, index) => (s.kind === 'fill' ? [{ index, value: s.value }] : []));
const WRONG = PINNED.misconceptions[0]!.value;

describe('the step-by-step tutor in the browser', () => {
  const e2e = useBrowserStack();
  let mongo: MongoClient;
  const served = () => mongo.db('mathquest_game').collection<{ _id: string; problem: unknown; status: string }>('served_problems');

  beforeAll(() => {
    mongo = new MongoClient(process.env.MONGO_URL || `mongodb://127.0.0.1:${e2e.stack.ports.mongo}`, { serverSelectionTimeoutMS: 10_000 });
  });
  afterAll(async () => {
    await mongo?.close();
  });

  /** Sign in, open /solo, pin the problem on screen and answer it wrong; the result panel is showing. */
  async function answerPinnedWrong(p: Page, email: string): Promise<string> {
    const { baseUrl } = e2e.stack;
    await p.goto(`${baseUrl}/login`);
    await submitLogin(p, email, DEMO_PASSWORD);
    await p.waitForURL(`${baseUrl}/home`);
    await p.goto(`${baseUrl}/solo`);
    const card = p.getByTestId('problem-card');
    await card.waitFor();
    const id = (await card.getAttribute('data-served-id')) ?? '';
    expect(id).not.toBe('');
    expect((await served().updateOne({ _id: id, status: 'OPEN' }, { $set: { problem: PINNED } })).matchedCount).toBe(1);
    await p.reload();
    // The same problem comes back after the reload (its question is typeset, so it is found by id).
    await p.locator(`[data-testid="problem-card"][data-served-id="${id}"]`).waitFor();

    await p.getByTestId('answer-input').fill(WRONG);
    await p.getByTestId('answer-input').press('Enter');
    await p.getByTestId('result-panel').waitFor();
    expect(await p.getByTestId('result-panel').getAttribute('data-correct')).toBe('false');
    // The pinned problem was graded: the answer matched its predicted misconception.
    expect(await p.getByTestId('misconception').textContent()).toContain(PINNED.misconceptions[0]!.feedback);
    return id;
  }

  it('the pinned problem has the blanks the test fills in', () => {
    expect(BLANKS.map((b) => b.value)).toEqual(['2/12', '3/12', '1/4']);
    expect(WRONG).toBe('2/18');
  });

  it("a wrong answer, 'Show me how', two steps filled in, 'Try a similar one'", async () => {
    const context = await e2e.browser.newContext();
    try {
      const p = await context.newPage();
      const answeredId = await answerPinnedWrong(p, DEMO_ACCOUNTS.student);

      await p.getByRole('button', { name: 'Show me how' }).click();
      const panel = p.getByTestId('tutor-panel');
      await panel.waitFor();
      expect(await p.getByTestId('tutor-mistake').textContent()).toContain('It looks like you added the tops and the bottoms.');
      // The tutor never asks for what is on screen: the answer and the worked solution wait until asked for.
      expect(await p.getByTestId('correct-answer').count()).toBe(0);
      expect(await p.getByText('How to solve it', { exact: true }).count()).toBe(0);
      expect(await p.getByTestId('reveal-solution').count()).toBe(1);

      // Step by step: the open blank has the focus; a right value opens the next step.
      for (const [n, blank] of BLANKS.slice(0, 2).entries()) {
        const input = p.getByLabel(`Step ${blank.index + 1}: fill in the blank`);
        await input.waitFor();
        expect(await input.evaluate((el) => el === document.activeElement)).toBe(true);
        await p.keyboard.type(blank.value);
        await p.keyboard.press('Enter');
        await p.locator(`[data-testid="tutor-step-${blank.index}"][data-status="right"]`).waitFor();
        expect(await p.getByTestId('tutor-announcement').textContent()).toContain('Right!');
        expect(n === 0 ? await p.getByTestId(`tutor-step-${BLANKS[1]!.index}`).count() : 1).toBe(1);
      }

      await p.getByRole('button', { name: 'Try a similar one' }).click();
      const next = p.locator(`[data-testid="problem-card"]:not([data-served-id="${answeredId}"])`);
      await next.waitFor();
      expect(await p.getByTestId('result-panel').count()).toBe(0);
      const similarId = (await next.getAttribute('data-served-id')) ?? '';
      const stored = await mongo.db('mathquest_game').collection<{ _id: string; status: string; problem: { skillId: string; difficulty: number } }>('served_problems').findOne({ _id: similarId });
      expect(stored).toMatchObject({ status: 'OPEN', problem: { skillId: PINNED.skillId, difficulty: PINNED.difficulty } });
    } finally {
      await context.close();
    }
  });

  it('the free demo student sees the tutor locked, with a way to /plans', async () => {
    const context = await e2e.browser.newContext();
    try {
      const p = await context.newPage();
      await answerPinnedWrong(p, DEMO_ACCOUNTS.freeStudent);
      const locked = p.getByTestId('tutor-locked');
      await locked.waitFor();
      expect(await locked.getByRole('button', { name: /Show me how/ }).isDisabled()).toBe(true);
      await locked.getByRole('link', { name: 'See plans' }).click();
      await p.waitForURL(`${e2e.stack.baseUrl}/plans`);
    } finally {
      await context.close();
    }
  });
});
