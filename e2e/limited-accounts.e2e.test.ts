/**
 * Limited accounts in headless Chromium against the real stack (docs/adr/0239,
 * docs/product/coppa-ferpa.md): a 10-year-old signs up through the form and sees, on the guild
 * chat, the friends panel, the Challenge Arena and the leaderboards, one plain notice instead of
 * controls that would be refused; a parent links the account on their dashboard and approves it
 * from the "Waiting for your approval" card; the child's next page load unlocks the screens and a
 * chat message goes out. No call is refused on the way, so no console error is declared.
 */
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { kindName, submitLogin, useBrowserStack } from './support/index.js';

describe('a self-registered student under 13 in the browser', () => {
  const e2e = useBrowserStack();
  const opened: Page[] = [];
  afterEach(async () => {
    for (const p of opened.splice(0)) await p.context().close();
  });

  // Names in consonants only: the chat and name filters read runs of digits as a phone number.
  const tag = () => Array.from({ length: 8 }, () => 'bcdfghjkmnpqrtvwz'[Math.floor(Math.random() * 17)]).join('');

  async function newWindow(): Promise<Page> {
    const page = await (await e2e.browser.newContext()).newPage();
    opened.push(page);
    return page;
  }

  it('sees friendly notices until a parent links and approves the account, then has the friend and challenge controls and chats', async () => {
    const { stack } = e2e;
    const kidName = `kid_${tag()}`;
    const kidEmail = `${kidName}@example.com`;
    const kid = await newWindow();

    // Sign-up as a 10-year-old.
    await kid.goto(`${stack.baseUrl}/register`);
    await kid.getByLabel('I am a').selectOption('STUDENT');
    await kid.getByLabel('Email').fill(kidEmail);
    await kid.getByLabel('Username').fill(kidName);
    await kid.getByLabel('Display name').fill('Robin');
    await kid.getByLabel('Year you were born').selectOption(String(new Date().getUTCFullYear() - 10));
    await kid.getByLabel('Password', { exact: true }).fill('Secret123!');
    await kid.getByLabel('Confirm password').fill('Secret123!');
    await kid.getByTestId('register-submit').click();
    await kid.waitForURL(`${stack.baseUrl}/home`);

    // Home: the friends panel says why instead of offering a request box; the game itself is there.
    await kid.getByTestId('parent-approval-friends').filter({ hasText: "Your account needs a parent's OK before you can add friends." }).waitFor();
    await kid.getByText('Choose Your Mode').waitFor();
    expect(await kid.getByLabel('Add a friend by username').count()).toBe(0);

    await kid.goto(`${stack.baseUrl}/challenges`);
    await kid.getByTestId('parent-approval-challenges').filter({ hasText: 'Ask a parent to sign up and link your account.' }).waitFor();

    await kid.goto(`${stack.baseUrl}/leaderboards`);
    await kid.getByTestId('parent-approval-leaderboards').filter({ hasText: 'Other players see you as "Player ' }).waitFor();

    // A guild works; its chat says why there is no message box.
    const guildName = kindName('Owls ');
    await kid.goto(`${stack.baseUrl}/guild`);
    await kid.getByRole('button', { name: 'Create a Guild' }).click();
    await kid.getByLabel('Guild name').fill(guildName);
    await kid.getByLabel('Icon 3').check();
    await kid.getByLabel('Description').fill('Kind words only');
    await kid.getByRole('button', { name: 'Create Guild' }).click();
    await kid.getByTestId('guild-name').filter({ hasText: guildName }).waitFor();
    await kid.getByTestId('parent-approval-chat').filter({ hasText: "Your account needs a parent's OK before you can chat." }).waitFor();
    expect(await kid.getByLabel('Message', { exact: true }).count()).toBe(0);

    // A parent signs up, links the child on the dashboard and approves the account.
    const parentName = `mum_${tag()}`;
    const reg = await fetch(`${stack.baseUrl}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: `${parentName}@example.com`, password: 'Secret123!', confirmPassword: 'Secret123!', username: parentName, displayName: 'Mum', role: 'PARENT' }),
    });
    expect(reg.status).toBe(201);
    const parent = await newWindow();
    await parent.goto(`${stack.baseUrl}/login`);
    await submitLogin(parent, `${parentName}@example.com`, 'Secret123!');
    await parent.getByLabel("Child's email").fill(kidEmail);
    await parent.getByLabel("Child's password").fill('Secret123!');
    await parent.getByTestId('link-child-submit').click();
    await parent.getByRole('heading', { name: 'Waiting for your approval', exact: true }).waitFor();
    await parent.getByText(/Approving turns on guild chat, friends and challenges/).waitFor();
    await parent.getByRole('button', { name: "Approve Robin's account" }).click();
    await parent.getByRole('button', { name: 'Yes, approve' }).click();
    await parent.getByTestId('approval-status').filter({ hasText: "Robin's account is approved" }).waitFor();
    await parent.getByRole('heading', { name: 'Waiting for your approval', exact: true }).waitFor({ state: 'detached' });

    // The child's next page load takes a fresh token: every screen unlocks.
    await kid.goto(`${stack.baseUrl}/home`);
    await kid.getByLabel('Add a friend by username').waitFor();
    expect(await kid.getByTestId('parent-approval-friends').count()).toBe(0);
    await kid.goto(`${stack.baseUrl}/challenges`);
    await kid.getByRole('heading', { name: 'Challenge Arena' }).waitFor();
    await expect.poll(() => kid.getByTestId('parent-approval-challenges').count()).toBe(0);
    await kid.goto(`${stack.baseUrl}/guild`);
    await kid.locator('[data-testid="chat-status"][data-joined="true"]').waitFor();
    await kid.getByLabel('Message', { exact: true }).fill('Fractions raid at four?');
    await kid.getByRole('button', { name: 'Send' }).click();
    await kid.getByTestId('chat-messages').getByText('Fractions raid at four?').waitFor();
  });
});
