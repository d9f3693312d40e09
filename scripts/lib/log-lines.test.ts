import { describe, expect, it } from 'vitest';
import { CONTEXT_MAX, formatLogLine } from './log-lines.js';

const at = Date.parse('2026-11-30T07:16:25.123Z');

describe("npm start's service log lines", () => {
  it("show the time, the level, the message and the line's own fields", () => {
    const line = JSON.stringify({ level: 40, time: at, pid: 7, hostname: 'h', msg: 'the outbox full pass took long', ms: 2300, msByKind: { student: 400 } });
    expect(formatLogLine(line)).toBe('07:16:25 WARN the outbox full pass took long {"ms":2300,"msByKind":{"student":400}}');
  });

  it("add the error's stack on the next lines, and cut a long context", () => {
    const line = JSON.stringify({ level: 50, time: at, msg: 'failed', err: { message: 'boom', stack: 'Error: boom\n    at x' }, body: 'x'.repeat(1000) });
    const [first, ...rest] = formatLogLine(line).split('\n');
    expect(first!.startsWith('07:16:25 ERROR failed {"body":"xxx')).toBe(true);
    expect(first!.endsWith('…')).toBe(true);
    expect(first!.length).toBe('07:16:25 ERROR failed '.length + CONTEXT_MAX + 1);
    expect(rest).toEqual(['Error: boom', '    at x']);
  });

  it('pass other lines through, and colour the level as the caller paints', () => {
    expect(formatLogLine('listening on 127.0.0.1:4222')).toBe('listening on 127.0.0.1:4222');
    expect(formatLogLine('{not json')).toBe('{not json');
    expect(formatLogLine(JSON.stringify({ level: 30, msg: 'ready' }), (code, text) => `<${code}>${text}`)).toBe('INFO ready');
    expect(formatLogLine(JSON.stringify({ level: 40, msg: 'slow' }), (code, text) => `<${code}>${text}`)).toBe('<33>WARN slow');
  });
});
