/**
 * The play modes in Spanish, every state (docs/product/i18n.md, "What is translated so far"), in
 * headless Chromium against the real stack: students whose account language is US Spanish play a
 * boss battle (the intro, a problem, a right and a wrong answer, the victory), a story chapter (the
 * world, the chapter's first problem, a right answer, the chapter's end), a class assignment (a
 * problem, a wrong answer with the tutor open, the assignment's end) and a live room, as its host
 * and as a guest (the lobby, a round, an answer, the round's review, the results). Each state is
 * scanned for English with the scan of every route (support/i18n-scan.ts): no English word of the
 * catalogues outside the server's words (the maths text, names people gave).
 *
 * Answers are read from the game's storage by the served id, and a room's from the room in Redis,
 * rebuilt with the maths package; a wrong one keeps the answer's form (a choice's other option, a
 * number's other digit), so it is graded and not sent back as a nudge. The boss is pinned to one hit
 * from defeat in the game's storage, and the room's students are set to Premium in auth's: test
 * only, as in the browser tests of each mode (boss-battle, live-room).
 */
import { chapterById } from '@mathquest/contracts';
import { generateProblem, type Difficulty, type Problem } from '@mathquest/maths';
import { Redis } from 'ioredis';
import { MongoClient, ObjectId } from 'mongodb';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, gradedWrongAnswer, useBrowserStack, useServedAnswers, wrongAnswersIn } from './support/index.js';
import { addNameWords, englishOn, saveAccountLanguage, signInInSpanish, spanishContext } from './support/i18n-scan.js';

const CHAPTER_ID = 'world-number-meadows-ch1';
/** A skill with a step-by-step tutor (e2e/tutor.e2e.test.ts): the assignment's problems come from it. */
const TUTOR_SKILL = 'g5.nf.add-unlike-fractions';
const ASSIGNMENT_PROBLEMS = 2;
/** How long an event may take to travel from one service to another on a busy machine. */
const EVENT_DEADLINE_MS = 30_000;

describe('the play modes in Spanish', () => {
  const e2e = useBrowserStack();
  const answers = useServedAnswers(e2e);
  const opened: BrowserContext[] = [];
  let mongo: MongoClient;
  let redis: Redis;
  /** The lower-case words of the names on screen (the students', the class's and the assignment's): not English to find. */
  const names = new Set<string>();
  let assignment: { id: string; title: string; className: string };

  const api = async <T>(path: string, token: string, body?: unknown): Promise<{ status: number; data: T }> => {
    const r = await fetch(`${e2e.stack.baseUrl}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return { status: r.status, data: ((await r.json()) as { data: T }).data };
  };
  const tokenOf = async (email: string): Promise<string> => {
    const r = await fetch(`${e2e.stack.baseUrl}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: DEMO_PASSWORD }) });
    expect(r.status).toBe(200);
    return ((await r.json()) as { data: { accessToken: string } }).data.accessToken;
  };

  /** A page of a Spanish browser, `email` signed in on it. */
  async function spanishPage(email: string): Promise<Page> {
    const context = await spanishContext(e2e.browser);
    opened.push(context);
    const page = await context.newPage();
    await signInInSpanish(page, e2e.stack.baseUrl, email, '/home');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('es-US');
    return page;
  }

  /** No English on `page` in `state` (panels that load on their own settle meanwhile). */
  async function noEnglish(page: Page, state: string, timeout = 10_000): Promise<void> {
    await expect.poll(() => englishOn(page, names), { timeout, interval: 250, message: `English words on ${state}` }).toEqual([]);
  }

  /** Sends `answer` to the problem on screen; resolves with whether it was graded (a nudge is not). */
  async function send(page: Page, answer: string): Promise<boolean> {
    await page.getByTestId('answer-input').fill(answer);
    const answered = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/game/problem/submit');
    await page.getByTestId('submit-answer').click();
    const response = await answered;
    expect(response.status(), `the answer "${answer}" is taken`).toBe(200);
    const { data } = (await response.json()) as { data: { graded: boolean } };
    if (data.graded) await page.getByTestId('result-panel').waitFor();
    return data.graded;
  }

  /** Answers the problem `servedId` on screen right or wrong and waits for its graded result. */
  async function answerProblem(page: Page, servedId: string, correct: boolean): Promise<void> {
    const form = await answers.form(servedId);
    const right = form.canonical;
    const tried: string[] = [];
    for (const answer of correct ? [right] : wrongAnswersIn(form)) {
      tried.push(answer);
      if (await send(page, answer)) break;
    }
    const result = page.getByTestId('result-panel');
    expect(await result.count(), `a graded result to ${tried.join(', ')} (right: ${right})`).toBe(1);
    expect(await result.getAttribute('data-correct'), `answer "${tried.at(-1)}" (right: ${right})`).toBe(String(correct));
  }

  /** The served id of the problem card on screen, once it is not `previous`. */
  async function servedId(page: Page, previous = ''): Promise<string> {
    const card = page.locator(`[data-testid="problem-card"]:not([data-served-id="${previous}"])`);
    await card.waitFor();
    const id = (await card.getAttribute('data-served-id')) ?? '';
    expect(id, 'the card names its served problem').not.toBe('');
    return id;
  }

  beforeAll(async () => {
    const { baseUrl } = e2e.stack;
    mongo = new MongoClient(process.env.MONGO_URL || `mongodb://127.0.0.1:${e2e.stack.ports.mongo}`, { serverSelectionTimeoutMS: 10_000 });
    redis = new Redis(process.env.REDIS_URL || `redis://127.0.0.1:${e2e.stack.ports.redis}`);
    // The demo student reads Spanish from the next sign-in (the token carries the language the game serves in).
    const profile = await saveAccountLanguage(baseUrl, DEMO_ACCOUNTS.student, 'es-US');
    addNameWords(names, profile.username, profile.displayName);

    // The demo teacher's class, an assignment of two problems of a skill with a tutor, published; the demo student in the class.
    const suffix = Date.now().toString(36).slice(-5);
    assignment = { id: '', title: `Fracciones ${suffix}`, className: `Quinto ${suffix}` };
    addNameWords(names, assignment.title, assignment.className);
    const teacher = await tokenOf(DEMO_ACCOUNTS.teacher);
    const classroom = await api<{ id: string; classCode: string }>('/api/teacher/classrooms', teacher, { name: assignment.className, gradeLevel: 5, subject: 'Math', language: 'es-US' });
    expect(classroom.status).toBe(201);
    const bank = await api<{ problems: { id: string }[] }>(`/api/game/problems?skillId=${TUTOR_SKILL}&limit=5`, teacher);
    expect(bank.status).toBe(200);
    expect(bank.data.problems.length).toBeGreaterThanOrEqual(ASSIGNMENT_PROBLEMS);
    const problemIds = bank.data.problems.slice(0, ASSIGNMENT_PROBLEMS).map((p) => p.id);
    const created = await api<{ id: string }>(`/api/teacher/classrooms/${classroom.data.id}/assignments`, teacher, { title: assignment.title, problemIds });
    expect(created.status).toBe(201);
    expect((await api(`/api/teacher/assignments/${created.data.id}/publish`, teacher, {})).status).toBe(200);
    assignment.id = created.data.id;
    expect((await api('/api/teacher/join', await tokenOf(DEMO_ACCOUNTS.student), { classCode: classroom.data.classCode })).status).toBe(200);
  });

  afterEach(async () => {
    for (const context of opened.splice(0)) await context.close();
  });

  afterAll(async () => {
    redis?.disconnect();
    await mongo?.close();
  });

  it('a boss battle: the intro, a problem, a right and a wrong answer, the victory', async () => {
    const page = await spanishPage(DEMO_ACCOUNTS.student);
    const userId = await page.evaluate(() => localStorage.getItem('userId'));
    expect(userId).toBeTruthy();
    await page.goto(`${e2e.stack.baseUrl}/bosses`);
    await page.getByTestId('start-boss-count-crunch').click();
    await page.waitForURL(/\/game\/solo-play\?mode=boss&battleId=/);
    await page.getByTestId('boss-intro').waitFor();
    await noEnglish(page, 'the boss intro', 2_500);

    let id = await servedId(page);
    await noEnglish(page, "the boss battle's problem");
    await answerProblem(page, id, true);
    await noEnglish(page, 'a right answer in the boss battle');

    await page.getByTestId('next-problem').click();
    id = await servedId(page, id);
    await answerProblem(page, id, false);
    await noEnglish(page, 'a wrong answer in the boss battle');

    // One hit from defeat, as the game stores the battle: the next right answer wins.
    const pinned = await mongo.db('mathquest_game').collection<{ _id: string }>('students').updateOne({ _id: userId! }, { $set: { 'battle.currentHealth': 1 }, $inc: { version: 1 } });
    expect(pinned.matchedCount).toBe(1);
    await page.getByTestId('next-problem').click();
    id = await servedId(page, id);
    await page.getByTestId('answer-input').fill(await answers.answer(id));
    await page.getByTestId('submit-answer').click();
    await page.getByTestId('boss-victory').waitFor();
    // The victory shows for 5 seconds before the page goes back to /bosses.
    await noEnglish(page, 'the boss victory', 4_000);
  });

  it("a story chapter: the world, the chapter's first problem, a right answer, the chapter's end", async () => {
    const chapter = chapterById(CHAPTER_ID);
    expect(chapter).toBeTruthy();
    const page = await spanishPage(DEMO_ACCOUNTS.student);
    await page.goto(`${e2e.stack.baseUrl}/story`);
    await page.getByTestId('world-world-number-meadows').click();
    await page.getByTestId(`start-${CHAPTER_ID}`).waitFor();
    await noEnglish(page, "the world's chapters");

    await page.getByTestId(`start-${CHAPTER_ID}`).click();
    await page.waitForURL(/\/game\/solo-play\?mode=story&sessionId=/);
    await page.getByTestId('chapter-count').filter({ hasText: `Problema 1 de ${chapter!.problemCount}` }).waitFor();
    let id = await servedId(page);
    await noEnglish(page, "the chapter's start");

    const done = page.getByTestId('chapter-complete');
    for (let i = 0; i < chapter!.problemCount; i++) {
      if (i > 0) id = await servedId(page, id);
      await page.getByTestId('answer-input').fill(await answers.answer(id));
      await page.getByTestId('submit-answer').click();
      await Promise.race([done.waitFor(), page.getByTestId('next-problem').waitFor()]);
      if (await done.count()) break;
      if (i === 0) await noEnglish(page, 'a right answer in the chapter');
      await page.getByTestId('next-problem').click();
    }
    await done.waitFor();
    await noEnglish(page, "the chapter's end");
  });

  it("a class assignment: a problem, a wrong answer with the tutor open, the assignment's end", async () => {
    const page = await spanishPage(DEMO_ACCOUNTS.student);
    const { baseUrl } = e2e.stack;
    await page.goto(`${baseUrl}/classes`);
    await page.getByTestId(`my-assignment-${assignment.id}`).waitFor({ timeout: EVENT_DEADLINE_MS });
    await noEnglish(page, 'My Classes with the assignment');
    await page.goto(`${baseUrl}/game/solo-play?mode=assignment&assignmentId=${encodeURIComponent(assignment.id)}`);

    // The game waits a bounded while for the join to reach it (docs/adr/0185); on a slower bus, try again until a problem shows.
    const card = page.getByTestId('problem-card');
    const error = page.getByTestId('game-error');
    const deadline = Date.now() + EVENT_DEADLINE_MS;
    for (;;) {
      await Promise.race([card.waitFor(), error.waitFor()]);
      if (await card.count()) break;
      if (Date.now() > deadline) throw new Error(`the assignment did not start within ${EVENT_DEADLINE_MS} ms: ${await error.textContent()}`);
      e2e.console.expect(/status of 404 .*\/api\/game\/session\/start/);
      const restarted = page.waitForResponse((r) => r.url().endsWith('/api/game/session/start') && r.request().method() === 'POST');
      await error.getByRole('button', { name: 'Intenta de nuevo' }).click();
      await restarted;
    }
    let id = await servedId(page);
    await noEnglish(page, "the assignment's problem");

    await answerProblem(page, id, false);
    await page.getByTestId('tutor-open').click();
    await page.getByTestId('tutor-panel').waitFor();
    await page.getByTestId('tutor-input').waitFor();
    await noEnglish(page, 'the tutor on a wrong answer');

    await page.getByTestId('next-problem').click();
    id = await servedId(page, id);
    await answerProblem(page, id, true);
    await noEnglish(page, "a right answer to the assignment's last problem");
    await page.getByTestId('next-problem').click();
    await error.waitFor();
    expect(await card.count()).toBe(0);
    // The end in the app's words, not the server's English sentence.
    expect(await error.locator('p').innerText()).toBe('Ya terminaste esta tarea.');
    await noEnglish(page, "the assignment's end");
  });

  it('a live room, for the host and a guest: the lobby, a round, an answer, the review, the results', async () => {
    const { baseUrl } = e2e.stack;
    /** A new Spanish student on the Premium plan (set in auth's storage before the sign-in that issues the token). */
    const premiumStudent = async (): Promise<Page> => {
      const suffix = `${Date.now().toString(36).slice(-5)}${Math.floor(Math.random() * 1e4)}`;
      const email = `sala_${suffix}@example.com`;
      const profile = { username: `sala_${suffix}`, displayName: 'Lupita' };
      const res = await fetch(`${baseUrl}/api/auth/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: DEMO_PASSWORD, confirmPassword: DEMO_PASSWORD, ...profile, role: 'STUDENT', gradeLevel: 5, language: 'es-US' }),
      });
      expect(res.status).toBe(201);
      addNameWords(names, profile.username, profile.displayName);
      const userId = ((await res.json()) as { data: { user: { id: string } } }).data.user.id;
      expect((await mongo.db('mathquest_auth').collection('users').updateOne({ _id: new ObjectId(userId) }, { $set: { plan: 'PREMIUM' } })).matchedCount).toBe(1);
      return spanishPage(email);
    };
    /** The round's problem, rebuilt from the room in Redis. */
    const problemOf = async (code: string): Promise<Problem> => {
      const doc = await redis.hget(`mathquest:room:socket.io:${code}`, 'doc');
      const p = (JSON.parse(doc!) as { problem: { skillId: string; difficulty: number; seed: string } }).problem;
      return generateProblem(p.skillId, p.difficulty as Difficulty, p.seed, 'es-US');
    };
    const sendToRoom = async (page: Page, answer: string) => {
      await page.getByTestId('room-answer').fill(answer);
      await page.getByTestId('room-answer').press('Enter');
    };

    const host = await premiumStudent();
    await host.goto(`${baseUrl}/multiplayer`);
    await host.getByRole('button', { name: 'Crear sala' }).click();
    await host.waitForURL(/\/room\/[A-Z0-9]{6}$/);
    const code = (await host.getByTestId('room-code').innerText()).trim();
    const guest = await premiumStudent();
    await guest.goto(`${baseUrl}/room/${code}`);
    await host.getByTestId('lobby-players').locator('li').nth(1).waitFor();
    await noEnglish(host, "the host's lobby");
    await noEnglish(guest, "the guest's lobby");

    await host.locator('#room-rounds').selectOption('3');
    await host.getByRole('button', { name: 'Empezar el juego' }).click();
    const rounds = 3;
    for (let round = 1; round <= rounds; round++) {
      for (const p of [host, guest]) await p.getByRole('heading', { name: `Ronda ${round} de ${rounds}` }).waitFor({ timeout: 30_000 });
      const problem = await problemOf(code);
      if (round === 1) {
        await noEnglish(host, "the host's round");
        await noEnglish(guest, "the guest's round");
      }
      // The host is right and the guest wrong: each outcome is scanned once.
      await sendToRoom(host, problem.answer.canonical);
      await host.getByTestId('room-result').waitFor();
      if (round === 1) await noEnglish(host, "the host's right answer, waiting for the others");
      await sendToRoom(guest, gradedWrongAnswer(problem));
      for (const p of [host, guest]) await p.getByTestId('room-review').or(p.locator('#results-title')).first().waitFor({ timeout: 30_000 });
      if (round === 1) {
        await noEnglish(host, "the host's review of the round");
        await noEnglish(guest, "the guest's review of the round (a wrong answer)");
      }
    }
    for (const p of [host, guest]) await p.locator('#results-title').waitFor({ timeout: 30_000 });
    await noEnglish(host, "the host's results");
    await noEnglish(guest, "the guest's results");
  });
});
