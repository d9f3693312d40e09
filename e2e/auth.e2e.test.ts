/**
 * Sign-up and session persistence in headless Chromium against the real stack:
 * register a student through the form, land on /home, survive a reload, log out,
 * and find /home closed afterwards. An ended session's access token is refused by the other
 * services within seconds (docs/adr/0013), and a tab whose session was ended elsewhere (a
 * password change) lands on /login at its next request. A locked account (docs/adr/0165) says
 * who can help, still lets in the browser that signed in before, and the parent unlocks it.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, gatewayPost, submitLogin, useBrowserStack } from './support/index.js';

describe('auth in the browser', () => {
  const e2e = useBrowserStack();

  const api = gatewayPost(e2e);
  /** A game call (another service than auth) through the gateway. */
  const progressWith = (token: string) => fetch(`${e2e.stack.baseUrl}/api/game/progress`, { headers: { authorization: `Bearer ${token}` } });

  /** Polls game with the token until it answers 401 SESSION_REVOKED; fails after `ms`. */
  async function refusedWithin(ms: number, token: string): Promise<void> {
    const t0 = Date.now();
    for (;;) {
      const res = await progressWith(token);
      if (res.status === 401) {
        expect(((await res.json()) as { error: { code: string } }).error.code).toBe('SESSION_REVOKED');
        return;
      }
      if (Date.now() - t0 > ms) throw new Error(`game still accepted the token after ${ms} ms (${res.status})`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  /**
   * Every read a student's home page sends when it opens, the panels that read once the dashboard
   * has settled included. A test that ends the session next awaits their answers (registered before
   * the sign-in): a read sent after the session ended would be refused, and the home page opens by
   * a client-side route change, for which the page's load states (networkidle) were long reached.
   */
  const STUDENT_HOME_READS = [
    '/api/auth/me',
    '/api/game/progress',
    '/api/engagement/analytics/dashboard',
    '/api/engagement/notifications',
    '/api/engagement/avatar/equipped',
    '/api/engagement/quests/daily',
    '/api/engagement/pets/active',
    '/api/engagement/battlepass',
    '/api/engagement/guilds/my-guild',
    '/api/engagement/friends',
  ];
  const homeReadsAnswered = (page: Page) =>
    Promise.all(STUDENT_HOME_READS.map((path) => page.waitForResponse((r) => new URL(r.url()).pathname === path, { timeout: 60_000 })));

  it('registers a new student, stays signed in across a reload, logs out, and /home then goes to /login', async () => {
    const { stack, page } = e2e;
    const suffix = Date.now().toString(36).slice(-6);
    const username = `kid_${suffix}`;
    await page.goto(`${stack.baseUrl}/register`);
    await page.getByLabel('I am a').selectOption('STUDENT');
    await page.getByLabel('Email').fill(`${username}@example.com`);
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Display name').fill('Zara');
    expect(await page.getByLabel('Grade level').inputValue()).toBe('5');
    await page.getByLabel('Grade level').selectOption('6');
    // 13 or older by the year: an account without limits (docs/adr/0239; limited accounts: limited-accounts.e2e.test.ts).
    await page.getByLabel('Year you were born').selectOption(String(new Date().getUTCFullYear() - 14));
    await page.getByLabel('Password', { exact: true }).fill('Secret123!');
    await page.getByLabel('Confirm password').fill('Secret123!');
    await page.getByTestId('register-submit').click();

    await page.waitForURL(`${stack.baseUrl}/home`);
    await page.getByText('Choose Your Mode').waitFor();
    // The header draws the student's avatar once their (still empty) outfit has loaded; until
    // then it shows the initial, so the test waits for the drawing rather than reading a race.
    await page.getByTestId('header-avatar').getByRole('img', { name: 'Your avatar' }).waitFor();
    expect(await page.getByTestId('profile-link').textContent()).toBe('Zara');
    expect(await page.getByTestId('stat-level').textContent()).toContain('1');
    expect(await page.evaluate(() => [localStorage.getItem('accessToken'), localStorage.getItem('auth_token')])).toEqual([
      expect.any(String),
      expect.any(String),
    ]);

    // Signed out below once the reloaded home page's reads are answered, as a person would.
    const homeReads = homeReadsAnswered(page);
    await page.reload();
    await page.getByText('Choose Your Mode').waitFor();
    await homeReads;
    expect(new URL(page.url()).pathname).toBe('/home');
    expect(await page.getByTestId('profile-link').textContent()).toBe('Zara');

    const accessToken = await page.evaluate(() => localStorage.getItem('accessToken'));
    expect((await progressWith(accessToken!)).status).toBe(200);

    await page.getByTestId('logout-button').click();
    await page.waitForURL(`${stack.baseUrl}/login`);
    // The logged-out session's access token, replayed against another service, stops working within 5 s.
    await refusedWithin(5_000, accessToken!);
    expect(await page.evaluate(() => [localStorage.getItem('accessToken'), localStorage.getItem('refreshToken'), localStorage.getItem('userId')])).toEqual([
      null,
      null,
      null,
    ]);

    await page.goto(`${stack.baseUrl}/home`);
    await page.waitForURL(`${stack.baseUrl}/login`);
    await page.getByRole('heading', { name: 'Welcome back!' }).waitFor();
  });

  it('sends a tab to /login at its next request once a password change elsewhere ended its session', async () => {
    const { stack, browser } = e2e;
    const suffix = Date.now().toString(36).slice(-6);
    const email = `pw_${suffix}@example.com`;
    const registered = await api('/api/auth/register', { email, password: 'Secret123!', confirmPassword: 'Secret123!', username: `pw_${suffix}`, displayName: 'Pia', role: 'STUDENT', gradeLevel: 5 });
    expect(registered.status).toBe(201);

    const tab = await browser.newPage();
    try {
      await tab.goto(`${stack.baseUrl}/login`);
      // The home page's reads are answered before the session ends elsewhere: the refusals below are the next request's.
      const homeReads = homeReadsAnswered(tab);
      await submitLogin(tab, email, 'Secret123!');
      await tab.waitForURL(`${stack.baseUrl}/home`);
      await homeReads;
      const tabToken = await tab.evaluate(() => localStorage.getItem('accessToken'));

      // Another device changes the password: every other session ends, this tab's included (and
      // the one the sign-up above started).
      const other = (await (await api('/api/auth/login', { email, password: 'Secret123!' })).json()) as { data: { accessToken: string } };
      const changed = await api('/api/auth/password', { currentPassword: 'Secret123!', newPassword: 'N3w passphrase!' }, other.data.accessToken);
      expect(await changed.json()).toEqual({ success: true, data: { passwordChanged: true, otherSessionsEnded: 2 } });
      await refusedWithin(5_000, tabToken!);

      // The tab's next request gets 401, its refresh is refused too, and it lands on /login (the
      // browser logs both refusals this test provokes).
      e2e.console.expect(/status of 401 .*\/api\/auth\/(me|refresh-token)\)$/);
      await tab.reload();
      await tab.waitForURL(`${stack.baseUrl}/login`);
      expect(await tab.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
    } finally {
      await tab.close();
    }
  });

  it("shows the server's message for a wrong password", async () => {
    const { stack, browser } = e2e;
    // Its own window: a signed-in shared page (an earlier test stopped midway) would leave /login.
    const page = await browser.newPage();
    try {
      await page.goto(`${stack.baseUrl}/login`);
      // The refused sign-in this test provokes (401, as the sign-in contract says).
      e2e.console.expect(/status of 401 .*\/api\/auth\/login\)$/);
      await submitLogin(page, 'student@mathquest.demo', 'wrong-password');
      const error = page.getByTestId('login-error');
      await error.waitFor();
      expect((await error.textContent())?.length).toBeGreaterThan(0);
      expect(new URL(page.url()).pathname).toBe('/login');
    } finally {
      await page.close();
    }
  });

  it('a locked account: the form says who can help, the browser that signed in before still gets in, and the parent unlocks it', async () => {
    const { stack, browser } = e2e;
    const suffix = `${Date.now().toString(36).slice(-6)}${Math.floor(Math.random() * 1e4)}`;
    const child = { email: `lock_${suffix}@example.com`, username: `lock_${suffix}`, password: 'Secret123!' };
    const parent = { email: `lockp_${suffix}@example.com`, username: `lockp_${suffix}`, password: 'Secret123!' };
    const signUp = (a: typeof child, role: 'STUDENT' | 'PARENT', displayName: string) =>
      api('/api/auth/register', { email: a.email, username: a.username, displayName, password: a.password, confirmPassword: a.password, role, ...(role === 'STUDENT' ? { gradeLevel: 5 } : {}) });
    expect((await signUp(child, 'STUDENT', 'Robin')).status).toBe(201);
    const parentTokens = ((await (await signUp(parent, 'PARENT', 'Alex')).json()) as { data: { accessToken: string } }).data;
    expect((await api('/api/auth/children/link', { email: child.email, password: child.password }, parentTokens.accessToken)).status).toBe(200);

    // The child's own browser signs in once (it gets its device cookie), then signs out.
    const known = await browser.newPage();
    const stranger = await browser.newPage();
    const parentPage = await browser.newPage();
    try {
      await known.goto(`${stack.baseUrl}/login`);
      // Signed out once the home page has loaded, as a person would: its reads are answered first.
      const homeReads = homeReadsAnswered(known);
      await submitLogin(known, child.email, child.password);
      await known.waitForURL(`${stack.baseUrl}/home`);
      await homeReads;
      await known.getByTestId('logout-button').click();
      await known.waitForURL(`${stack.baseUrl}/login`);

      // Someone else guesses ten times.
      for (let i = 0; i < 10; i++) expect((await api('/api/auth/login', { email: child.email, password: `guess-${i}` })).status).toBe(401);

      // A browser that never signed in to this account is refused, and told who can help (the
      // browser logs the refusal this test provokes: 429, docs/adr/0165).
      e2e.console.expect(/status of 429 .*\/api\/auth\/login\)$/);
      await stranger.goto(`${stack.baseUrl}/login`);
      await submitLogin(stranger, child.email, child.password);
      const error = stranger.getByTestId('login-error');
      await error.waitFor();
      expect(await error.textContent()).toMatch(/^Too many wrong passwords\. Try again in \d+ minutes?, or ask your teacher or parent to unlock your account\.$/);
      expect(new URL(stranger.url()).pathname).toBe('/login');

      // The child's own browser still gets in.
      await known.goto(`${stack.baseUrl}/login`);
      await submitLogin(known, child.email, child.password);
      await known.waitForURL(`${stack.baseUrl}/home`);

      // The parent unlocks it from the parent's home, and the other browser gets in too.
      await parentPage.goto(`${stack.baseUrl}/login`);
      await submitLogin(parentPage, parent.email, parent.password);
      await parentPage.waitForURL(`${stack.baseUrl}/home`);
      await parentPage.getByRole('button', { name: 'Unlock sign-in for Robin' }).click();
      await parentPage.getByText('Robin can sign in again.').waitFor();

      await submitLogin(stranger, child.email, child.password);
      await stranger.waitForURL(`${stack.baseUrl}/home`);
    } finally {
      await Promise.allSettled([known.close(), stranger.close(), parentPage.close()]);
    }
  });

  it("a locked student's teacher unlocks it from the classroom page", async () => {
    const { stack, browser } = e2e;
    const suffix = `${Date.now().toString(36).slice(-6)}${Math.floor(Math.random() * 1e4)}`;
    const pupil = { email: `pupil_${suffix}@example.com`, username: `pupil_${suffix}`, password: 'Secret123!' };
    const registered = await api('/api/auth/register', { ...pupil, displayName: 'Kim', confirmPassword: pupil.password, role: 'STUDENT', gradeLevel: 5 });
    expect(registered.status).toBe(201);
    const teacherToken = ((await (await api('/api/auth/login', { email: DEMO_ACCOUNTS.teacher, password: DEMO_PASSWORD })).json()) as { data: { accessToken: string } }).data.accessToken;
    const created = await api('/api/teacher/classrooms', { name: `Unlock class ${suffix}`, gradeLevel: 5, subject: 'Math' }, teacherToken);
    expect(created.status).toBe(201);
    const classroomId = ((await created.json()) as { data: { id: string } }).data.id;
    // The teacher service learns the new account from auth's event: adding waits for it (bounded).
    const t0 = Date.now();
    while ((await api(`/api/teacher/classrooms/${classroomId}/students`, { username: pupil.username }, teacherToken)).status !== 201) {
      if (Date.now() - t0 > 20_000) throw new Error('the teacher service never learnt the new student');
      await new Promise((r) => setTimeout(r, 200));
    }
    for (let i = 0; i < 10; i++) expect((await api('/api/auth/login', { email: pupil.email, password: `guess-${i}` })).status).toBe(401);
    expect((await api('/api/auth/login', { email: pupil.email, password: pupil.password })).status).toBe(429);

    const teacher = await browser.newPage();
    try {
      await teacher.goto(`${stack.baseUrl}/login`);
      await submitLogin(teacher, DEMO_ACCOUNTS.teacher, DEMO_PASSWORD);
      await teacher.waitForURL(`${stack.baseUrl}/teacher/dashboard`);
      await teacher.goto(`${stack.baseUrl}/teacher/classrooms/${classroomId}`);
      await teacher.getByRole('button', { name: 'Unlock sign-in for Kim' }).click();
      await teacher.getByText('Kim can sign in again').waitFor();
    } finally {
      await teacher.close();
    }
    // Auth applies the teacher's event within seconds. Bounded polling; a poll refused by the
    // gateway's attempt limit (20 a minute) is simply tried again once its minute is over.
    const t1 = Date.now();
    for (;;) {
      const status = (await api('/api/auth/login', { email: pupil.email, password: pupil.password })).status;
      if (status === 200) break;
      expect(status).toBe(429);
      if (Date.now() - t1 > 90_000) throw new Error('the pupil was not unlocked within 90 s');
      await new Promise((r) => setTimeout(r, 500));
    }
  }, 180_000);
});
