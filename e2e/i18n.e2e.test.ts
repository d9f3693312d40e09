/**
 * The interface in two languages (docs/product/i18n.md), in headless Chromium against the real
 * stack: a browser that prefers Spanish gets /login in US Spanish with `lang="es-US"` (axe-checked
 * like every page), the switcher on /login changes it, and a student's choice on /profile is saved
 * on the account: it survives a reload and follows the student to a new browser, and reaches the
 * services at once: the very next problem on /solo is written in Spanish, in the same page, without
 * signing out (docs/adr/0188). The student's
 * pets, shop, avatar, home base, leaderboards, guild and challenges screens show no English
 * sentence of their catalogues to a Spanish reader.
 */
import { randomInt } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { generateProblem, type Difficulty } from '@mathquest/maths';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowserStack, useServedAnswers } from './support/index.js';

/** Consonants only: random digits or hex could read as a phone number to the name filter. */
const consonants = (n: number) => Array.from({ length: n }, () => 'bcdfghjklmnpqrstvwxz'[randomInt(20)]).join('');

describe('the interface in two languages', () => {
  const e2e = useBrowserStack();
  const served = useServedAnswers(e2e);

  async function newStudent(): Promise<{ email: string; password: string }> {
    const name = `lng_${consonants(8)}`;
    const body = { email: `${name}@example.com`, password: 'Secret123!', confirmPassword: 'Secret123!', username: name, displayName: 'Lupe', role: 'STUDENT', gradeLevel: 5, birthYear: new Date().getUTCFullYear() - 14 };
    const res = await fetch(`${e2e.stack.baseUrl}/api/auth/register`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    expect(res.status).toBe(201);
    return { email: body.email, password: body.password };
  }

  const lang = (page: Page) => page.evaluate(() => document.documentElement.lang);
  const heading = (page: Page) => page.getByRole('heading', { level: 1 });

  async function signIn(page: Page, email: string, password: string): Promise<void> {
    await page.goto(`${e2e.stack.baseUrl}/login`);
    await page.locator('#login-email').fill(email);
    await page.locator('#login-password').fill(password);
    await page.getByTestId('login-submit').click();
    await page.waitForURL(`${e2e.stack.baseUrl}/home`);
  }

  it('a browser that prefers Spanish gets /login in US Spanish, and the switcher there changes it', async () => {
    const context = await e2e.browser.newContext({ locale: 'es-US' });
    try {
      const page = await context.newPage();
      await page.goto(`${e2e.stack.baseUrl}/login`);
      await expect.poll(() => heading(page).textContent(), { timeout: 15_000 }).toBe('¡Qué bueno verte de nuevo!');
      expect(await lang(page)).toBe('es-US');
      expect(await page.getByTestId('login-submit').textContent()).toBe('Iniciar sesión');
      expect(await page.getByLabel('Correo electrónico').count()).toBe(1);

      await page.getByTestId('language-switcher').selectOption('en');
      await expect.poll(() => heading(page).textContent(), { timeout: 15_000 }).toBe('Welcome back!');
      expect(await lang(page)).toBe('en');
      // Remembered on this browser.
      await page.reload();
      await expect.poll(() => heading(page).textContent(), { timeout: 15_000 }).toBe('Welcome back!');
    } finally {
      await context.close();
    }
  });

  it("a student's choice on /profile is saved on the account: it survives a reload and a sign-in elsewhere", async () => {
    const student = await newStudent();
    const first = await e2e.browser.newContext({ locale: 'en-US' });
    try {
      const page = await first.newPage();
      await signIn(page, student.email, student.password);
      await page.goto(`${e2e.stack.baseUrl}/profile`);
      await page.getByRole('heading', { name: 'Your stats' }).waitFor();
      expect(await lang(page)).toBe('en');

      const [saved] = await Promise.all([
        page.waitForResponse((r) => new URL(r.url()).pathname === '/api/auth/me/language' && r.request().method() === 'PUT'),
        page.getByTestId('language-switcher').selectOption('es-US'),
      ]);
      expect(saved.status()).toBe(200);
      await page.getByRole('heading', { name: 'Tus estadísticas' }).waitFor();
      await expect.poll(() => lang(page)).toBe('es-US');

      await page.reload();
      await page.getByRole('heading', { name: 'Tus estadísticas' }).waitFor();
      expect(await lang(page)).toBe('es-US');
    } finally {
      await first.close();
    }

    // A new browser that prefers English: after sign-in, the account's language wins.
    const second = await e2e.browser.newContext({ locale: 'en-US' });
    try {
      const page = await second.newPage();
      await signIn(page, student.email, student.password);
      await page.goto(`${e2e.stack.baseUrl}/profile`);
      await page.getByRole('heading', { name: 'Tus estadísticas' }).waitFor();
      await expect.poll(() => lang(page)).toBe('es-US');
      expect(await page.getByRole('link', { name: /Volver al inicio/ }).count()).toBe(1);
    } finally {
      await second.close();
    }
  });

  it('a switch to Spanish on /profile reaches the services at once: the very next problem on /solo is in Spanish, without signing out or reloading', async () => {
    const student = await newStudent();
    const context = await e2e.browser.newContext({ locale: 'en-US' });
    try {
      const page = await context.newPage();
      const sockets: string[] = [];
      page.on('websocket', (ws) => sockets.push(ws.url()));
      await signIn(page, student.email, student.password);
      await page.goto(`${e2e.stack.baseUrl}/profile`);
      await page.getByRole('heading', { name: 'Your stats' }).waitFor();
      // The realtime socket is open (it opens once a signed-in page has been drawn).
      await expect.poll(() => sockets.length, { timeout: 15_000 }).toBeGreaterThan(0);
      const opened = sockets.length;
      // A mark on this page's window: a reload or a new sign-in would lose it.
      await page.evaluate(() => Object.assign(window, { samePage: true }));

      const refreshed = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/auth/refresh-token' && r.request().method() === 'POST');
      const [saved] = await Promise.all([
        page.waitForResponse((r) => new URL(r.url()).pathname === '/api/auth/me/language' && r.request().method() === 'PUT'),
        page.getByTestId('language-switcher').selectOption('es-US'),
      ]);
      expect(saved.status()).toBe(200);
      // The token is refreshed at once (it now says Spanish), and the socket opened again with it.
      expect((await refreshed).status()).toBe(200);
      await expect.poll(() => sockets.length, { timeout: 15_000 }).toBe(opened + 1);
      await page.getByRole('heading', { name: 'Tus estadísticas' }).waitFor();

      // Home and on to solo practice through the app's links.
      await page.getByRole('link', { name: /Volver al inicio/ }).click();
      await page.waitForURL(`${e2e.stack.baseUrl}/home`);
      await page.getByTestId('mode-solo').click();
      const card = page.getByTestId('problem-card');
      await card.waitFor({ timeout: 30_000 });
      const facts = await served.facts((await card.getAttribute('data-served-id')) ?? '');
      expect(facts.language).toBe('es-US');
      // The page shows the Spanish words, not the English of the same problem.
      const spanish = generateProblem(facts.skillId, facts.difficulty as Difficulty, facts.seed, 'es-US').question.text;
      const english = generateProblem(facts.skillId, facts.difficulty as Difficulty, facts.seed, 'en').question.text;
      expect(facts.question).toBe(spanish);
      const wordsOf = (text: string) => new Set(text.toLowerCase().match(/\p{L}{4,}/gu) ?? []);
      const shown = wordsOf(await page.getByTestId('problem-question').innerText());
      expect([...wordsOf(spanish)].filter((w) => !shown.has(w)), `shown: ${[...shown].join(' ')}`).toEqual([]);
      expect([...wordsOf(english)].filter((w) => !wordsOf(spanish).has(w) && shown.has(w)), english).toEqual([]);
      expect(await page.evaluate(() => (window as Window & { samePage?: boolean }).samePage)).toBe(true);
    } finally {
      await context.close();
    }
  });

  /** A scope's messages in a language, as the web app's catalogues hold them. */
  const catalogue = (scope: string, language: string): Record<string, string> =>
    JSON.parse(readFileSync(new URL(`../web/src/i18n/messages/${scope}/${language}.json`, import.meta.url), 'utf8')) as Record<string, string>;

  /** The English sentences of a scope a Spanish screen must not show: whole messages without arguments, not also Spanish words. */
  function englishOnly(scope: string): string[] {
    const en = catalogue(scope, 'en');
    const es = new Set(Object.values(catalogue(scope, 'es-US')));
    return Object.values(en).filter((text) => !/[{}<]/.test(text) && text.length >= 8 && !es.has(text));
  }

  it("a Spanish student's pets, shop, avatar, home base, leaderboards, guild and challenges screens are in Spanish", async () => {
    const name = `lng_${consonants(8)}`;
    const body = { email: `${name}@example.com`, password: 'Secret123!', confirmPassword: 'Secret123!', username: name, displayName: 'Lupe', role: 'STUDENT', gradeLevel: 5, birthYear: new Date().getUTCFullYear() - 14, language: 'es-US' };
    const res = await fetch(`${e2e.stack.baseUrl}/api/auth/register`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    expect(res.status).toBe(201);
    const context = await e2e.browser.newContext({ locale: 'es-US' });
    try {
      const page = await context.newPage();
      await signIn(page, body.email, body.password);
      const screens: Array<[path: string, scope: string, title: string]> = [
        ['/pets', 'pets', 'Tus mascotas'],
        ['/shop', 'shop', 'Tienda'],
        ['/avatar', 'avatar', 'Personaliza tu avatar'],
        ['/homebase', 'homebase', 'Decora tu base'],
        ['/leaderboards', 'social', 'Clasificaciones'],
        ['/guild', 'guild', 'Sala del gremio'],
        ['/challenges', 'challenges', 'Arena de retos'],
      ];
      for (const [path, scope, title] of screens) {
        await page.goto(`${e2e.stack.baseUrl}${path}`);
        await expect.poll(() => heading(page).textContent(), { timeout: 15_000, message: path }).toBe(title);
        expect(await lang(page)).toBe('es-US');
        // Once the screen's reads have answered (no loading line left), its words are all on it.
        await expect.poll(() => page.locator('main .inline-loading, main [aria-busy="true"]').count(), { timeout: 15_000, message: path }).toBe(0);
        const shown = (await page.locator('main').innerText()).replace(/\s+/g, ' ');
        const sentences = englishOnly(scope);
        expect(sentences.length, `${scope}: English sentences to look for`).toBeGreaterThan(5);
        const english = sentences.filter((text) => shown.includes(text));
        expect(english, `${path} shows English`).toEqual([]);
      }
    } finally {
      await context.close();
    }
  });
});
