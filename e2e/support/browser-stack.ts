/**
 * The set-up every browser test file shares: one stack and one headless Chromium for the whole
 * describe block, started together before its tests and stopped after them, with one page open.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser } from './browser.js';
import { startStack, type Stack } from './stack.js';

export interface BrowserStack {
  stack: Stack;
  browser: Browser;
  /** A page opened once for the block; tests that need their own window open a context. */
  page: Page;
}

/**
 * Call in a describe block. The fields are set by its beforeAll, so read them inside tests and
 * hooks, not at the top of the block. If either start fails, what did start is still stopped.
 */
export function useBrowserStack(): BrowserStack {
  const ctx: Partial<BrowserStack> = {};
  beforeAll(async () => {
    const [stack, browser] = await Promise.allSettled([startStack(), launchBrowser()]);
    if (stack.status === 'fulfilled') ctx.stack = stack.value;
    if (browser.status === 'fulfilled') ctx.browser = browser.value;
    if (stack.status === 'rejected') throw stack.reason;
    if (browser.status === 'rejected') throw browser.reason;
    ctx.page = await browser.value.newPage();
  });
  afterAll(async () => {
    await ctx.browser?.close();
    await ctx.stack?.stop();
  });
  return ctx as BrowserStack;
}

/** Fills the login form of the open /login page and submits it (it does not wait for the result). */
export async function submitLogin(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByTestId('login-submit').click();
}
