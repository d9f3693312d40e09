/**
 * The console of every page the browser tests open (docs/accessibility.md, docs/product/web.md):
 * a screen used normally logs no error. Each page the shared helper opens is watched for
 * console `error` messages (the browser's own "Failed to load resource: …" lines for a refused
 * request included), uncaught page errors and Content Security Policy violations; the test that
 * opened the page fails with them (useBrowserStack's afterEach).
 *
 * A test that provokes a refusal on purpose (a wrong password, a guard) says so with `expect`
 * (before or after it happens): the pattern covers the messages of that test only and is forgotten
 * after it. Nothing is excused for every test.
 */
import type { BrowserContext, Page } from 'playwright-core';

export interface ConsoleFinding {
  url: string;
  kind: 'console' | 'pageerror';
  text: string;
}

export class ConsoleWatch {
  private findings: ConsoleFinding[] = [];
  private expected: RegExp[] = [];
  private watched = new WeakSet<Page>();

  /** Records every console error and uncaught error of `page` until it closes (once, however often it is handed over). */
  watch(page: Page): void {
    if (this.watched.has(page)) return;
    this.watched.add(page);
    page.on('console', (m) => {
      if (m.type() !== 'error') return;
      const source = m.location().url;
      this.record({ url: pathOf(page.url()), kind: 'console', text: source ? `${m.text()} (${pathOf(source)})` : m.text() });
    });
    page.on('pageerror', (err) => this.record({ url: pathOf(page.url()), kind: 'pageerror', text: `${err.name}: ${err.message}` }));
  }

  /** Watches every page a context opens. */
  watchContext(context: BrowserContext): void {
    context.on('page', (p) => this.watch(p));
    for (const p of context.pages()) this.watch(p);
  }

  /**
   * Declares a console error the current test provokes on purpose (matched against the message
   * text, which ends with the address of the script or the refused request in brackets); it is
   * excused in that test only.
   */
  expect(pattern: RegExp): void {
    this.expected.push(pattern);
  }

  /** What was logged since the last `take`, declared or not (for a test waiting for a message). */
  pending(): readonly ConsoleFinding[] {
    return [...this.findings];
  }

  /** Hands over (and forgets) what was logged since the last call and was not declared, and forgets the test's declarations. */
  take(): ConsoleFinding[] {
    const expected = this.expected.splice(0);
    return this.findings.splice(0).filter((f) => !expected.some((p) => p.test(f.text)));
  }

  private record(finding: ConsoleFinding): void {
    this.findings.push(finding);
  }
}

/** A page's or request's address without its origin (the address itself when it is not a URL). */
export function pathOf(url: string): string {
  try {
    const u = new URL(url);
    return u.pathname + u.search;
  } catch {
    return url;
  }
}

/** A readable list of console findings for a failing assertion. */
export function describeConsole(findings: ConsoleFinding[]): string {
  return findings.map((f) => `${f.kind} at ${f.url}: ${f.text}`).join('\n');
}
