/**
 * Web performance figures (docs/benchmarks.md, "Web pages"): in local headless Chromium with a
 * cold cache (a new browser context per run), the median of RUNS runs of
 *   - login submit → /home rendered (the mode list is shown),
 *   - /solo opened by a signed-in student → first problem visible,
 *   - compressed JavaScript and CSS transferred by a cold load of each route.
 * Targets: /home under 1 s, the first problem under 1.5 s.
 *
 *   npm run bench:web            (starts its own stack on free ports, like the browser tests)
 *   RUNS=9 npm run bench:web
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from '../../e2e/support/browser.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, startStack } from '../../e2e/support/stack.js';

const RUNS = Number(process.env.RUNS ?? 5);
const TARGET_HOME_MS = 1000;
const TARGET_PROBLEM_MS = 1500;
const ROUTES = ['/login', '/home', '/solo', '/profile', '/plans'] as const;

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};

async function login(page: Page, baseUrl: string, email: string): Promise<number> {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  const t0 = performance.now();
  await page.getByTestId('login-submit').click();
  await page.waitForURL(`${baseUrl}/home`);
  await page.getByTestId('mode-solo').or(page.getByTestId('mode-solo-done')).waitFor();
  return performance.now() - t0;
}

/** Compressed bytes of scripts and stylesheets the page has loaded so far. */
async function transferred(page: Page): Promise<{ js: number; css: number }> {
  return page.evaluate(() => {
    let js = 0;
    let css = 0;
    for (const e of performance.getEntriesByType('resource') as PerformanceResourceTiming[]) {
      if (e.name.endsWith('.js')) js += e.transferSize;
      else if (e.name.endsWith('.css')) css += e.transferSize;
    }
    return { js, css };
  });
}

async function coldContext(browser: Browser, storageState?: Awaited<ReturnType<BrowserContext['storageState']>>): Promise<BrowserContext> {
  return browser.newContext({ viewport: { width: 1280, height: 800 }, ...(storageState ? { storageState } : {}) });
}

async function main(): Promise<void> {
  console.log(`web-pages: starting a stack and Chromium (${RUNS} runs each) ...`);
  const [stack, browser] = await Promise.all([startStack(), launchBrowser()]);
  try {
    const { baseUrl } = stack;
    // One warm-up sign-in: the services' first requests (connections, JIT) are not what a child waits for.
    {
      const ctx = await coldContext(browser);
      await login(await ctx.newPage(), baseUrl, DEMO_ACCOUNTS.student);
      await ctx.close();
    }

    const homeMs: number[] = [];
    const problemMs: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const ctx = await coldContext(browser);
      const page = await ctx.newPage();
      homeMs.push(await login(page, baseUrl, DEMO_ACCOUNTS.student));
      const signedIn = await ctx.storageState();
      await ctx.close();

      const cold = await coldContext(browser, signedIn);
      const solo = await cold.newPage();
      const t0 = performance.now();
      await solo.goto(`${baseUrl}/solo`);
      await solo.getByTestId('problem-card').waitFor();
      problemMs.push(performance.now() - t0);
      await cold.close();
    }

    const perRoute: Array<{ route: string; js: number; css: number }> = [];
    const signIn = await coldContext(browser);
    await login(await signIn.newPage(), baseUrl, DEMO_ACCOUNTS.student);
    const state = await signIn.storageState();
    await signIn.close();
    for (const route of ROUTES) {
      const js: number[] = [];
      const css: number[] = [];
      for (let i = 0; i < RUNS; i++) {
        const ctx = await coldContext(browser, route === '/login' ? undefined : state);
        const page = await ctx.newPage();
        await page.goto(`${baseUrl}${route}`);
        await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
        const t = await transferred(page);
        js.push(t.js);
        css.push(t.css);
        await ctx.close();
      }
      perRoute.push({ route, js: median(js), css: median(css) });
    }

    const kb = (b: number) => `${(b / 1024).toFixed(1)} KB`;
    const h = median(homeMs);
    const p = median(problemMs);
    console.log('');
    console.log(`| figure (median of ${RUNS}, cold cache) | value | target |`);
    console.log('| --- | --- | --- |');
    console.log(`| login submit → /home rendered | ${h.toFixed(0)} ms | < ${TARGET_HOME_MS} ms ${h < TARGET_HOME_MS ? '(met)' : '(MISSED)'} |`);
    console.log(`| /solo → first problem visible | ${p.toFixed(0)} ms | < ${TARGET_PROBLEM_MS} ms ${p < TARGET_PROBLEM_MS ? '(met)' : '(MISSED)'} |`);
    console.log('');
    console.log('| route (cold load) | JavaScript transferred | CSS transferred |');
    console.log('| --- | --- | --- |');
    for (const r of perRoute) console.log(`| ${r.route} | ${kb(r.js)} | ${kb(r.css)} |`);
    console.log('');
    console.log(`runs: home ${homeMs.map((x) => x.toFixed(0)).join(', ')} ms; problem ${problemMs.map((x) => x.toFixed(0)).join(', ')} ms`);
  } finally {
    await browser.close();
    await stack.stop();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
