/**
 * The names the server sends in English, shown in Spanish (docs/product/i18n.md, "Notifications,
 * quests and content names"; docs/adr/0191), in headless Chromium against the real stack: a new
 * student whose account reads US Spanish, with a quest on a curriculum topic in progress, sees the
 * topic, their pet's name, a boss card's topics and a purchase's effect line in Spanish, and the
 * scan (support/i18n-scan.ts, which no longer skips them) finds no English on those screens.
 */
import { BOSSES } from '@mathquest/contracts';
import { topicName } from '@mathquest/maths/topics';
import { readFileSync } from 'node:fs';
import { MongoClient } from 'mongodb';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, giveEarnedCoins, useBrowserStack } from './support/index.js';
import { addNameWords, englishOn, signInInSpanish, spanishContext } from './support/i18n-scan.js';

/** The Spanish pets' names, as the app words them by id. */
const PET_NAMES = JSON.parse(readFileSync(new URL('../web/src/i18n/messages/pets/es-US.json', import.meta.url), 'utf8')) as Record<string, string>;

interface StoredQuest {
  difficulty: string;
  [field: string]: unknown;
}

/**
 * Test-only: today's MEDIUM quest of the student made a Topic Explorer on Fractions with two
 * problems solved, in the engagement service's player document (as two right answers on
 * fractions would leave it; which kinds a day draws is seeded by the student and the day).
 */
async function giveFractionsQuest(mongoPort: number, userId: string): Promise<void> {
  const client = new MongoClient(process.env.MONGO_URL || `mongodb://127.0.0.1:${mongoPort}`, { serverSelectionTimeoutMS: 10_000 });
  try {
    const players = client.db('mathquest_engagement').collection<{ _id: string; quests?: { items: StoredQuest[] } }>('wallets');
    const player = await players.findOne({ _id: userId });
    const items = player?.quests?.items ?? [];
    const at = items.findIndex((q) => q.difficulty === 'MEDIUM');
    expect(at).toBeGreaterThanOrEqual(0);
    items[at] = { ...items[at]!, kind: 'TOPIC_PROBLEMS', name: 'Topic Explorer', description: 'Solve 6 Fractions problems', topic: 'Fractions', targetValue: 6, currentProgress: 2 };
    await players.updateOne({ _id: userId }, { $set: { 'quests.items': items }, $inc: { version: 1 } });
  } finally {
    await client.close();
  }
}

describe('names the server sends, in Spanish', () => {
  const e2e = useBrowserStack();
  let context: BrowserContext;
  let page: Page;
  /** The student's username and display name: names are not English to find. */
  const names = new Set<string>();

  const open = async (path: string, ready: string) => {
    await page.goto(`${e2e.stack.baseUrl}${path}`);
    await page.locator(ready).first().waitFor({ timeout: 30_000 });
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('es-US');
  };
  const noEnglish = () => expect.poll(() => englishOn(page, names), { timeout: 20_000, interval: 500 }).toEqual([]);

  beforeAll(async () => {
    const { stack } = e2e;
    const suffix = `${Date.now().toString(36).slice(-5)}${Math.floor(Math.random() * 1e4)}`;
    const email = `nombres_${suffix}@example.com`;
    const username = `nombres_${suffix}`;
    const res = await fetch(`${stack.baseUrl}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: DEMO_PASSWORD, confirmPassword: DEMO_PASSWORD, username, displayName: 'Sofía', role: 'STUDENT', gradeLevel: 5, language: 'es-US' }),
    });
    expect(res.status).toBe(201);
    const userId = ((await res.json()) as { data: { user: { id: string } } }).data.user.id;
    addNameWords(names, username, 'Sofía');
    await giveEarnedCoins(stack, userId, 800);
    context = await spanishContext(e2e.browser);
    page = await context.newPage();
    await signInInSpanish(page, stack.baseUrl, email, '/home');
    // /home draws today's quests and the starter pet; then one quest is on a topic.
    await page.locator('.quest-list .quest').first().waitFor({ timeout: 30_000 });
    await giveFractionsQuest(stack.ports.mongo, userId);
  });

  afterAll(async () => {
    await context?.close();
  });

  it('/home: the quest’s topic and the pet’s name in Spanish, and no English', async () => {
    await open('/home', '.quest__topic');
    expect(await page.locator('.quest__topic').first().textContent()).toBe('Fracciones');
    expect(await page.getByTestId('pet-name').textContent()).toBe(PET_NAMES['pets.name.sparky']);
    await noEnglish();
  });

  it('/solo: the quest’s topic and the pet beside the problem in Spanish, and no English', async () => {
    await open('/solo', '[data-testid="problem-card"]');
    await page.locator('.quest__topic').first().waitFor({ timeout: 30_000 });
    expect(await page.locator('.quest__topic').first().textContent()).toBe('Fracciones');
    await page.locator('.solo-pet strong').waitFor({ timeout: 30_000 });
    expect(await page.locator('.solo-pet strong').textContent()).toBe(PET_NAMES['pets.name.sparky']);
    await noEnglish();
  });

  it('/bosses: each card’s topics in Spanish, and no English', async () => {
    await open('/bosses', '.boss-card__topics');
    const card = page.locator('.boss-card').first();
    const id = (await card.getAttribute('data-testid'))!.replace(/^boss-/, '');
    const boss = BOSSES.find((b) => b.id === id)!;
    const expected = new Intl.ListFormat('es-US', { type: 'unit' }).format(boss.topics.slice(0, 3).map((t) => topicName(t, 'es-US')));
    expect(await card.locator('.boss-card__topics').textContent()).toBe(expected);
    expect(expected).not.toBe(new Intl.ListFormat('es-US', { type: 'unit' }).format(boss.topics.slice(0, 3)));
    await noEnglish();
  });

  it('/shop: a pet on sale by its Spanish name, and a purchase’s effect line in Spanish, with no English', async () => {
    await open('/shop', '[data-testid="shop-item-pet-whiskers"]');
    expect(await page.locator('[data-testid="shop-item-pet-whiskers"] .item-card__name').textContent()).toBe(PET_NAMES['pets.name.whiskers']);
    await page.getByTestId('shop-item-power-xp-boost-5').click();
    await page.getByTestId('buy-coins').click();
    await expect.poll(() => page.getByTestId('shop-announce').textContent(), { timeout: 20_000 }).toContain(': +50% de XP en tus próximas 5 respuestas correctas');
    await page.getByTestId('shop-item-pet-whiskers').click();
    await page.getByTestId('buy-coins').click();
    await expect.poll(() => page.getByTestId('shop-announce').textContent(), { timeout: 20_000 }).toContain(`: ${PET_NAMES['pets.name.whiskers']} ya es parte de tus mascotas`);
    await noEnglish();
  });

  it('/pets: every pet by its Spanish name, and no English', async () => {
    await open('/pets', '[data-testid="pet-whiskers"]');
    expect(await page.locator('#pet-title-sparky').textContent()).toBe(PET_NAMES['pets.name.sparky']);
    expect(await page.locator('#pet-title-whiskers').textContent()).toBe(PET_NAMES['pets.name.whiskers']);
    await noEnglish();
  });
});
