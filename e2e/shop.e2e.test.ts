/**
 * The shop's screens in headless Chromium against the real stack: a new student buys an avatar
 * item in the customizer and wears it (the preview and the header draw it, and it is still worn
 * after a reload); they place a piece of furniture in their home base, turn it, save, and find it
 * there after a reload; an XP boost bought in the shop adds its XP to the next correct answer's
 * result, and the shop's count of charges left goes down (docs/adr/0186).
 */
import { MongoClient } from 'mongodb';
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { giveEarnedCoins, submitLogin, useBrowserStack, useServedAnswers } from './support/index.js';

describe('shop, avatar and home base in the browser', () => {
  const e2e = useBrowserStack();
  const answers = useServedAnswers(e2e);
  const opened: Page[] = [];
  afterEach(async () => {
    for (const p of opened.splice(0)) await p.context().close();
  });

  /** A new student, signed in through the form in a window of their own, with `coins` to spend. */
  async function newStudentWith(coins: number): Promise<Page> {
    return (await newStudent(coins)).page;
  }

  async function newStudent(coins: number): Promise<{ page: Page; userId: string }> {
    const { stack, browser } = e2e;
    const page = await (await browser.newContext()).newPage();
    opened.push(page);
    const suffix = `${Date.now().toString(36).slice(-5)}${Math.floor(Math.random() * 1e4)}`;
    const email = `shop_${suffix}@example.com`;
    const res = await fetch(`${stack.baseUrl}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'Secret123!', confirmPassword: 'Secret123!', username: `shop_${suffix}`, displayName: 'Sam', role: 'STUDENT', gradeLevel: 5 }),
    });
    expect(res.status).toBe(201);
    const userId = ((await res.json()) as { data: { user: { id: string } } }).data.user.id;
    await giveEarnedCoins(stack, userId, coins);
    await page.goto(`${stack.baseUrl}/login`);
    await submitLogin(page, email, 'Secret123!');
    await page.waitForURL(`${stack.baseUrl}/home`);
    return { page, userId };
  }

  /** One correct answer on the solo screen: the result panel of the problem after `lastServed`. */
  async function answerCorrectly(page: Page, lastServed: string) {
    const card = page.locator(`[data-testid="problem-card"]:not([data-served-id="${lastServed}"])`);
    await card.waitFor();
    const served = (await card.getAttribute('data-served-id')) ?? '';
    await page.getByTestId('answer-input').fill(await answers.answer(served));
    await page.getByTestId('answer-input').press('Enter');
    const panel = page.getByTestId('result-panel');
    await panel.waitFor();
    expect(await panel.getAttribute('data-correct')).toBe('true');
    return { served, panel };
  }

  /** The XP-boost charges the game holds for the student (its student document, docs/adr/0186). */
  async function gameCharges(userId: string): Promise<number> {
    const { stack } = e2e;
    const client = new MongoClient(process.env.MONGO_URL || `mongodb://127.0.0.1:${stack.ports.mongo}`, { serverSelectionTimeoutMS: 10_000 });
    try {
      const doc = await client.db('mathquest_game').collection<{ _id: string; boosts?: { xp?: number } }>('students').findOne({ _id: userId });
      return doc?.boosts?.xp ?? 0;
    } finally {
      await client.close();
    }
  }

  const layerItem = (page: Page, scope: string, layer: string) => page.locator(`[data-testid="${scope}"] [data-layer="${layer}"]`).first().getAttribute('data-item');

  it('buys an avatar item with coins and equips it; the preview and the header draw it, also after a reload', async () => {
    const { stack } = e2e;
    const page = await newStudentWith(500);
    await page.goto(`${stack.baseUrl}/avatar`);
    await page.getByRole('heading', { name: 'Avatar Customizer' }).waitFor();
    await page.getByTestId('avatar-coins').filter({ hasText: '500 coins' }).waitFor();
    await page.getByRole('tab', { name: 'Face' }).click();
    await page.getByTestId('avatar-item-face-cool').click();
    const dialog = page.getByTestId('purchase-dialog');
    await dialog.getByTestId('buy-coins').click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByTestId('avatar-coins').filter({ hasText: '400 coins' }).waitFor();
    await page.getByRole('heading', { name: 'Your Collection (2)' }).waitFor();

    await page.getByTestId('avatar-item-face-cool').click();
    await page.getByTestId('equipped-FACE').getByText('Cool Shades').waitFor();
    expect(await layerItem(page, 'avatar-preview', 'FACE')).toBe('face-cool');
    await page.getByTestId('header-avatar').waitFor();
    expect(await layerItem(page, 'header-avatar', 'FACE')).toBe('face-cool');

    await page.reload();
    await page.getByTestId('equipped-FACE').getByText('Cool Shades').waitFor();
    await page.getByTestId('avatar-coins').filter({ hasText: '400 coins' }).waitFor();
    await page.getByTestId('header-avatar').waitFor();
    expect(await layerItem(page, 'header-avatar', 'FACE')).toBe('face-cool');
  });

  it('no coins for nothing: a full pet is sold no treat and cannot be fed', async () => {
    const { stack } = e2e;
    const page = await newStudentWith(100);
    await page.goto(`${stack.baseUrl}/pets`);
    await page.getByTestId('pet-sparky').waitFor();
    // A Pet Snack (+20) takes the starter pet from 80 to full happiness.
    await page.goto(`${stack.baseUrl}/shop`);
    await page.getByTestId('shop-item-treat-snack').first().click();
    const dialog = page.getByTestId('purchase-dialog');
    await dialog.getByTestId('buy-coins').click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByTestId('shop-coins').filter({ hasText: '75 coins' }).waitFor();
    // Now the snack would change nothing: the dialog says so and sells nothing.
    await page.getByTestId('shop-item-treat-snack').first().click();
    expect(await dialog.getByTestId('useless-now').textContent()).toContain('already at full happiness');
    expect(await dialog.getByTestId('buy-coins').count()).toBe(0);
    await dialog.getByRole('button', { name: 'Close' }).click();
    // Nor can the pet be fed for coins.
    await page.goto(`${stack.baseUrl}/pets`);
    const feed = page.getByTestId('pet-sparky').getByRole('button', { name: /^Feed / });
    await feed.waitFor();
    expect(await feed.isDisabled()).toBe(true);
    expect(await page.getByTestId('pet-sparky').textContent()).toContain('is full and happy');
    const token = await page.evaluate(() => localStorage.getItem('accessToken'));
    const r = await fetch(`${stack.baseUrl}/api/engagement/pets/sparky/feed`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });
    expect(r.status).toBe(409);
    expect(((await r.json()) as { error: { code: string } }).error.code).toBe('PET_ALREADY_HAPPY');
    const wallet = await fetch(`${stack.baseUrl}/api/engagement/wallet`, { headers: { authorization: `Bearer ${token}` } });
    expect(((await wallet.json()) as { data: { coins: number } }).data.coins).toBe(75);
  });

  it('places a piece of furniture, rotates it, saves, and finds it after a reload', async () => {
    const { stack } = e2e;
    const page = await newStudentWith(0);
    await page.goto(`${stack.baseUrl}/homebase`);
    await page.getByRole('heading', { name: 'Home Base Editor' }).waitFor();
    await page.getByTestId('piece-furn-bed').waitFor();

    await page.getByTestId('furniture-furn-desk').click();
    expect(await page.getByTestId('mode-place').getAttribute('aria-pressed')).toBe('true');
    await page.getByTestId('cell-6-0').click();
    const desk = page.getByTestId('piece-furn-desk');
    await desk.waitFor();
    expect(await page.getByTestId('mode-edit').getAttribute('aria-pressed')).toBe('true');
    await desk.click();
    await page.getByTestId('rotate-piece').click();
    expect(await desk.getAttribute('data-rotation')).toBe('90');
    await page.getByTestId('homebase-save').click();
    await page.getByTestId('homebase-message').getByText('Home base saved!').waitFor();

    await page.reload();
    await page.getByTestId('piece-furn-desk').waitFor();
    const saved = page.getByTestId('piece-furn-desk');
    expect([await saved.getAttribute('data-x'), await saved.getAttribute('data-y'), await saved.getAttribute('data-rotation')]).toEqual(['6', '0', '90']);
    // The rotated footprint (1 column, 2 rows) is what the room draws.
    const box = await saved.boundingBox();
    expect([Math.round(box!.width), Math.round(box!.height)]).toEqual([60, 120]);
  });

  it('an XP boost bought in the shop: the next correct answer shows its extra XP, and the shop shows one charge fewer', async () => {
    const { stack } = e2e;
    const { page, userId } = await newStudent(100);
    // A first answer: the student has a game progress for the boost to join.
    await page.goto(`${stack.baseUrl}/solo`);
    const first = await answerCorrectly(page, '');
    expect(await page.getByTestId('boost-bonus').count()).toBe(0);

    await page.goto(`${stack.baseUrl}/shop`);
    await page.getByTestId('shop-item-power-xp-boost-5').first().click();
    const dialog = page.getByTestId('purchase-dialog');
    await dialog.getByTestId('buy-coins').click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByTestId('shop-item-power-xp-boost-5').first().filter({ hasText: '5 left' }).waitFor();
    // The purchase reaches the game as one event; wait until its charges are there.
    for (let i = 0; i < 200 && (await gameCharges(userId)) < 5; i++) await new Promise((r) => setTimeout(r, 100));
    expect(await gameCharges(userId)).toBe(5);

    await page.goto(`${stack.baseUrl}/solo`);
    await answerCorrectly(page, first.served);
    const bonus = Number((await page.getByTestId('boost-bonus').textContent())?.match(/\+(\d+) XP/)?.[1]);
    const xpEarned = Number((await page.getByTestId('xp-earned').textContent())?.replace(/[^\d]/g, ''));
    expect(bonus).toBeGreaterThan(0);
    expect(bonus).toBe(Math.floor(((xpEarned - bonus) * 50) / 100));

    await page.goto(`${stack.baseUrl}/shop`);
    await page.getByTestId('shop-item-power-xp-boost-5').first().filter({ hasText: '4 left' }).waitFor();
  });
});
