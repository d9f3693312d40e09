/**
 * No English left behind on the parent's and the teacher's screens (docs/product/i18n.md, "What is
 * translated so far"), and no unwrapped string on any screen in the pseudo-locale, in headless
 * Chromium against the real stack.
 *
 * The set-up, through the gateway: the demo teacher's class (in Spanish) with a published
 * assignment of two bank problems, which the demo student joins and answers (one right, one
 * wrong), and two students on its roster with the class code on; the demo parent is linked to the
 * demo student (the demo accounts), so the parent's child panels and the printable report show the
 * child's work, and the teacher's lists, submissions, roster, login cards, standards mastery and
 * analytics show content, not only their empty states.
 *
 * Then the demo parent and the demo teacher, whose accounts read US Spanish, visit each of their
 * routes (their own screens, /profile, /plans, and the student screens that tell them what they
 * are for) and the states a teacher opens on them (grading a submission, a standard's answers,
 * a roster list's check), and the scan (support/i18n-scan.ts) finds no English word of the
 * catalogues outside the names people gave; axe is clean on a page of each area in Spanish. Last,
 * every student, parent and teacher route is opened with `?lang=en-XA`: the pseudo-locale wraps
 * every catalogue message, so a plain English word there is a string outside the catalogues.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeCheck, DEMO_ACCOUNTS, DEMO_PASSWORD, gatewayPost, useBrowserStack, useServedAnswers } from './support/index.js';
import { NOT_FOR_ROLE, STUDENT_ONLY_PATHS, STUDENT_ROUTES } from './support/i18n-routes.js';
import { addNameWords, englishOn, saveAccountLanguage, SERVER_WORDED, signInInSpanish, spanishContext } from './support/i18n-scan.js';

/** How long an event may take to travel from one service to another on a busy machine. */
const EVENT_DEADLINE_MS = 30_000;

/** Names from consonants and vowels that are no English word (a class's and an assignment's names carry one). */
const tag = () => Array.from({ length: 4 }, (_, i) => (i % 2 ? 'aeiou' : 'bcdfgjkmpstvz')[Math.floor(Math.random() * (i % 2 ? 5 : 13))]).join('');

/** The names people gave on this file's screens: the scan leaves their words out (`names`), they are not English to find. */
const CLASS_NAME = `Grupo Colibrí ${tag()}`;
const CLASS_DESCRIPTION = 'Matemáticas de quinto, salón 12';
const ASSIGNMENT_TITLE = `Repaso ${tag()}`;
const ASSIGNMENT_DESCRIPTION = 'Para el viernes';
/** The names of a list the teacher pastes on the roster to check it (not added). */
const PASTED = 'Ximena, Ortiz, 5\nPablo, Ruiz, 12';
const ROSTER = [
  { givenName: 'Maya', familyName: 'Kowalczyk', grade: 5 },
  { givenName: 'Itzel', familyName: 'Ortiz', grade: 5 },
] as const;

/**
 * Parts of the teacher's screens whose words the server sends as text beside the names: the
 * problem bank's questions are the maths text of the problems (packages/maths), like the problem
 * card's on the student's screens (SERVER_WORDED).
 */
const TEACHER_SERVER_WORDED: readonly string[] = [
  ...SERVER_WORDED,
  // A bank problem's question, the maths text: shown beside its checkbox, which it also names.
  '.bank-list [id$="-question"]', '.bank-list input[type="checkbox"]',
  // A roster student's secret: words the server drew at random, a password to type, not text to translate.
  '[data-testid="roster-secret"]', '[data-testid="login-card-secret"]',
];

/** A route of this file: its path, and the selectors that all show its screen is drawn with its content. */
interface AdultRoute {
  path: string;
  ready: readonly string[];
}

async function drawn(page: Page, url: string, ready: readonly string[]): Promise<void> {
  await page.goto(url);
  for (const selector of ready) await page.locator(selector).first().waitFor({ timeout: 30_000 });
}

/** `path` with the pseudo-locale asked for on this page load. */
const pseudo = (path: string) => `${path}${path.includes('?') ? '&' : '?'}lang=en-XA`;

describe('every parent and teacher route in Spanish, every route in the pseudo-locale', () => {
  const e2e = useBrowserStack();
  const answers = useServedAnswers(e2e);
  const post = gatewayPost(e2e);
  const names = new Set<string>();
  addNameWords(names, PASTED, CLASS_NAME, CLASS_DESCRIPTION, ASSIGNMENT_TITLE, ASSIGNMENT_DESCRIPTION, ...ROSTER.flatMap((s) => [s.givenName, s.familyName]));

  let classroomId = '';
  let assignmentId = '';
  let childId = '';
  const contexts: BrowserContext[] = [];
  let teacher: Page;
  let parent: Page;
  let student: Page;

  async function signIn(email: string): Promise<{ token: string; id: string }> {
    const res = await post('/api/auth/login', { email, password: DEMO_PASSWORD });
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as { data: { accessToken: string; user: { id: string } } };
    return { token: data.accessToken, id: data.user.id };
  }

  async function get<T>(path: string, token: string): Promise<T> {
    const res = await fetch(`${e2e.stack.baseUrl}${path}`, { headers: { authorization: `Bearer ${token}` } });
    expect(res.status, `GET ${path}`).toBe(200);
    return ((await res.json()) as { data: T }).data;
  }

  /** POSTs until the answer is 200 or 201 (a service that hears of the class by an event answers 404 meanwhile), within the deadline. */
  async function postUntilAccepted<T>(path: string, body: unknown, token: string): Promise<T> {
    const deadline = Date.now() + EVENT_DEADLINE_MS;
    for (;;) {
      const res = await post(path, body, token);
      if (res.ok) return ((await res.json()) as { data: T }).data;
      if (Date.now() > deadline) throw new Error(`POST ${path}: ${res.status} ${await res.text()}`);
      await new Promise((r) => setTimeout(r, 500));
    }
  }

  beforeAll(async () => {
    const base = e2e.stack.baseUrl;
    // Every account reads US Spanish (the student's problems are served in it too).
    for (const email of [DEMO_ACCOUNTS.teacher, DEMO_ACCOUNTS.parent, DEMO_ACCOUNTS.student]) {
      const profile = await saveAccountLanguage(base, email, 'es-US');
      addNameWords(names, profile.username, profile.displayName);
    }
    const teacherAuth = await signIn(DEMO_ACCOUNTS.teacher);
    const studentAuth = await signIn(DEMO_ACCOUNTS.student);
    childId = studentAuth.id;

    // The class, in Spanish, and a published assignment of two grade-5 bank problems.
    const created = await post('/api/teacher/classrooms', { name: CLASS_NAME, description: CLASS_DESCRIPTION, gradeLevel: 5, subject: 'Math', language: 'es-US' }, teacherAuth.token);
    expect(created.status).toBe(201);
    const classroom = ((await created.json()) as { data: { id: string; classCode: string } }).data;
    classroomId = classroom.id;
    const bank = await get<{ problems: Array<{ id: string }> }>('/api/game/problems?grade=5', teacherAuth.token);
    expect(bank.problems.length).toBeGreaterThanOrEqual(2);
    const assignment = await post(`/api/teacher/classrooms/${classroomId}/assignments`, { title: ASSIGNMENT_TITLE, description: ASSIGNMENT_DESCRIPTION, problemIds: bank.problems.slice(0, 2).map((p) => p.id) }, teacherAuth.token);
    expect(assignment.status).toBe(201);
    assignmentId = ((await assignment.json()) as { data: { id: string } }).data.id;
    expect((await post(`/api/teacher/assignments/${assignmentId}/publish`, {}, teacherAuth.token)).status).toBe(200);

    // The demo student joins and answers both problems, the first right and the second wrong.
    expect((await post('/api/teacher/join', { classCode: classroom.classCode }, studentAuth.token)).status).toBe(200);
    const { session } = await postUntilAccepted<{ session: { id: string } }>('/api/game/session/start', { mode: 'ASSIGNMENT', assignmentId, deviceType: 'web' }, studentAuth.token);
    let attempt = 0;
    const submit = async (problemId: string, answer: string) => {
      attempt += 1;
      const res = await fetch(`${base}/api/game/problem/submit`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${studentAuth.token}`, 'Idempotency-Key': `${problemId}-${attempt}` },
        body: JSON.stringify({ sessionId: session.id, problemId, answer, timeSpent: 20, hintsUsed: 0 }),
      });
      expect(res.status, `answer "${answer}" to ${problemId}`).toBe(200);
      return ((await res.json()) as { data: { graded: boolean } }).data;
    };
    for (const right of [true, false]) {
      const problem = await get<{ id: string }>(`/api/game/problem/next?sessionId=${encodeURIComponent(session.id)}`, studentAuth.token);
      // A wrong number; an answer of another form is only nudged (not graded), then the right one is given.
      const graded = right ? await submit(problem.id, await answers.answer(problem.id)) : await submit(problem.id, '9999');
      if (!graded.graded) expect((await submit(problem.id, await answers.answer(problem.id))).graded).toBe(true);
    }

    // Two students on the roster (auth hears of the class by an event), and the class code on.
    await postUntilAccepted(`/api/auth/classrooms/${classroomId}/roster`, { students: ROSTER }, teacherAuth.token);
    await postUntilAccepted(`/api/auth/classrooms/${classroomId}/sign-in-code`, { action: 'ON' }, teacherAuth.token);

    // The hand-in reaches the teacher service by an event: wait for it, so the detail shows a submission to grade.
    const deadline = Date.now() + EVENT_DEADLINE_MS;
    for (;;) {
      const detail = await get<{ submissions: Array<{ status: string }> }>(`/api/teacher/assignments/${assignmentId}`, teacherAuth.token);
      if (detail.submissions.some((s) => s.status === 'SUBMITTED')) break;
      if (Date.now() > deadline) throw new Error(`the submission was not handed in within ${EVENT_DEADLINE_MS} ms: ${JSON.stringify(detail.submissions)}`);
      await new Promise((r) => setTimeout(r, 500));
    }

    // One browser context per role, each in a Spanish browser.
    for (const [email, landing] of [[DEMO_ACCOUNTS.teacher, '/teacher/dashboard'], [DEMO_ACCOUNTS.parent, '/home'], [DEMO_ACCOUNTS.student, '/home']] as const) {
      const context = await spanishContext(e2e.browser);
      contexts.push(context);
      const page = await context.newPage();
      await signInInSpanish(page, base, email, landing);
      if (email === DEMO_ACCOUNTS.teacher) teacher = page;
      else if (email === DEMO_ACCOUNTS.parent) parent = page;
      else student = page;
    }
  });

  afterAll(async () => {
    for (const context of contexts) await context.close();
  });

  /** The parent's routes: the dashboard's child panels, the child's report, and the screens every signed-in account has. */
  const parentRoutes = (): AdultRoute[] => {
    const child = `[data-testid="child-${childId}"]`;
    const panels = [`${child} [data-testid="activity-${childId}"] table`, `${child} [data-testid="assignments-${childId}"] table`];
    const report = ['#report-title', `[data-testid="activity-${childId}"] table`, `[data-testid="standards-${childId}"] .standards-table`, `[data-testid="assignments-${childId}"] table`];
    return [
      { path: '/home', ready: panels },
      { path: '/dashboard', ready: panels },
      { path: `/parent/report/${childId}`, ready: report },
      { path: '/profile', ready: ['[data-testid="language-switcher"]'] },
      { path: '/plans', ready: ['[data-testid="current-plan"]'] },
      ...STUDENT_ONLY_PATHS.map((path) => ({ path, ready: [NOT_FOR_ROLE] })),
    ];
  };

  /** The teacher's routes, each with its content (the class, its assignment, submission, roster, standards and analytics). */
  const teacherRoutes = (): AdultRoute[] => {
    const id = encodeURIComponent(classroomId);
    const classLink = `a[href="/teacher/classrooms/${id}"]`;
    const assignmentLink = `a[href="/teacher/assignments/${encodeURIComponent(assignmentId)}"]`;
    return [
      { path: '/teacher/dashboard', ready: [classLink, assignmentLink] },
      { path: '/teacher/classrooms', ready: [`[data-testid="classroom-${classroomId}"]`] },
      { path: '/teacher/classrooms/new', ready: ['#classroom-name'] },
      { path: `/teacher/classrooms/${id}`, ready: ['[data-testid="class-code"]', '[aria-labelledby="classroom-students"] .item-list li'] },
      { path: `/teacher/classrooms/${id}/edit`, ready: ['#classroom-name'] },
      { path: `/teacher/classrooms/${id}/roster`, ready: ['[data-testid="roster-students"]', '[data-testid="roster-code"]'] },
      { path: `/teacher/classrooms/${id}/cards`, ready: ['[data-testid="login-card"]'] },
      { path: `/teacher/classrooms/${id}/standards`, ready: ['[data-testid="mastery-table"] button.mastery-cell'] },
      { path: '/teacher/assignments', ready: [assignmentLink] },
      { path: `/teacher/assignments?classroom=${id}`, ready: [assignmentLink] },
      { path: '/teacher/assignments/new', ready: ['[data-testid="create-assignment"]'] },
      { path: `/teacher/assignments/new?classroom=${id}`, ready: ['[data-testid="create-assignment"]', 'main input[type="checkbox"]'] },
      { path: `/teacher/assignments/${encodeURIComponent(assignmentId)}`, ready: ['[data-testid^="submission-"] button'] },
      { path: '/teacher/analytics', ready: [`[data-testid="analytics-${classroomId}"]`] },
      { path: '/profile', ready: ['[data-testid="language-switcher"]'] },
      { path: '/plans', ready: ['[data-testid="current-plan"]'] },
      ...STUDENT_ONLY_PATHS.map((path) => ({ path, ready: [NOT_FOR_ROLE] })),
    ];
  };

  /** Runs `check` on every route and reports each route whose check failed, with what it found. */
  async function everyRoute(routes: readonly AdultRoute[], check: (r: AdultRoute) => Promise<void>): Promise<void> {
    const failed: string[] = [];
    for (const route of routes) await check(route).catch((e: Error) => failed.push(`${route.path}: ${e.message.split('\n').slice(0, 3).join(' ')}`));
    expect(failed).toEqual([]);
  }

  /** Opens `path` on `page` and waits until the scan finds no English there (what stays English is reported). */
  async function noEnglishOn(page: Page, path: string, ready: readonly string[], skip: readonly string[] = SERVER_WORDED): Promise<void> {
    await drawn(page, `${e2e.stack.baseUrl}${path}`, ready);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('es-US');
    // Panels that load on their own settle meanwhile.
    await settlesWithoutEnglish(page, skip);
  }

  /** Waits until the scan finds nothing on `page`; else fails with the words it still finds, each with its line. */
  async function settlesWithoutEnglish(page: Page, skip: readonly string[]): Promise<void> {
    const deadline = Date.now() + 20_000;
    for (;;) {
      const found = await englishOn(page, names, skip);
      if (found.length === 0) return;
      if (Date.now() > deadline) throw new Error(`English found: ${found.join(' | ')}`);
      await new Promise((r) => setTimeout(r, 500));
    }
  }

  it('the parent walks every route in Spanish and finds no English words', async () => {
    await everyRoute(parentRoutes(), ({ path, ready }) => noEnglishOn(parent, path, ready));
  }, 900_000);

  it('the teacher walks every route in Spanish and finds no English words', async () => {
    await everyRoute(teacherRoutes(), ({ path, ready }) => noEnglishOn(teacher, path, ready, TEACHER_SERVER_WORDED));
  }, 900_000);

  it("the teacher's open states in Spanish: grading a submission, a standard's answers, a roster list checked", async () => {
    const base = e2e.stack.baseUrl;
    await drawn(teacher, `${base}/teacher/assignments/${encodeURIComponent(assignmentId)}`, ['[data-testid^="submission-"] button']);
    await teacher.locator('[data-testid^="submission-"] button').first().click();
    await teacher.locator('[data-testid^="submission-"] form').waitFor();
    await settlesWithoutEnglish(teacher, TEACHER_SERVER_WORDED);

    await drawn(teacher, `${base}/teacher/classrooms/${encodeURIComponent(classroomId)}/standards`, ['[data-testid="mastery-table"] button.mastery-cell']);
    await teacher.locator('[data-testid="mastery-table"] button.mastery-cell').first().click();
    await teacher.getByTestId('standard-answers').getByRole('table').waitFor();
    await settlesWithoutEnglish(teacher, TEACHER_SERVER_WORDED);
    await teacher.keyboard.press('Escape');

    // A pasted list with a good row and one the roster refuses: the preview words each row's problem.
    await drawn(teacher, `${base}/teacher/classrooms/${encodeURIComponent(classroomId)}/roster`, ['[data-testid="roster-students"]']);
    await teacher.locator('#roster-paste').fill(PASTED);
    await teacher.getByTestId('roster-check-paste').click();
    await teacher.getByTestId('roster-preview').waitFor();
    await settlesWithoutEnglish(teacher, TEACHER_SERVER_WORDED);
  }, 300_000);

  it('axe finds no serious violation on a parent page and a teacher page in Spanish (lang="es-US")', async () => {
    const base = e2e.stack.baseUrl;
    const pages: Array<[Page, string, readonly string[]]> = [
      [parent, `${base}/parent/report/${childId}`, parentRoutes()[2]!.ready],
      [teacher, `${base}/teacher/assignments/${encodeURIComponent(assignmentId)}`, ['[data-testid^="submission-"] button']],
    ];
    for (const [page, url, ready] of pages) {
      await drawn(page, url, ready);
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('es-US');
      const findings = await axeCheck(page);
      expect(findings?.filter((f) => f.impact === 'serious' || f.impact === 'critical') ?? [], url).toEqual([]);
    }
  });

  /** Opens `path` in the pseudo-locale and waits until the scan finds no plain English there. */
  async function noUnwrappedOn(page: Page, path: string, ready: readonly string[], skip: readonly string[] = SERVER_WORDED): Promise<void> {
    await drawn(page, `${e2e.stack.baseUrl}${pseudo(path)}`, ready);
    // Any build shows it for the page load asked with ?lang=en-XA (docs/product/i18n.md).
    await expect.poll(() => page.evaluate(() => document.documentElement.lang), { timeout: 20_000 }).toBe('en-XA');
    await settlesWithoutEnglish(page, skip);
  }

  it('the pseudo-locale (en-XA) shows no unwrapped English on any student route', async () => {
    await everyRoute(STUDENT_ROUTES.map(({ path, ready }) => ({ path, ready: [ready] })), ({ path, ready }) => noUnwrappedOn(student, path, ready));
  }, 900_000);

  it('the pseudo-locale (en-XA) shows no unwrapped English on any parent route', async () => {
    await everyRoute(parentRoutes(), ({ path, ready }) => noUnwrappedOn(parent, path, ready));
  }, 900_000);

  it('the pseudo-locale (en-XA) shows no unwrapped English on any teacher route', async () => {
    await everyRoute(teacherRoutes(), ({ path, ready }) => noUnwrappedOn(teacher, path, ready, TEACHER_SERVER_WORDED));
  }, 900_000);
});
