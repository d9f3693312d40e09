/**
 * A problem with a diagram in the browser (docs/maths/diagrams.md): a teacher assigns one problem
 * of a skill that always carries a diagram (a rectangle with its sides labelled), the demo student
 * plays it, sees the picture as one described image (its words from the same data, axe clean) and
 * answers it. The class and the assignment are made over the API; the playing is in the page.
 * Answers are read from the game's storage by the served id (support/served-answers.ts).
 */
import { describe, expect, it } from 'vitest';
import { axeCheck, DEMO_ACCOUNTS, DEMO_PASSWORD, submitLogin, useBrowserStack, useServedAnswers } from './support/index.js';

/** A skill whose every problem has a diagram (a labelled rectangle), in every difficulty. */
const SKILL = 'g4.md.area-perimeter';
/** How long an event may take to travel from one service to another on a busy machine. */
const EVENT_DEADLINE_MS = 30_000;

describe('a problem with a diagram', () => {
  const e2e = useBrowserStack();
  const answers = useServedAnswers(e2e);

  async function call<T>(path: string, token: string, body?: unknown): Promise<{ status: number; data: T }> {
    const r = await fetch(`${e2e.stack.baseUrl}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return { status: r.status, data: ((await r.json()) as { data: T }).data };
  }
  async function login(email: string): Promise<string> {
    const r = await fetch(`${e2e.stack.baseUrl}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: DEMO_PASSWORD }) });
    expect(r.status).toBe(200);
    return ((await r.json()) as { data: { accessToken: string } }).data.accessToken;
  }

  it('is drawn as a described image, passes axe and is answered', async () => {
    const { stack, page } = e2e;
    const { baseUrl } = stack;
    const suffix = Date.now().toString(36).slice(-5);

    // The teacher's class, one problem of the skill from the bank, published.
    const teacher = await login(DEMO_ACCOUNTS.teacher);
    const classroom = await call<{ id: string; classCode: string }>('/api/teacher/classrooms', teacher, { name: `Shapes ${suffix}`, gradeLevel: 4, subject: 'Math' });
    expect(classroom.status).toBe(201);
    const bank = await call<{ problems: { id: string }[] }>(`/api/game/problems?skillId=${SKILL}&limit=5`, teacher);
    expect(bank.status).toBe(200);
    expect(bank.data.problems.length).toBeGreaterThan(0);
    const created = await call<{ id: string }>(`/api/teacher/classrooms/${classroom.data.id}/assignments`, teacher, { title: `Rectangles ${suffix}`, problemIds: [bank.data.problems[0]!.id] });
    expect(created.status).toBe(201);
    expect((await call(`/api/teacher/assignments/${created.data.id}/publish`, teacher, {})).status).toBe(200);

    // The demo student joins the class.
    const student = await login(DEMO_ACCOUNTS.student);
    expect((await call('/api/teacher/join', student, { classCode: classroom.data.classCode })).status).toBe(200);

    // In the browser: sign in and play the assignment.
    await page.goto(`${baseUrl}/login`);
    await submitLogin(page, DEMO_ACCOUNTS.student, DEMO_PASSWORD);
    await page.waitForURL(`${baseUrl}/home`);
    await page.goto(`${baseUrl}/game/solo-play?mode=assignment&assignmentId=${encodeURIComponent(created.data.id)}`);
    const card = page.getByTestId('problem-card');
    const error = page.getByTestId('game-error');
    // The game waits a bounded while for the join to reach it (docs/adr/0185); on a slower bus, try again until a problem shows.
    const deadline = Date.now() + EVENT_DEADLINE_MS;
    for (;;) {
      await Promise.race([card.waitFor(), error.waitFor()]);
      if (await card.count()) break;
      if (Date.now() > deadline) throw new Error(`the assignment did not start within ${EVENT_DEADLINE_MS} ms: ${await error.textContent()}`);
      e2e.console.expect(/status of 404 .*\/api\/game\/session\/start/);
      const restarted = page.waitForResponse((r) => r.url().endsWith('/api/game/session/start') && r.request().method() === 'POST');
      await error.getByRole('button', { name: 'Try again' }).click();
      await restarted;
    }

    // The picture: one image named and described by the words built from its data.
    const figure = card.getByTestId('diagram');
    await figure.waitFor();
    expect(await figure.getAttribute('data-kind')).toBe('polygon');
    const svg = figure.getByRole('img');
    expect(await svg.isVisible()).toBe(true);
    const description = (await svg.locator('desc').textContent()) ?? '';
    expect(description).toMatch(/^A rectangle with 4 corners\. Side 1 is \d+ \w+/);
    const describedBy = await svg.getAttribute('aria-describedby');
    expect(await page.locator(`[id="${describedBy}"]`).textContent()).toBe(description);
    expect(await figure.getByTestId('diagram-description').textContent()).toBe(description);
    // It fits a phone's width: no fixed pixel size, drawn from its viewBox.
    expect(await svg.getAttribute('viewBox')).toMatch(/^0 0 400 \d+/);
    expect(await axeCheck(page), 'axe on the problem with its diagram').toEqual([]);

    // Answered as any problem: typed, and accepted.
    const servedId = (await card.getAttribute('data-served-id')) ?? '';
    const answer = await answers.answer(servedId);
    await page.getByTestId('answer-input').fill(answer);
    await page.getByTestId('answer-input').press('Enter');
    const result = page.getByTestId('result-panel');
    await result.waitFor();
    expect(await result.getAttribute('data-correct'), `answer "${answer}"`).toBe('true');
  });
});
