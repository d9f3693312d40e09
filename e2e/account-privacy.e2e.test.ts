/**
 * Privacy controls in headless Chromium against the real stack (docs/product/privacy.md): a parent
 * downloads a linked child's data from the parent's home page (the browser's download, parsed
 * against the published schema) and deletes the child's account (confirm dialog, typed username),
 * after which the child's sign-in shows the account-being-deleted screen or is refused; a
 * student's own "Delete my account" dialog opens, cancels and closes with the keyboard.
 */
import { readFile } from 'node:fs/promises';
import { AccountExportSchema } from '@mathquest/contracts';
import { describe, expect, it } from 'vitest';
import { gatewayPost, submitLogin, useBrowserStack } from './support/index.js';

/** Tags from consonants: random digits can read as a phone number to the name filter. */
const LETTERS = 'bcdfghjklmnprstvwz';
const tag = (n = 7) => Array.from({ length: n }, () => LETTERS[Math.floor(Math.random() * LETTERS.length)]).join('');

describe('privacy controls in the browser', () => {
  const e2e = useBrowserStack();

  const api = gatewayPost(e2e);

  async function signUp(role: 'STUDENT' | 'PARENT', displayName: string) {
    const t = tag();
    const account = { email: `pv_${t}@example.com`, username: `pv_${t}`, password: 'Secret123!' };
    const res = await api('/api/auth/register', { ...account, displayName, confirmPassword: account.password, role, ...(role === 'STUDENT' ? { gradeLevel: 5 } : {}) });
    expect(res.status).toBe(201);
    const data = ((await res.json()) as { data: { user: { id: string }; accessToken: string } }).data;
    return { ...account, id: data.user.id, token: data.accessToken };
  }

  /** A student and a parent linked to them, and the parent signed in on a page of their own at /home. */
  async function familySignedIn() {
    const child = await signUp('STUDENT', 'Robin');
    const parent = await signUp('PARENT', 'Alex');
    expect((await api('/api/auth/children/link', { email: child.email, password: child.password }, parent.token)).status).toBe(200);
    const parentPage = await e2e.browser.newPage();
    await parentPage.goto(`${e2e.stack.baseUrl}/login`);
    await submitLogin(parentPage, parent.email, parent.password);
    await parentPage.waitForURL(`${e2e.stack.baseUrl}/home`);
    return { child, parentPage };
  }

  it("a parent downloads a child's data from the parent's home page: one JSON file of the published shape", async () => {
    const { child, parentPage } = await familySignedIn();
    try {
      const [download] = await Promise.all([parentPage.waitForEvent('download'), parentPage.getByRole('button', { name: 'Download data for Robin' }).click()]);
      expect(download.suggestedFilename()).toMatch(new RegExp(`^mathquest-${child.username}-\\d{4}-\\d{2}-\\d{2}\\.json$`));
      const file = AccountExportSchema.parse(JSON.parse(await readFile((await download.path())!, 'utf8')));
      expect(file.account).toMatchObject({ id: child.id, username: child.username });
      await parentPage.getByText('Downloaded.').waitFor();
    } finally {
      await parentPage.close();
    }
  });

  it("a parent deletes a child's account after the confirm dialog; the child's sign-in then shows the account-being-deleted screen", async () => {
    const { stack, browser } = e2e;
    const { child, parentPage } = await familySignedIn();
    const childPage = await browser.newPage();
    try {
      await parentPage.getByRole('button', { name: 'Delete account for Robin' }).click();
      const dialog = parentPage.getByRole('dialog', { name: `Delete ${child.username}'s account?` });
      await dialog.waitFor();
      expect(await dialog.getByText('This cannot be undone.').count()).toBe(1);
      const confirm = dialog.getByRole('button', { name: 'Delete account' });
      expect(await confirm.isDisabled()).toBe(true);
      await dialog.getByLabel(`Type ${child.username} to confirm`).fill(child.username);
      await confirm.click();
      await parentPage.getByText('Deletion requested. The account can no longer be used.').waitFor();

      // The child's sign-in is refused (the refusal this test provokes: 403 while pending, 401 once the erasure is done).
      e2e.console.expect(/status of 40[13] .*\/api\/auth\/login\)$/);
      await childPage.goto(`${stack.baseUrl}/login`);
      await submitLogin(childPage, child.email, child.password);
      const outcome = await Promise.race([
        childPage.getByTestId('erasure-pending-screen').waitFor().then(() => 'screen' as const),
        childPage.getByTestId('login-error').waitFor().then(() => 'error' as const),
      ]);
      if (outcome === 'screen') {
        expect(await childPage.getByRole('heading', { name: 'This account is being deleted' }).count()).toBe(1);
        await childPage.getByRole('button', { name: 'Back to sign in' }).click();
        await childPage.getByTestId('login-submit').waitFor();
        expect(new URL(childPage.url()).pathname).toBe('/login');
      } else {
        // Done already: the account is gone, and the sign-in says so as for any unknown account.
        expect(await childPage.getByTestId('login-error').textContent()).toBe('Invalid email or password');
      }
    } finally {
      await Promise.allSettled([parentPage.close(), childPage.close()]);
    }
  });

  it("a student's own 'Delete my account' dialog opens, cancels, and closes with Escape, focus back on its button", async () => {
    const { stack, page } = e2e;
    const student = await signUp('STUDENT', 'Kim');
    await page.goto(`${stack.baseUrl}/login`);
    await submitLogin(page, student.email, student.password);
    await page.waitForURL(`${stack.baseUrl}/home`);
    await page.goto(`${stack.baseUrl}/profile`);
    const open = page.getByRole('button', { name: 'Delete my account' });
    await open.waitFor();

    await open.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await dialog.waitFor();
    // The typed confirmation has the focus; Delete stays off until it matches.
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('INPUT');
    expect(await dialog.getByRole('button', { name: 'Delete account' }).isDisabled()).toBe(true);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await open.evaluate((el) => el === document.activeElement)).toBe(true);

    await page.keyboard.press('Enter');
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await open.evaluate((el) => el === document.activeElement)).toBe(true);
    // Nothing was erased: the account still signs in.
    expect((await api('/api/auth/login', { email: student.email, password: student.password })).status).toBe(200);
  });

  it("a signed-in student who deletes their own account gets the one clear screen at once, and its way back to sign-in", async () => {
    const { stack, browser } = e2e;
    const student = await signUp('STUDENT', 'Sky');
    const page = await browser.newPage();
    try {
      await page.goto(`${stack.baseUrl}/login`);
      await submitLogin(page, student.email, student.password);
      await page.waitForURL(`${stack.baseUrl}/home`);
      // A full page load: its reads are answered before the account goes (a read after it would be refused).
      await page.goto(`${stack.baseUrl}/profile`, { waitUntil: 'networkidle' });
      await page.getByRole('button', { name: 'Delete my account' }).click();
      const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
      await dialog.getByLabel(`Type ${student.username} to confirm`).fill(student.username);
      await dialog.getByRole('button', { name: 'Delete account' }).click();
      await page.getByTestId('erasure-pending-screen').waitFor();
      expect(await page.getByRole('heading', { name: 'This account is being deleted' }).count()).toBe(1);
      // Its heading has the focus (set once the screen is drawn), so a screen reader starts there.
      await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('H1');
      await page.getByRole('button', { name: 'Back to sign in' }).click();
      await page.getByTestId('login-submit').waitFor();
      expect(new URL(page.url()).pathname).toBe('/login');
      // The account no longer signs in: 403 while its erasure is pending, 401 once it is done.
      expect([401, 403]).toContain((await api('/api/auth/login', { email: student.email, password: student.password })).status);
    } finally {
      await page.close();
    }
  });
});
