/**
 * axe-core on every page the browser tests visit (docs/adr/0038, docs/accessibility.md).
 *
 * Every page the shared helper opens is watched: each time its main frame settles on a new
 * address (a load or a client-side route change), axe-core is injected through playwright-core
 * and run on what is shown. Serious and critical violations of WCAG 2.1 A/AA and axe's best
 * practices (colour contrast included) are collected; the test that visited the page fails with
 * them (useBrowserStack's afterEach). Each address visited is then opened once more at the other
 * viewport size (a 375 px phone for desktop visits, a desktop for phone visits) with the same
 * sign-in, so every visited page is checked in both sizes.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser, BrowserContext, Page, Response } from 'playwright-core';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export const DESKTOP = { width: 1280, height: 800 } as const;
export const PHONE = { width: 375, height: 667 } as const;
/** Impacts that fail a test. */
const FAILING = new Set(['serious', 'critical']);
/** How long a page must stay on one address before it is checked (its lazy chunks and data load meanwhile). */
const SETTLE_MS = 600;

export interface A11yFinding {
  url: string;
  viewport: string;
  rule: string;
  impact: string;
  help: string;
  /** CSS selectors of the first offending elements, with axe's summary of the failure. */
  nodes: string[];
}

interface AxeResult {
  violations: Array<{ id: string; impact: string | null; help: string; nodes: Array<{ target: unknown[]; failureSummary?: string }> }>;
}

/** Each page's axe runs, one after another: axe-core refuses to start while it runs in that page. */
const axeRuns = new WeakMap<Page, Promise<unknown>>();

/**
 * Runs axe-core on the page as it is now, after any run already under way in that page (the
 * audit's own check of an address and a test's check of a state can meet); null when the page went
 * away meanwhile.
 */
export function axeCheck(page: Page): Promise<A11yFinding[] | null> {
  const run = (axeRuns.get(page) ?? Promise.resolve())
    .catch(() => undefined)
    .then(() => runAxe(page));
  axeRuns.set(page, run);
  return run;
}

async function runAxe(page: Page): Promise<A11yFinding[] | null> {
  try {
    const url = page.url();
    const size = page.viewportSize();
    const hasAxe = await page.evaluate(() => typeof (window as unknown as { axe?: unknown }).axe !== 'undefined');
    if (!hasAxe) await page.evaluate(AXE_SOURCE);
    // Judge what stays on screen, not a toast or a panel half faded in: finite animations end first
    // (bounded; endless ones such as a spinner or a pulsing card are left running).
    await page.evaluate(() =>
      Promise.race([
        Promise.all(
          document
            .getAnimations()
            .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
            .map((a) => a.finished.catch(() => undefined)),
        ),
        new Promise((resolve) => setTimeout(resolve, 2_000)),
      ]),
    );
    const result = await page.evaluate(async () => {
      const axe = (window as unknown as { axe?: { run: (ctx: unknown, opts: unknown) => Promise<unknown> } }).axe;
      if (!axe) return null; // a new document replaced the one axe was put into
      return axe.run(document, {
        runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
        resultTypes: ['violations'],
      });
    });
    if (result === null || page.url() !== url) return null; // it moved on while axe ran: the new address gets its own check
    return (result as AxeResult).violations
      .filter((v) => FAILING.has(v.impact ?? ''))
      .map((v) => ({
        url: new URL(url).pathname + new URL(url).search,
        viewport: size ? `${size.width}x${size.height}` : 'default',
        rule: v.id,
        impact: v.impact ?? '',
        help: v.help,
        nodes: v.nodes.slice(0, 5).map((n) => `${n.target.join(' ')}${n.failureSummary ? ` (${n.failureSummary.replace(/\s+/g, ' ').trim()})` : ''}`),
      }));
  } catch (err) {
    // A page closed or navigated away mid-check has nothing left to check at that address.
    if (/closed|destroyed|navigat|Target page/i.test(String(err))) return null;
    throw err;
  }
}

interface Visit {
  url: string;
  /** Wider than a phone when it was visited: it is checked again as a phone, and the other way round. */
  wide: boolean;
  context: BrowserContext;
}

export class AccessibilityAudit {
  private findings: A11yFinding[] = [];
  private pending = new Set<Promise<void>>();
  private visits = new Map<string, Visit>();
  private errors: unknown[] = [];
  /** Pages checked so far (a run that checked nothing is itself a failure). */
  checked = 0;
  /** Set while the audit opens pages itself (the other viewport size): the watchers stand aside. */
  private rechecking = false;

  private watched = new WeakSet<Page>();

  /** Checks `page` every time it settles on a new address, until it closes (once, however often it is handed over). */
  watch(page: Page): void {
    if (this.watched.has(page)) return;
    this.watched.add(page);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const schedule = () => {
      if (timer) clearTimeout(timer);
      timer = setTimeout(() => {
        timer = undefined;
        if (!this.rechecking) this.track(this.check(page));
      }, SETTLE_MS);
    };
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) schedule();
    });
    page.on('close', () => timer && clearTimeout(timer));
  }

  /** Watches every page a context opens. */
  watchContext(context: BrowserContext): void {
    context.on('page', (p) => this.watch(p));
    for (const p of context.pages()) this.watch(p);
  }

  private track(p: Promise<void>): void {
    const tracked = p.catch((err: unknown) => void this.errors.push(err)).finally(() => this.pending.delete(tracked));
    this.pending.add(tracked);
  }

  /** Checks the page as it is now (the watcher does this by itself once a page settles). */
  async check(page: Page): Promise<void> {
    if (page.isClosed()) return;
    const url = page.url();
    if (!url.startsWith('http')) return;
    const found = await axeCheck(page);
    if (found === null) return;
    this.checked += 1;
    this.findings.push(...found);
    const wide = (page.viewportSize()?.width ?? DESKTOP.width) > PHONE.width * 1.5;
    const key = `${wide}:${new URL(url).pathname}${new URL(url).search}`;
    if (!this.visits.has(key)) this.visits.set(key, { url, wide, context: page.context() });
  }

  /** Waits for the checks under way, then hands over (and forgets) what they found. */
  async take(): Promise<A11yFinding[]> {
    while (this.pending.size > 0) await Promise.all([...this.pending]);
    const errors = this.errors.splice(0);
    if (errors.length > 0) throw new Error(`the accessibility check itself failed: ${errors.map(String).join('; ')}`);
    return this.findings.splice(0);
  }

  /**
   * Opens each address visited once more at the other viewport size, signed in as the visit was
   * (the visiting context's stored session, or none when it is closed by now), and checks it.
   */
  async recheckInOtherSize(browser: Browser): Promise<void> {
    this.rechecking = true;
    try {
      await this.recheckAll(browser);
    } finally {
      this.rechecking = false;
    }
  }

  private async recheckAll(browser: Browser): Promise<void> {
    for (const visit of this.visits.values()) {
      const viewport = visit.wide ? PHONE : DESKTOP;
      let storageState: Awaited<ReturnType<BrowserContext['storageState']>> | undefined;
      try {
        storageState = await visit.context.storageState();
      } catch {
        storageState = undefined; // the test closed its window: checked as a visitor
      }
      const context = await browser.newContext({ viewport, ...(storageState ? { storageState } : {}) });
      try {
        const page = await context.newPage();
        // The app shell must come back as a page; a refusal (rate limit, restart) is tried again
        // a few times, and failing that the recheck fails with what the server said.
        let response = await page.goto(visit.url, { waitUntil: 'load' });
        for (let attempt = 1; attempt < 4 && !isPage(response); attempt++) {
          await page.waitForTimeout(1_000 * attempt);
          response = await page.goto(visit.url, { waitUntil: 'load' });
        }
        if (!isPage(response)) throw new Error(`recheck of ${visit.url}: the server answered ${response?.status()} ${response?.headers()['content-type'] ?? ''}`);
        // Lazy chunks and the first data (the socket's websocket does not count as network activity).
        await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
        const found = await axeCheck(page);
        if (found !== null) {
          this.checked += 1;
          this.findings.push(...found.map((f) => ({ ...f, url: `${f.url} (visited as ${new URL(visit.url).pathname})` })));
        }
      } finally {
        await context.close();
      }
    }
    this.visits.clear();
  }
}

/** An HTML page answered with success (the app shell). */
function isPage(response: Response | null): boolean {
  return response !== null && response.ok() && (response.headers()['content-type'] ?? '').startsWith('text/html');
}

/** A readable list of findings for a failing assertion. */
export function describeFindings(findings: A11yFinding[]): string {
  return findings.map((f) => `${f.impact} ${f.rule} at ${f.url} (${f.viewport}): ${f.help}\n    ${f.nodes.join('\n    ')}`).join('\n');
}
