/**
 * Reading a class list for the roster preview (docs/product/teacher.md#class-roster-and-login-cards--built,
 * docs/adr/0200). The bytes must be UTF-8 (checked strictly, TextDecoder with `fatal`); the text is
 * parsed by csv-parse (quoted fields, embedded commas and line breaks, a byte-order mark, any line
 * ending: the corners a hand-written split gets wrong). With a header naming `givenName` the columns
 * are those of a OneRoster users file (`givenName`, `familyName`, `grades`, optional `username`,
 * `email`, in any order, other columns ignored), or their Spanish names as the teacher's roster
 * download writes them in Spanish (`nombre`, `apellido`, `grado`, `usuario`, `correo`); without
 * one, a pasted list: first name, last name,
 * grade, optional username. Each row gets the list of its problems, as English sentences and as
 * codes with parameters the screen words in the reader's language; nothing is created here.
 */
import {
  GRADE_MAX,
  GRADE_MIN,
  ROSTER_NAME_MAX,
  ROSTER_ROWS_MAX,
  RosterMessages,
  RosterRowSchema,
  type RosterFileProblem,
  type RosterRow,
  type RosterRowProblem,
} from '@mathquest/contracts';
import { parse } from 'csv-parse/sync';

/** A row as read, before its account is looked up. */
export interface ReadRow {
  line: number;
  givenName: string;
  familyName: string;
  grade: string;
  username: string;
  /** English sentences, and the same problems as codes with parameters, index for index. */
  problems: string[];
  problemCodes: RosterRowProblem[];
  row: RosterRow | null;
}

export interface ReadList {
  rows: ReadRow[];
  fileProblems: string[];
  fileProblemCodes: RosterFileProblem[];
}

/** A problem of a row: its code and parameters, and its English sentence. */
interface Found {
  problem: RosterRowProblem;
  text: string;
}

const found = (code: RosterRowProblem['code'], text: string, params: RosterRowProblem['params'] = {}): Found => ({ problem: { code, params }, text });

function fileProblem(code: RosterFileProblem['code'], text: string, params: RosterFileProblem['params'] = {}): ReadList {
  return { rows: [], fileProblems: [text], fileProblemCodes: [{ code, params }] };
}

/** A check of the row schema as a coded problem (its English message kept as the sentence). */
function schemaProblem(issue: { path: PropertyKey[]; code: string; message: string }): Found {
  const field = issue.path[0];
  if (field === 'username') return found('USERNAME_INVALID', issue.message);
  if (field === 'givenName' || field === 'familyName') {
    if (issue.code === 'too_big') return found('NAME_TOO_LONG', issue.message, { field, max: ROSTER_NAME_MAX });
    if (/must not start/.test(issue.message)) return found('NAME_STARTS_WITH_SYMBOL', issue.message, { field });
    return found(field === 'givenName' ? 'FIRST_NAME_MISSING' : 'LAST_NAME_MISSING', issue.message);
  }
  return found('INVALID', issue.message, { message: issue.message });
}

/** A cell a spreadsheet would run as a formula (CWE-1236): =, +, - or @ first, or a tab or carriage return. */
export function looksLikeFormula(cell: string): boolean {
  return /^[=+\-@\t\r]/.test(cell);
}

/** A cell made safe for a CSV a spreadsheet opens: a formula-looking one starts with a quote mark. */
export function neutralizeCell(cell: string): string {
  return looksLikeFormula(cell) ? `'${cell}` : cell;
}

/** The identity a re-upload is matched by: the username when the row has one, else the names. */
export function rowKey(row: Pick<RosterRow, 'givenName' | 'familyName' | 'username'>): string {
  if (row.username) return `u:${row.username}`;
  const fold = (s: string) => s.normalize('NFKC').toLocaleLowerCase('en').replace(/\s+/g, ' ').trim();
  return `n:${fold(row.givenName)}|${fold(row.familyName)}`;
}

/** OneRoster grades ("04", "4", "Grade 4"); several grades or anything outside 4 to 8 is unknown. */
function gradeOf(raw: string): number | null {
  const m = /^(?:grade\s*)?0*(\d{1,2})$/i.exec(raw.trim());
  if (!m) return null;
  const n = Number(m[1]);
  return n >= GRADE_MIN && n <= GRADE_MAX ? n : null;
}

const HEADERS = {
  givenname: 'givenName',
  familyname: 'familyName',
  grades: 'grades',
  grade: 'grades',
  username: 'username',
  email: 'email',
  nombre: 'givenName',
  apellido: 'familyName',
  grado: 'grades',
  usuario: 'username',
  correo: 'email',
} as const;
type Column = (typeof HEADERS)[keyof typeof HEADERS];

function columnsOf(header: readonly string[]): Map<Column, number> | null {
  const columns = new Map<Column, number>();
  header.forEach((h, i) => {
    const column = HEADERS[h.trim().toLowerCase() as keyof typeof HEADERS];
    if (column && !columns.has(column)) columns.set(column, i);
  });
  return columns.has('givenName') ? columns : null;
}

/** Read the file's bytes into rows, each with its problems. */
export function readRosterList(bytes: Uint8Array): ReadList {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return fileProblem('NOT_UTF8', RosterMessages.NOT_UTF8);
  }
  let records: Array<{ record: string[]; info: { lines: number } }>;
  try {
    // With `info: true` each record comes with where it was read; the typings do not follow the option.
    records = parse(text, { bom: true, info: true, relax_column_count: true, relax_quotes: true, skip_empty_lines: true, skip_records_with_empty_values: true, trim: true }) as unknown as typeof records;
  } catch (err) {
    const detail = (err as Error).message;
    return fileProblem('NOT_CSV', `The list could not be read as CSV: ${detail}`, { detail });
  }
  const header = records[0] ? columnsOf(records[0].record) : null;
  const body = header ? records.slice(1) : records;
  if (body.length === 0) return fileProblem('NO_ROWS', RosterMessages.NO_ROWS);
  if (body.length > ROSTER_ROWS_MAX) return fileProblem('TOO_MANY_ROWS', `The list has ${body.length} students: at most ${ROSTER_ROWS_MAX} at once`, { count: body.length, max: ROSTER_ROWS_MAX });
  const cellOf = (record: string[], column: Column, position: number) => (header ? (header.has(column) ? (record[header.get(column)!] ?? '') : '') : (record[position] ?? ''));

  const seen = new Map<string, number>();
  const rows = body.map(({ record, info }) => {
    const read = { line: info.lines, givenName: cellOf(record, 'givenName', 0), familyName: cellOf(record, 'familyName', 1), grade: cellOf(record, 'grades', 2), username: cellOf(record, 'username', 3) };
    const problems: Found[] = [];
    if (!read.givenName) problems.push(found('FIRST_NAME_MISSING', 'First name is missing'));
    if (!read.familyName) problems.push(found('LAST_NAME_MISSING', 'Last name is missing'));
    for (const raw of record) {
      if (!looksLikeFormula(raw)) continue;
      const cell = neutralizeCell(raw).slice(0, 30);
      problems.push(found('FORMULA_CELL', `"${cell}" looks like a spreadsheet formula (starts with =, +, - or @)`, { cell }));
    }
    const grade = gradeOf(read.grade);
    if (grade === null) {
      const shown = neutralizeCell(read.grade).slice(0, 12);
      problems.push(read.grade ? found('GRADE_UNKNOWN', `Unknown grade "${shown}": use ${GRADE_MIN} to ${GRADE_MAX}`, { grade: shown, min: GRADE_MIN, max: GRADE_MAX }) : found('GRADE_MISSING', 'Grade is missing'));
    }
    let row: RosterRow | null = null;
    if (problems.length === 0) {
      const parsed = RosterRowSchema.safeParse({ givenName: read.givenName, familyName: read.familyName, grade, username: read.username || null });
      if (parsed.success) row = parsed.data;
      else problems.push(...parsed.error.issues.map(schemaProblem));
    }
    if (row) {
      const key = rowKey(row);
      const first = seen.get(key);
      if (first !== undefined) {
        problems.push(found('SAME_STUDENT', `Same student as line ${first}`, { line: first }));
        row = null;
      } else seen.set(key, read.line);
    }
    // The same sentence once (two identical formula cells, say), its code beside it.
    const once = problems.filter((p, i) => problems.findIndex((q) => q.text === p.text) === i);
    return { ...read, problems: once.map((p) => p.text), problemCodes: once.map((p) => p.problem), row };
  });
  return { rows, fileProblems: [], fileProblemCodes: [] };
}
