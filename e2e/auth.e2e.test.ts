/**
 * Sign-up and session persistence in headless Chromium against the real stack:
 * register a student through the form, land on /home, survive a reload, log out,
 * and find /home closed afterwards.
 */
import { describe, expect, it } from 'vitest';
import { submitLogin, useBrowserStack } from './support/index.js';

describe('auth in the browser', () => {
  const e2e = useBrowserStack();

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
    await page.getByLabel('Password', { exact: true }).fill('Secret123!');
    await page.getByLabel('Confirm password').fill('Secret123!');
    await page.getByTestId('register-submit').click();

    await page.waitForURL(`${stack.baseUrl}/home`);
    await page.getByText('Choose Your Mode').waitFor();
    expect(await page.getByTestId('avatar-initial').textContent()).toBe('Z');
    expect(await page.getByTestId('profile-link').textContent()).toBe('Zara');
    expect(await page.getByTestId('stat-level').textContent()).toContain('1');
    expect(await page.evaluate(() => [localStorage.getItem('accessToken'), localStorage.getItem('auth_token')])).toEqual([
      expect.any(String),
      expect.any(String),
    ]);

    await page.reload();
    await page.getByText('Choose Your Mode').waitFor();
    expect(new URL(page.url()).pathname).toBe('/home');
    expect(await page.getByTestId('profile-link').textContent()).toBe('Zara');

    await page.getByTestId('logout-button').click();
    await page.waitForURL(`${stack.baseUrl}/login`);
    expect(await page.evaluate(() => [localStorage.getItem('accessToken'), localStorage.getItem('refreshToken'), localStorage.getItem('userId')])).toEqual([
      null,
      null,
      null,
    ]);

    await page.goto(`${stack.baseUrl}/home`);
    await page.waitForURL(`${stack.baseUrl}/login`);
    await page.getByRole('heading', { name: 'Welcome back!' }).waitFor();
  });

  it("shows the server's message for a wrong password", async () => {
    const { stack, page } = e2e;
    await page.goto(`${stack.baseUrl}/login`);
    await submitLogin(page, 'student@mathquest.demo', 'wrong-password');
    const error = page.getByTestId('login-error');
    await error.waitFor();
    expect((await error.textContent())?.length).toBeGreaterThan(0);
    expect(new URL(page.url()).pathname).toBe('/login');
  });
});
