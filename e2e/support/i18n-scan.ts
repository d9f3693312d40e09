/**
 * The scan for English left on a screen shown in another language (docs/product/i18n.md, "What is
 * translated so far"): every word of four letters or more of the English catalogues' messages that
 * is not also a word of the Spanish ones (brand names, XP, Premium...), found in what the reader is
 * shown outside the server's words, apart from names people gave. Shared by the browser walks of
 * every route in Spanish and in the pseudo-locale.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isLiteralElement, isPluralElement, isSelectElement, isTagElement, parse, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { DEMO_PASSWORD } from './stack.js';
import { submitLogin } from './browser-stack.js';

const MESSAGES = resolve(dirname(fileURLToPath(import.meta.url)), '../../web/src/i18n/messages');

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

/** The words of the Spanish catalogues. */
export const SPANISH_WORDS = wordsOf('es-US');
/** English words that show an untranslated string: in the English catalogues and not in the Spanish ones. */
export const ENGLISH_WORDS = new Set([...wordsOf('en')].filter((w) => !SPANISH_WORDS.has(w)));

/**
 * Words the server sends as text on every screen (names people gave, the maths): not scanned.
 * Topic names (quests, boss cards), pets' names and a purchase's effect line are worded by the app
 * (docs/adr/0191), so scanned.
 */
export const SERVER_WORDED: readonly string[] = [
  '[data-testid="guild-card-name"]', // a guild's name
  '.problem-card__question', '.problem-card__alt', '[data-testid="problem-topic"]', '.choice-grid', '.hint-list', // the maths text (packages/maths)
  '.item-list strong', // class and assignment names
];

/**
 * What the reader is shown, outside the server's words: the page's rendered text (`innerText`, so
 * words split over inline elements read as one, like the logo's Math<span>Quest</span>), then the
 * labels, titles, placeholders and alt texts of what is visible. The skipped parts are hidden for
 * the moment of reading, in one synchronous step (no frame is drawn meanwhile).
 */
export function shownTexts(page: Page, skip: readonly string[] = SERVER_WORDED): Promise<string[]> {
  return page.evaluate((selectors) => {
    const style = document.createElement('style');
    style.textContent = `${selectors.join(', ')} { display: none !important; }`;
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
  }, [...skip]);
}

/** The English words on the page, each with the line it was found in, apart from `names` (lower-case words of names people gave). */
export async function englishOn(page: Page, names: ReadonlySet<string>, skip: readonly string[] = SERVER_WORDED): Promise<string[]> {
  const found = new Map<string, string>();
  for (const text of await shownTexts(page, skip)) {
    for (const line of text.split('\n')) {
      // A web address shown as such (the class-code sign-in's, on the roster and the login cards) is no English to read.
      for (const w of line.replace(/\bhttps?:\/\/\S+/g, ' ').match(/\p{L}{4,}/gu) ?? []) {
        const word = w.toLowerCase();
        if (ENGLISH_WORDS.has(word) && !names.has(word) && !found.has(word)) found.set(word, line.trim().slice(0, 120));
      }
    }
  }
  return [...found].map(([word, line]) => `${word}: ${line}`).sort();
}

/** Adds the lower-case words of four letters or more of each name to `into`. */
export function addNameWords(into: Set<string>, ...names: string[]): Set<string> {
  for (const name of names) for (const w of name.match(/\p{L}{4,}/gu) ?? []) into.add(w.toLowerCase());
  return into;
}

/** Saves `language` on the account of `email` through the gateway; returns the account's username and display name. */
export async function saveAccountLanguage(baseUrl: string, email: string, language: string): Promise<{ username: string; displayName: string }> {
  const login = await fetch(`${baseUrl}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: DEMO_PASSWORD }) });
  expect(login.status).toBe(200);
  const { data } = (await login.json()) as { data: { accessToken: string; user: { profile: { username: string; displayName: string } } } };
  const saved = await fetch(`${baseUrl}/api/auth/me/language`, { method: 'PUT', headers: { 'content-type': 'application/json', authorization: `Bearer ${data.accessToken}` }, body: JSON.stringify({ language }) });
  expect(saved.status).toBe(200);
  return data.user.profile;
}

/** Signs `email` in on a Spanish browser's /login and waits for `landing` (the role's first screen). */
export async function signInInSpanish(page: Page, baseUrl: string, email: string, landing: string): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await submitLogin(page, email, DEMO_PASSWORD).catch(async () => {
    // The form is in Spanish: its labels are the Spanish ones.
    await page.getByLabel('Correo electrónico').fill(email);
    await page.getByLabel('Contraseña').fill(DEMO_PASSWORD);
    await page.getByTestId('login-submit').click();
  });
  await page.waitForURL(`${baseUrl}${landing}`, { timeout: 30_000 });
}

/** A browser context whose language is US Spanish (what a signed-out page follows). */
export function spanishContext(browser: { newContext(options: { locale: string }): Promise<BrowserContext> }): Promise<BrowserContext> {
  return browser.newContext({ locale: 'es-US' });
}
