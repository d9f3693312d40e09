import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { useBrowserStack } from './browser-stack.js';

const portOpen = (port: number) =>
  new Promise<boolean>((res) => {
    const s = connect({ port, host: '127.0.0.1' });
    s.once('connect', () => (s.destroy(), res(true)));
    s.once('error', () => (s.destroy(), res(false)));
  });

describe('e2e harness', () => {
  const e2e = useBrowserStack();

  it('starts the stack on its own ports and reports ready', async () => {
    const { stack } = e2e;
    expect(stack.baseUrl).toBe(`http://localhost:${stack.ports.gateway}`);
    expect(stack.ports.gateway).not.toBe(8080);
    const res = await fetch(`${stack.baseUrl}/readyz`);
    expect(res.status).toBe(200);
  });

  it('serves the web app through the gateway to headless Chromium', async () => {
    const { stack, browser } = e2e;
    const page = await browser.newPage();
    const res = await page.goto(stack.baseUrl, { waitUntil: 'domcontentloaded' });
    expect(res?.status()).toBe(200);
    expect(await page.locator('#root').count()).toBe(1);
    // The shared audit checks every page; here it is asked at once, before the page closes.
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await e2e.audit.check(page);
    await page.close();
  });

  it('the console watcher of every page reports a refused request and an uncaught error, and a declared one only in its test', async () => {
    const { stack, browser } = e2e;
    const page = await browser.newPage();
    await page.goto(stack.baseUrl, { waitUntil: 'domcontentloaded' });
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.evaluate(async () => {
      await fetch('/api/game/progress');
      setTimeout(() => {
        throw new Error('thrown on purpose');
      });
    });
    await expect.poll(() => e2e.console.pending().map((f) => f.kind).sort(), { timeout: 10_000 }).toEqual(['console', 'pageerror']);
    const logged = e2e.console.take();
    expect(logged.find((f) => f.kind === 'console')?.text).toMatch(/Failed to load resource: the server responded with a status of 401 .*\/api\/game\/progress/);
    expect(logged.find((f) => f.kind === 'pageerror')?.text).toBe('Error: thrown on purpose');

    // Declared by the test: excused in it, whether declared before or after it is logged.
    await page.evaluate(() => fetch('/api/game/progress'));
    await expect.poll(() => e2e.console.pending().length, { timeout: 10_000 }).toBe(1);
    e2e.console.expect(/status of 401 .*\/api\/game\/progress/);
    expect(e2e.console.take()).toEqual([]);
    await page.close();
  });

  it("the page journal tells a failed test's report what each page asked, was answered and showed, its own test's pages only", async () => {
    const { stack, browser } = e2e;
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${stack.baseUrl}/login`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.evaluate(() => fetch('/api/game/progress'));
    e2e.console.expect(/status of 401 .*\/api\/game\/progress/);
    const heading = await page.getByRole('heading', { level: 1 }).first().innerText();
    await context.close();

    await expect.poll(() => e2e.journal.report(), { timeout: 5_000 }).toContain('← 401 GET /api/game/progress');
    const report = await e2e.journal.report();
    expect(report).toMatch(/page \d+ \(closed\)/);
    expect(report).toContain('at /login');
    expect(report).toContain('→ GET /api/game/progress');
    expect(report).toContain('unanswered: none');
    expect(report.split('showed: ')[1]).toContain(heading);

    // The next test starts with an empty journal: a closed page is not reported again.
    e2e.journal.clear();
    expect(await e2e.journal.report()).not.toContain('/login');
  });

  it('stop() ends every process of the stack', async () => {
    const { stack } = e2e;
    const { ports } = stack;
    await stack.stop();
    const open = await Promise.all(Object.entries(ports).map(async ([name, port]) => ((await portOpen(port)) ? `${name} (${port})` : null)));
    expect(open.filter(Boolean), 'ports still accepting connections after stop()').toEqual([]);
  });
});
