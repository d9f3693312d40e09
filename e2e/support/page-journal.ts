/**
 * What the pages of a browser test did, for the report of a test that failed: each page's
 * addresses, its requests to the API with their answers (or that none came), any other request
 * refused or never answered, its console lines of every level, and the text it showed when it
 * closed (or when the test ended). A test that times out waiting for an element says only that it
 * was not there; this says what was there instead.
 * Kept for the current test only (useBrowserStack's afterEach prints it when the test failed).
 */
import type { BrowserContext, Page, Request } from 'playwright-core';
import { pathOf } from './console-watch.js';

interface PageRecord {
  id: number;
  lines: string[];
  /** Requests sent and not answered yet (no response headers). */
  inFlight: Map<Request, string>;
  shown: string | null;
}

/** Enough lines to see the last steps of a page, not a whole session. */
const MAX_LINES = 60;
const MAX_SHOWN_CHARS = 1_500;

export class PageJournal {
  private records = new Map<Page, PageRecord>();
  private started = Date.now();
  private pages = 0;

  /** Journals `page` until it closes (once, however often it is handed over). */
  watch(page: Page): void {
    if (this.records.has(page)) return;
    const record: PageRecord = { id: ++this.pages, lines: [], inFlight: new Map(), shown: null };
    this.records.set(page, record);
    const note = (line: string) => {
      record.lines.push(`${((Date.now() - this.started) / 1000).toFixed(2)}s ${line}`);
      if (record.lines.length > MAX_LINES) record.lines.shift();
    };
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) note(`at ${pathOf(frame.url())}`);
    });
    page.on('console', (m) => note(`console.${m.type()}: ${m.text().slice(0, 300)}`));
    page.on('pageerror', (err) => note(`page error: ${err.message}`));
    page.on('websocket', (ws) => note(`socket opened ${pathOf(ws.url())}`));
    // Every request is followed; the API's are noted as they go, the others (the app's code and
    // catalogues) only when refused, failed or never answered.
    page.on('request', (req) => {
      const what = `${req.method()} ${pathOf(req.url())}`;
      record.inFlight.set(req, what);
      if (isApi(req)) note(`→ ${what}`);
    });
    page.on('response', (res) => {
      const req = res.request();
      if (record.inFlight.delete(req) && (isApi(req) || res.status() >= 400)) note(`← ${res.status()} ${req.method()} ${pathOf(req.url())}`);
    });
    page.on('requestfailed', (req) => {
      if (record.inFlight.delete(req)) note(`✗ ${req.method()} ${pathOf(req.url())}: ${req.failure()?.errorText ?? 'failed'}`);
    });
  }

  /** Journals every page `context` opens, and keeps what they show when the context closes. */
  watchContext(context: BrowserContext): void {
    context.on('page', (p) => this.watch(p));
    for (const p of context.pages()) this.watch(p);
    const close = context.close.bind(context);
    context.close = async (options) => {
      await Promise.all(context.pages().map((p) => this.keepShown(p)));
      return close(options);
    };
  }

  /** The text a page shows now, kept for the report (bounded in time: a page that hangs says so). */
  async keepShown(page: Page): Promise<void> {
    const record = this.records.get(page);
    if (!record || page.isClosed()) return;
    const text = page.evaluate(() => document.body?.innerText ?? '').catch((err: Error) => `(unreadable: ${err.message})`);
    const timeout = new Promise<string>((resolve) => setTimeout(() => resolve('(no answer within 2 s)'), 2_000).unref());
    record.shown = (await Promise.race([text, timeout])).replace(/\s+/g, ' ').slice(0, MAX_SHOWN_CHARS);
  }

  /** The journal of every page that did something since the last `clear` (the text of those still open read now). */
  async report(): Promise<string> {
    await Promise.all([...this.records.keys()].map((p) => this.keepShown(p)));
    return [...this.records.entries()]
      .filter(([, r]) => r.lines.length > 0 || r.inFlight.size > 0)
      .map(([page, r]) => {
        const unanswered = [...r.inFlight.values()];
        return [
          `page ${r.id} (${page.isClosed() ? 'closed' : `open at ${pathOf(page.url())}`})`,
          ...r.lines.map((l) => `  ${l}`),
          unanswered.length ? `  unanswered: ${unanswered.join(', ')}` : '  unanswered: none',
          `  showed: ${r.shown ?? '(not read)'}`,
        ].join('\n');
      })
      .join('\n');
  }

  /** Forgets the pages journaled so far (closed ones) and restarts the clock; open pages go on being journaled. */
  clear(): void {
    for (const [page, record] of this.records) {
      if (page.isClosed()) this.records.delete(page);
      else Object.assign(record, { lines: [], shown: null });
    }
    this.started = Date.now();
  }
}

function isApi(req: Request): boolean {
  return pathOf(req.url()).startsWith('/api/');
}
