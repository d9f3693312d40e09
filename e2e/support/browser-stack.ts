/**
 * The set-up every browser test file shares: one stack and one headless Chromium for the whole
 * describe block, started together before its tests and stopped after them, with one page open.
 * Every page opened through the block's browser is checked with axe-core on each address it
 * visits (support/accessibility.ts): a test fails when a page it visited has a serious or critical
 * violation, and the block fails when an address it visited does in the other viewport size.
 * Every such page's console is watched too (support/console-watch.ts): a test fails when a page it
 * opened logged an error it did not declare it provokes. A test that fails is reported with what
 * its pages did and showed (support/page-journal.ts).
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { AccessibilityAudit, DESKTOP, describeFindings } from './accessibility.js';
import { launchBrowser } from './browser.js';
import { ConsoleWatch, describeConsole } from './console-watch.js';
import { PageJournal } from './page-journal.js';
import { startStack, type Stack } from './stack.js';

export interface BrowserStack {
  stack: Stack;
  browser: Browser;
  /** A page opened once for the block; tests that need their own window open a context. */
  page: Page;
  /** The accessibility audit of every page opened through `browser`. */
  audit: AccessibilityAudit;
  /** The console watch of every page opened through `browser` (a test declares the errors it provokes with `console.expect`). */
  console: ConsoleWatch;
  /** What the pages opened through `browser` did and showed in the current test (printed when it fails). */
  journal: PageJournal;
}

/** Makes every page and context the browser opens watched by `audit`, `consoleWatch` and `journal`, desktop-sized unless a test says otherwise. */
function audited(browser: Browser, audit: AccessibilityAudit, consoleWatch: ConsoleWatch, journal: PageJournal): Browser {
  const newContext = browser.newContext.bind(browser);
  const newPage = browser.newPage.bind(browser);
  browser.newContext = async (options) => {
    const context: BrowserContext = await newContext({ viewport: DESKTOP, ...options });
    audit.watchContext(context);
    consoleWatch.watchContext(context);
    journal.watchContext(context);
    return context;
  };
  browser.newPage = async (options) => {
    const page = await newPage({ viewport: DESKTOP, ...options });
    audit.watch(page);
    consoleWatch.watch(page);
    journal.watch(page);
    return page;
  };
  return browser;
}

/**
 * Call in a describe block. The fields are set by its beforeAll, so read them inside tests and
 * hooks, not at the top of the block. If either start fails, what did start is still stopped.
 */
export function useBrowserStack(): BrowserStack {
  const audit = new AccessibilityAudit();
  const consoleWatch = new ConsoleWatch();
  const journal = new PageJournal();
  const ctx: Partial<BrowserStack> = { audit, console: consoleWatch, journal };
  let raw: Browser | undefined;
  beforeAll(async () => {
    const [stack, browser] = await Promise.allSettled([startStack(), launchBrowser()]);
    if (stack.status === 'fulfilled') ctx.stack = stack.value;
    if (browser.status === 'fulfilled') raw = browser.value;
    if (stack.status === 'rejected') throw stack.reason;
    if (browser.status === 'rejected') throw browser.reason;
    ctx.browser = audited(browser.value, audit, consoleWatch, journal);
    ctx.page = await ctx.browser.newPage();
  });
  afterEach(async ({ task }) => {
    if (task.result?.state === 'fail') console.error(`What the pages of "${task.name}" did:\n${await journal.report()}`);
    journal.clear();
    const findings = await audit.take();
    const logged = consoleWatch.take();
    expect(findings, `accessibility violations on pages this test visited:\n${describeFindings(findings)}`).toEqual([]);
    expect(logged, `console errors on pages this test opened:\n${describeConsole(logged)}`).toEqual([]);
  });
  afterAll(async () => {
    try {
      // (A test that stopped the stack itself leaves nothing to open again.)
      const up = ctx.stack ? await fetch(`${ctx.stack.baseUrl}/readyz`).then((r) => r.ok, () => false) : false;
      if (raw && up) {
        await audit.recheckInOtherSize(raw);
        const findings = await audit.take();
        expect(findings, `accessibility violations in the other viewport size:\n${describeFindings(findings)}`).toEqual([]);
      }
      expect(audit.checked, 'the accessibility audit checked no page').toBeGreaterThan(0);
    } finally {
      await raw?.close();
      await ctx.stack?.stop();
    }
  });
  return ctx as BrowserStack;
}

/** Fills the login form of the open /login page and submits it (it does not wait for the result). */
export async function submitLogin(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByTestId('login-submit').click();
}
