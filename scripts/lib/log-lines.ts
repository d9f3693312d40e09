/**
 * How `npm start` shows a service's log line: pino's JSON becomes `hh:mm:ss LEVEL message
 * {context}` (UTC), with the error's stack when there is one. The time lets a line be laid beside
 * a benchmark's timeline; the context is shown because a warning's figures (a duration, an id)
 * are in its fields, not in its message. Lines that are not JSON pass through.
 */

const PINO_LEVELS: Record<number, string> = { 10: 'TRACE', 20: 'DEBUG', 30: 'INFO', 40: 'WARN', 50: 'ERROR', 60: 'FATAL' };
/** Pino's own fields; every other field of a line is the service's context for its message. */
const PINO_FIELDS = new Set(['level', 'time', 'pid', 'hostname', 'msg', 'err']);
/** Context beyond this many characters is cut (a request's body, a long list). */
export const CONTEXT_MAX = 400;

/** `paint(code, text)`: the caller's colouring (ANSI codes, or none when not on a terminal). */
export function formatLogLine(line: string, paint: (code: number, text: string) => string = (_code, text) => text): string {
  if (!line.startsWith('{')) return line;
  let o: Record<string, unknown> & { level?: unknown; time?: unknown; msg?: unknown; err?: { message?: string; stack?: string } };
  try {
    o = JSON.parse(line) as typeof o;
  } catch {
    return line;
  }
  const level = typeof o.level === 'number' ? (PINO_LEVELS[o.level] ?? String(o.level)) : String(o.level ?? '').toUpperCase();
  const shown = level === 'ERROR' || level === 'FATAL' ? paint(31, level) : level === 'WARN' ? paint(33, level) : level;
  const at = typeof o.time === 'number' ? `${new Date(o.time).toISOString().slice(11, 19)} ` : '';
  const fields = Object.fromEntries(Object.entries(o).filter(([key]) => !PINO_FIELDS.has(key)));
  const json = Object.keys(fields).length ? JSON.stringify(fields) : '';
  const context = json.length > CONTEXT_MAX ? `${json.slice(0, CONTEXT_MAX)}…` : json;
  const err = o.err?.stack ?? o.err?.message;
  return `${at}${shown} ${typeof o.msg === 'string' ? o.msg : ''}${context ? ` ${context}` : ''}${err ? `\n${err}` : ''}`;
}
