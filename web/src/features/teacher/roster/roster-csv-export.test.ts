import { describe, expect, it } from 'vitest';
import { scopeIntl } from '../../../testing/scope-intl';
import { neutralizeCell, rosterCsv } from './roster-csv-export';

const student = { id: 'a', givenName: 'Maya', familyName: 'Kim', listName: 'Maya K.', grade: 5, username: 'mayak42', secret: 'sunny otter 42', createdAt: '2026-01-01T00:00:00.000Z' };

describe('the roster export', () => {
  it('neutralises every cell a spreadsheet would run as a formula', () => {
    for (const cell of ['=HYPERLINK("http://x")', '+1', '-2', '@SUM(A1)', '\tx', '\rx']) expect(neutralizeCell(cell)).toBe(`'${cell}`);
    expect(neutralizeCell('Maya')).toBe('Maya');
  });

  it('writes the OneRoster columns, quoted, with quotes doubled', () => {
    const csv = rosterCsv([student, { ...student, id: 'b', givenName: '=cmd', familyName: 'O"Neil' }], scopeIntl('teacher'));
    expect(csv.split('\r\n')).toEqual([
      '"givenName","familyName","grades","username","secret"',
      '"Maya","Kim","5","mayak42","sunny otter 42"',
      `"'=cmd","O""Neil","5","mayak42","sunny otter 42"`,
      '',
    ]);
  });

  it('writes the column headers in Spanish for a Spanish reader (names the roster upload reads too)', () => {
    const csv = rosterCsv([student], scopeIntl('teacher', 'es-US'));
    expect(csv.split('\r\n')[0]).toBe('"nombre","apellido","grado","usuario","clave"');
  });
});
