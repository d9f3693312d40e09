/**
 * A live room in headless Chromium against the real stack (docs/product/realtime.md#live-rooms),
 * with two browser contexts: a Premium student creates a room at /multiplayer, the premium demo
 * student joins it by its code, the host picks a topic and 3 rounds and starts; both get the same
 * problem each round, answer it, and both see the same scoreboard after every round and the same
 * podium at the end. The free demo student sees the plan's 'no multiplayer' notice. An English and
 * a Spanish student read the same round each in their language, and the same answer is right for both.
 *
 * Two things no client can do are done here as in the boss battle test: the second student's
 * plan is set to Premium in auth's storage (payment is not integrated), and the round's answer is
 * read from the room in the stack's Redis (the product never sends it before the round ends) and
 * rebuilt with the maths package from the stored generator, difficulty and seed.
 */
import { MULTIPLAYER_PREMIUM_MESSAGE } from '@mathquest/contracts';
import { generateProblem, type Difficulty } from '@mathquest/maths';
import { Redis } from 'ioredis';
import { MongoClient, ObjectId } from 'mongodb';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, gradedWrongAnswer, submitLogin, useBrowserStack } from './support/index.js';

describe('a live room in the browser', () => {
  const e2e = useBrowserStack();
  const opened: Page[] = [];
  let redis: Redis;
  let mongo: MongoClient;

  beforeAll(() => {
    redis = new Redis(process.env.REDIS_URL || `redis://127.0.0.1:${e2e.stack.ports.redis}`);
    mongo = new MongoClient(process.env.MONGO_URL || `mongodb://127.0.0.1:${e2e.stack.ports.mongo}`, { serverSelectionTimeoutMS: 10_000 });
  });
  afterEach(async () => {
    for (const p of opened.splice(0)) await p.context().close();
  });
  afterAll(async () => {
    redis?.disconnect();
    await mongo?.close();
  });

  async function signIn(email: string): Promise<Page> {
    const page = await (await e2e.browser.newContext()).newPage();
    opened.push(page);
    await page.goto(`${e2e.stack.baseUrl}/login`);
    await submitLogin(page, email, DEMO_PASSWORD);
    await page.waitForURL(`${e2e.stack.baseUrl}/home`);
    return page;
  }

  /** A new student on the Premium plan (set in auth's storage before the sign-in that issues the token), in `language`. */
  async function newPremiumStudent(language: 'en' | 'es-US' = 'en'): Promise<Page> {
    const suffix = `${Date.now().toString(36).slice(-5)}${Math.floor(Math.random() * 1e4)}`;
    const email = `room_${suffix}@example.com`;
    const res = await fetch(`${e2e.stack.baseUrl}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: DEMO_PASSWORD, confirmPassword: DEMO_PASSWORD, username: `room_${suffix}`, displayName: 'Robin', role: 'STUDENT', gradeLevel: 5, language }),
    });
    expect(res.status).toBe(201);
    const userId = ((await res.json()) as { data: { user: { id: string } } }).data.user.id;
    const set = await mongo.db('mathquest_auth').collection('users').updateOne({ _id: new ObjectId(userId) }, { $set: { plan: 'PREMIUM' } });
    expect(set.matchedCount).toBe(1);
    return signIn(email);
  }

  /** The round's problem, rebuilt from the room in Redis, worded in `language`. */
  async function problemOf(code: string, language: 'en' | 'es-US' = 'en') {
    const doc = await redis.hget(`mathquest:room:socket.io:${code}`, 'doc');
    const p = (JSON.parse(doc!) as { problem: { skillId: string; difficulty: number; seed: string } }).problem;
    return generateProblem(p.skillId, p.difficulty as Difficulty, p.seed, language);
  }

  /** What a page shows, without its own '(you)' marks. */
  const shown = async (page: Page, testId: string) => (await page.getByTestId(testId).innerText()).replaceAll(' (you)', '');
  const board = (page: Page) => shown(page, 'room-scoreboard');

  it('two students play a room and see the same scoreboard; a free student sees the plan notice', async () => {
    const host = await newPremiumStudent();
    await host.goto(`${e2e.stack.baseUrl}/multiplayer`);
    await host.getByRole('button', { name: 'Create Room' }).click();
    await Promise.race([host.waitForURL(/\/room\/[A-Z0-9]{6}$/), host.getByRole('alert').waitFor()]);
    expect(await host.getByRole('alert').count(), await host.locator('main').innerText()).toBe(0);
    await host.waitForURL(/\/room\/[A-Z0-9]{6}$/);
    const code = (await host.getByTestId('room-code').innerText()).trim();
    expect(host.url()).toBe(`${e2e.stack.baseUrl}/room/${code}`);

    const guest = await signIn(DEMO_ACCOUNTS.student);
    await guest.goto(`${e2e.stack.baseUrl}/multiplayer`);
    await guest.getByLabel('Room code').fill(code.toLowerCase());
    await guest.getByRole('button', { name: 'Join' }).click();
    await guest.waitForURL(`${e2e.stack.baseUrl}/room/${code}`);
    await guest.getByText('Waiting for room_').waitFor();
    await host.getByRole('heading', { name: 'Players (2/30)' }).waitFor();

    await host.getByLabel('Topic').selectOption('Adding & subtracting');
    await host.getByLabel('Rounds').selectOption('3');
    await host.getByRole('button', { name: 'Start Game' }).click();

    for (const round of [1, 2, 3]) {
      for (const p of [host, guest]) await p.getByRole('heading', { name: `Round ${round} of 3` }).waitFor({ timeout: 30_000 });
      const q = await host.getByTestId('room-question').innerText();
      expect(await guest.getByTestId('room-question').innerText()).toBe(q);
      const problem = await problemOf(code);
      const answer = problem.answer.canonical;
      await host.getByLabel('Your answer').fill(answer);
      await host.getByRole('button', { name: 'Submit' }).click();
      await host.getByTestId('room-result').filter({ hasText: 'Correct!' }).waitFor();
      // The guest gets the first round right and the others wrong (in the answer's form: a nudge would not end the turn).
      await guest.getByLabel('Your answer').fill(round === 1 ? answer : gradedWrongAnswer(problem));
      await guest.getByRole('button', { name: 'Submit' }).click();
      for (const p of [host, guest]) await p.getByTestId('room-review').waitFor({ timeout: 30_000 });
      expect(await board(guest)).toBe(await board(host));
    }

    for (const p of [host, guest]) await p.getByRole('heading', { name: 'Results' }).waitFor({ timeout: 30_000 });
    expect(await board(guest)).toBe(await board(host));
    expect(await shown(guest, 'room-podium')).toBe(await shown(host, 'room-podium'));
    const rows = await host.getByTestId('room-score-row').allInnerTexts();
    expect(rows).toHaveLength(2);
    expect(rows[0]).toContain('room_');
    expect(await host.getByTestId('room-podium').innerText()).toContain('1st');

    const free = await signIn(DEMO_ACCOUNTS.freeStudent);
    await free.goto(`${e2e.stack.baseUrl}/multiplayer`);
    await free.getByTestId('plan-limit').filter({ hasText: MULTIPLAYER_PREMIUM_MESSAGE }).waitFor();
    expect(await free.getByRole('button', { name: 'Create Room' }).count()).toBe(0);
    await free.getByLabel('Room code').fill(code);
    await free.getByRole('button', { name: 'Join' }).click();
    await free.getByTestId('room-error').filter({ hasText: MULTIPLAYER_PREMIUM_MESSAGE }).waitFor();
  });

  it('a tie is a tie: both on 0 points share first place and the banner says so', async () => {
    const host = await newPremiumStudent();
    await host.goto(`${e2e.stack.baseUrl}/multiplayer`);
    await host.getByRole('button', { name: 'Create Room' }).click();
    await host.waitForURL(/\/room\/[A-Z0-9]{6}$/);
    const code = (await host.getByTestId('room-code').innerText()).trim();
    const guest = await newPremiumStudent();
    await guest.goto(`${e2e.stack.baseUrl}/room/${code}`);
    await host.getByRole('heading', { name: 'Players (2/30)' }).waitFor();
    await host.getByLabel('Rounds').selectOption('3');
    await host.getByRole('button', { name: 'Start Game' }).click();
    // Nobody gets a round right: 0 points each.
    for (const round of [1, 2, 3]) {
      for (const p of [host, guest]) await p.getByRole('heading', { name: `Round ${round} of 3` }).waitFor({ timeout: 30_000 });
      const wrong = gradedWrongAnswer(await problemOf(code));
      for (const p of [host, guest]) {
        await p.getByLabel('Your answer').fill(wrong);
        await p.getByRole('button', { name: 'Submit' }).click();
      }
      for (const p of [host, guest]) await p.getByTestId('room-review').or(p.getByRole('heading', { name: 'Results' })).first().waitFor({ timeout: 30_000 });
    }
    for (const p of [host, guest]) {
      await p.getByRole('heading', { name: 'Results' }).waitFor({ timeout: 30_000 });
      expect(await p.getByTestId('room-winner').innerText()).toMatch(/^It's a tie! .+ and .+ share first place\.$/);
      expect(await p.getByTestId('room-place').allInnerTexts()).toEqual(['1st (tied) · 0 points', '1st (tied) · 0 points']);
    }
  });

  it('an English and a Spanish student read the same problem each in their language, and the same answer is right for both', async () => {
    const host = await newPremiumStudent();
    await host.goto(`${e2e.stack.baseUrl}/multiplayer`);
    await host.getByRole('button', { name: 'Create Room' }).click();
    await host.waitForURL(/\/room\/[A-Z0-9]{6}$/);
    const code = (await host.getByTestId('room-code').innerText()).trim();
    const guest = await newPremiumStudent('es-US');
    await guest.goto(`${e2e.stack.baseUrl}/room/${code}`);
    await host.getByRole('heading', { name: 'Players (2/30)' }).waitFor();
    // The one skill of this topic at grade 5 or below is a word problem, written in Spanish too.
    await host.getByLabel('Topic').selectOption('Word problems');
    await host.getByLabel('Rounds').selectOption('3');
    await host.getByRole('button', { name: 'Start Game' }).click();

    for (const round of [1, 2, 3]) {
      await host.getByRole('heading', { name: `Round ${round} of 3` }).waitFor({ timeout: 30_000 });
      await guest.getByRole('heading', { name: `Ronda ${round} de 3` }).waitFor({ timeout: 30_000 });
      const [en, es] = [await problemOf(code), await problemOf(code, 'es-US')];
      expect(es.language).toBe('es-US');
      expect(es.answer.canonical).toBe(en.answer.canonical);
      // Each reads the problem in their own language, its topic too.
      expect(await guest.getByTestId('room-question').innerText()).not.toBe(await host.getByTestId('room-question').innerText());
      expect(await host.locator('.room-problem > p.muted').first().innerText()).toBe('Word problems · Multi-step problems and remainders');
      expect(await guest.locator('.room-problem > p.muted').first().innerText()).toBe('Problemas verbales · Problemas de varios pasos y residuos');
      // The same answer is right for both.
      await guest.getByLabel('Tu respuesta').fill(en.answer.canonical);
      await guest.getByRole('button', { name: 'Enviar' }).click();
      await guest.getByTestId('room-result').filter({ hasText: '¡Correcto!' }).waitFor();
      // The host's answer ends the round (the result gives way to the review): its points say it was right.
      await host.getByLabel('Your answer').fill(en.answer.canonical);
      await host.getByRole('button', { name: 'Submit' }).click();
      for (const p of [host, guest]) await p.getByTestId('room-review').or(p.getByRole('heading', { name: /^(Results|Resultados)$/ })).first().waitFor({ timeout: 30_000 });
    }
    await host.getByRole('heading', { name: 'Results' }).waitFor({ timeout: 30_000 });
    // Three right answers each: at least 100 points a round for both.
    const scores = (await host.getByTestId('room-score').allInnerTexts()).map((t) => Number(t.replace(/\D/g, '')));
    expect(scores).toHaveLength(2);
    for (const score of scores) expect(score).toBeGreaterThanOrEqual(300);
  });
});
