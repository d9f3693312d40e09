/**
 * No English left behind (docs/product/i18n.md, "What is translated so far"), in headless Chromium
 * against the real stack: the demo student, whose account language is US Spanish, visits each
 * student route, and the words the page shows (visible text, and the labels, titles and
 * placeholders read out or shown on hover) are scanned for English: every word of four letters or
 * more of the English catalogues' messages that is not also a word of the Spanish ones (brand
 * names, XP, Premium...) nor of the student's own names.
 *
 * Two lists say what is not translated yet, and must only shrink:
 * - ROUTES_PENDING: routes whose screens are still in English (issue 27 continues); skipped.
 * - SERVER_WORDED: parts of a screen whose words come from the server as text (names people
 *   gave, topic names, the maths of a problem); left out of the scan. Quests, notifications,
 *   bosses, worlds, chapters, the season and the pass rewards are worded by the app, so scanned.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isLiteralElement, isPluralElement, isSelectElement, isTagElement, parse, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeCheck, DEMO_ACCOUNTS, DEMO_PASSWORD, submitLogin, useBrowserStack } from './support/index.js';

const MESSAGES = resolve(dirname(fileURLToPath(import.meta.url)), '../web/src/i18n/messages');

/** Every catalogue file of a language (`en.json`, `es-US.json`), core and scopes. */
function catalogues(language: string, dir = MESSAGES, into: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) catalogues(language, path, into);
    else if (name === `${language}.json`) into.push(path);
  }
  return into;
}

/** The text a reader sees in an ICU message: its literal parts and every branch of its selects and plurals, never argument names. */
function messageText(elements: MessageFormatElement[]): string {
  return elements
    .map((el) => {
      if (isLiteralElement(el)) return el.value;
      if (isTagElement(el)) return messageText(el.children);
      if (isSelectElement(el) || isPluralElement(el)) return Object.values(el.options).map((o) => messageText(o.value)).join(' ');
      return ' ';
    })
    .join('');
}

/** The words of four letters or more a reader sees in an ICU message. */
export function messageWords(message: string): string[] {
  return messageText(parse(message)).match(/\p{L}{4,}/gu) ?? [];
}

function wordsOf(language: string): Set<string> {
  const words = new Set<string>();
  for (const file of catalogues(language)) {
    for (const message of Object.values(JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>)) {
      for (const w of messageWords(message)) words.add(w.toLowerCase());
    }
  }
  return words;
}

/** English words that show an untranslated string: in the English catalogues and not in the Spanish ones. */
const SPANISH = wordsOf('es-US');
const ENGLISH = new Set([...wordsOf('en')].filter((w) => !SPANISH.has(w)));

/** Routes whose screens other work of issue 27 has not converted yet: skipped; the list must only shrink. */
const ROUTES_PENDING: string[] = [];

/** The student routes in Spanish, each with what shows it is drawn (not its loading state). */
const ROUTES: ReadonlyArray<{ path: string; ready: string }> = [
  { path: '/home', ready: '[data-testid="student-dashboard"]' },
  { path: '/dashboard', ready: '[data-testid="student-dashboard"]' },
  { path: '/solo', ready: '[data-testid="problem-card"]' },
  { path: '/speed', ready: '[data-testid="speed-start"]' },
  { path: '/battlepass', ready: '[data-testid="pass-grid"]' },
  { path: '/bosses', ready: '.boss-grid, .empty-state' },
  { path: '/story', ready: '.world-grid, .empty-state' },
  { path: '/multiplayer', ready: '#room-code' },
  { path: '/classes', ready: '#my-assignments-title' },
  { path: '/profile', ready: '[data-testid="language-switcher"]' },
  { path: '/plans', ready: '[data-testid="current-plan"]' },
  ...ROUTES_PENDING.map((path) => ({ path, ready: 'main h1' })),
];

/** Words the server sends as text (names, the maths, what it words itself), and parts still to be converted: not scanned. */
const SERVER_WORDED = [
  '.quest__topic', // a quest's curriculum topic, a topic name
  '[data-testid="pet-name"]', '[data-testid="guild-card-name"]', '.solo-pet strong',
  '.problem-card__question', '.problem-card__alt', '[data-testid="problem-topic"]', '.choice-grid', '.hint-list', // the maths text (packages/maths)
  '.boss-card__topics', // a boss's curriculum topics, topic names
  '.item-list strong', // class and assignment names
];

/**
 * What the reader is shown, outside the server's words: the page's rendered text (`innerText`, so
 * words split over inline elements read as one, like the logo's Math<span>Quest</span>), then the
 * labels, titles, placeholders and alt texts of what is visible. The server-worded parts are hidden
 * for the moment of reading, in one synchronous step (no frame is drawn meanwhile).
 */
function shownTexts(page: Page): Promise<string[]> {
  return page.evaluate((skip) => {
    const style = document.createElement('style');
    style.textContent = `${skip.join(', ')} { display: none !important; }`;
    document.head.append(style);
    try {
      const out = [document.body.innerText];
      for (const el of document.querySelectorAll('[aria-label], [title], [placeholder], img[alt]')) {
        if (!(el as HTMLElement).checkVisibility?.({ checkVisibilityCSS: true })) continue;
        for (const name of ['aria-label', 'title', 'placeholder', 'alt']) {
          const value = el.getAttribute(name);
          // The value alone: the attribute's name ('title') is no word the reader sees.
          if (value) out.push(value);
        }
      }
      return out;
    } finally {
      style.remove();
    }
  }, SERVER_WORDED);
}

/** The English words on the page, each with the line it was found in, apart from the student's own names. */
async function englishOn(page: Page, names: Set<string>): Promise<string[]> {
  const found = new Map<string, string>();
  for (const text of await shownTexts(page)) {
    for (const line of text.split('\n')) {
      for (const w of line.match(/\p{L}{4,}/gu) ?? []) {
        const word = w.toLowerCase();
        if (ENGLISH.has(word) && !names.has(word) && !found.has(word)) found.set(word, line.trim().slice(0, 120));
      }
    }
  }
  return [...found].map(([word, line]) => `${word}: ${line}`).sort();
}

describe('every student route in Spanish', () => {
  const e2e = useBrowserStack();
  let context: BrowserContext;
  let page: Page;
  /** The demo student's username and display name: names are not English to find. */
  const names = new Set<string>();

  beforeAll(async () => {
    const base = e2e.stack.baseUrl;
    const login = await fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: DEMO_ACCOUNTS.student, password: DEMO_PASSWORD }) });
    expect(login.status).toBe(200);
    const { data } = (await login.json()) as { data: { accessToken: string; user: { profile: { username: string; displayName: string } } } };
    for (const name of [data.user.profile.username, data.user.profile.displayName]) for (const w of name.match(/\p{L}{4,}/gu) ?? []) names.add(w.toLowerCase());
    const saved = await fetch(`${base}/api/auth/me/language`, { method: 'PUT', headers: { 'content-type': 'application/json', authorization: `Bearer ${data.accessToken}` }, body: JSON.stringify({ language: 'es-US' }) });
    expect(saved.status).toBe(200);

    context = await e2e.browser.newContext({ locale: 'es-US' });
    page = await context.newPage();
    await page.goto(`${base}/login`);
    await submitLogin(page, DEMO_ACCOUNTS.student, DEMO_PASSWORD).catch(async () => {
      // The form is in Spanish: its labels are the Spanish ones.
      await page.getByLabel('Correo electrónico').fill(DEMO_ACCOUNTS.student);
      await page.getByLabel('Contraseña').fill(DEMO_PASSWORD);
      await page.getByTestId('login-submit').click();
    });
    await page.waitForURL(`${base}/home`, { timeout: 30_000 });
  });

  afterAll(async () => {
    await context?.close();
  });

  it('finds the English and Spanish catalogues and words in them', () => {
    expect(ENGLISH.size).toBeGreaterThan(100);
    expect(ENGLISH.has('dashboard')).toBe(true);
    expect(SPANISH.has('monedas')).toBe(true);
    expect(messageWords('{count, plural, one {# coin} other {# coins}} and {name}')).toEqual(['coin', 'coins']);
  });

  it('every pending route is a student route this test knows', () => {
    expect(ROUTES_PENDING.filter((path) => ROUTES.filter((r) => r.path === path).length !== 1)).toEqual([]);
  });

  it.for(ROUTES)('$path shows no English words', async ({ path, ready }, ctx) => {
    // Still in English (issue 27 continues): listed in ROUTES_PENDING, which must only shrink.
    if (ROUTES_PENDING.includes(path)) ctx.skip();
    await page.goto(`${e2e.stack.baseUrl}${path}`);
    await page.locator(ready).first().waitFor({ timeout: 30_000 });
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('es-US');
    // Panels that load on their own settle meanwhile; what stays English is reported.
    await expect.poll(() => englishOn(page, names), { timeout: 20_000, interval: 500 }).toEqual([]);
  });

  it('the class-code sign-in (/login/class-code), signed out in a Spanish browser, shows no English words', async () => {
    // Before sign-in the language follows the browser's: a context of its own, with no session.
    const guest = await e2e.browser.newContext({ locale: 'es-US' });
    try {
      const signedOut = await guest.newPage();
      await signedOut.goto(`${e2e.stack.baseUrl}/login/class-code`);
      await signedOut.locator('#class-code').waitFor({ timeout: 30_000 });
      expect(await signedOut.evaluate(() => document.documentElement.lang)).toBe('es-US');
      await expect.poll(() => englishOn(signedOut, names), { timeout: 20_000, interval: 500 }).toEqual([]);
    } finally {
      await guest.close();
    }
  });

  it('axe finds no serious violation on /home in Spanish (lang="es-US")', async () => {
    await page.goto(`${e2e.stack.baseUrl}/home`);
    await page.locator('[data-testid="student-dashboard"]').waitFor({ timeout: 30_000 });
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('es-US');
    const findings = await axeCheck(page);
    expect(findings?.filter((f) => f.impact === 'serious' || f.impact === 'critical') ?? []).toEqual([]);
  });

  it('the pseudo-locale (en-XA) shows no unwrapped English on /home', async () => {
    await page.goto(`${e2e.stack.baseUrl}/home?lang=en-XA`);
    await page.locator('[data-testid="student-dashboard"]').waitFor({ timeout: 30_000 });
    // Any build shows it for the page load asked with ?lang=en-XA (docs/product/i18n.md).
    await expect.poll(() => page.evaluate(() => document.documentElement.lang), { timeout: 20_000 }).toBe('en-XA');
    await expect.poll(() => englishOn(page, names), { timeout: 20_000, interval: 500 }).toEqual([]);
  });
});
