import { describe, expect, it } from 'vitest';
import { looksLikeFormula, neutralizeCell, readRosterList, rowKey } from './roster-csv.js';

const bytes = (text: string) => new TextEncoder().encode(text);

describe('reading a class list', () => {
  it('reads a OneRoster users file by its column names, in any order, other columns ignored', () => {
    const read = readRosterList(bytes('\uFEFFsourcedId,familyName,email,givenName,grades,username\r\ns1,Kim,,Maya,05,\r\ns2,"Ortiz, Jr",,Liam,Grade 6,liam_o\r\n'));
    expect(read.fileProblems).toEqual([]);
    expect(read.rows.map((r) => [r.line, r.row])).toEqual([
      [2, { givenName: 'Maya', familyName: 'Kim', grade: 5, username: null }],
      [3, { givenName: 'Liam', familyName: 'Ortiz, Jr', grade: 6, username: 'liam_o' }],
    ]);
  });

  it('reads the Spanish column names the roster download writes in Spanish', () => {
    const read = readRosterList(bytes('nombre,apellido,grado,usuario,clave\r\n"Maya","Kim","5","mayak42","sunny otter 42"\r\n'));
    expect(read.fileProblems).toEqual([]);
    expect(read.rows.map((r) => [r.line, r.row])).toEqual([[2, { givenName: 'Maya', familyName: 'Kim', grade: 5, username: 'mayak42' }]]);
  });

  it('reads a pasted list without a header: first name, last name, grade, username', () => {
    const read = readRosterList(bytes('Maya, Kim, 4\n\nZoë, Brk, 8, zoe_b\n'));
    expect(read.rows.map((r) => r.row)).toEqual([
      { givenName: 'Maya', familyName: 'Kim', grade: 4, username: null },
      { givenName: 'Zoë', familyName: 'Brk', grade: 8, username: 'zoe_b' },
    ]);
  });

  it('names each problem of a row and keeps the row out', () => {
    const read = readRosterList(bytes(['givenName,familyName,grades,username', 'Ada,Brk,5,', ',Brk,5,', 'ada , brk,6,', 'Bo,Brk,9,', 'Cy,Brk,,', '@Di,Brk,5,', 'Ed,Brk,5,no way'].join('\n')));
    expect(read.rows.map((r) => [r.line, r.problems])).toEqual([
      [2, []],
      [3, ['First name is missing']],
      [4, ['Same student as line 2']],
      [5, ['Unknown grade "9": use 4 to 8']],
      [6, ['Grade is missing']],
      [7, ['"\'@Di" looks like a spreadsheet formula (starts with =, +, - or @)']],
      [8, ['Username must be 3 to 20 characters: letters, digits or _']],
    ]);
    expect(read.rows.filter((r) => r.row).map((r) => r.line)).toEqual([2]);
    // The same problems as codes and parameters, index for index, for the screen to word.
    expect(read.rows.map((r) => r.problemCodes)).toEqual([
      [],
      [{ code: 'FIRST_NAME_MISSING', params: {} }],
      [{ code: 'SAME_STUDENT', params: { line: 2 } }],
      [{ code: 'GRADE_UNKNOWN', params: { grade: '9', min: 4, max: 8 } }],
      [{ code: 'GRADE_MISSING', params: {} }],
      [{ code: 'FORMULA_CELL', params: { cell: "'@Di" } }],
      [{ code: 'USERNAME_INVALID', params: {} }],
    ]);
  });

  it('codes a name that is too long with its field and limit, and a row missing both names', () => {
    const long = 'B'.repeat(41);
    const read = readRosterList(bytes(['givenName,familyName,grades', `Ada,${long},5`, ',,5'].join('\n')));
    expect(read.rows.map((r) => [r.problems, r.problemCodes])).toEqual([
      [['Last name must be at most 40 characters'], [{ code: 'NAME_TOO_LONG', params: { field: 'familyName', max: 40 } }]],
      [
        ['First name is missing', 'Last name is missing'],
        [
          { code: 'FIRST_NAME_MISSING', params: {} },
          { code: 'LAST_NAME_MISSING', params: {} },
        ],
      ],
    ]);
  });

  it('reads a quote inside an unquoted cell as text (a formula typed in a spreadsheet)', () => {
    const read = readRosterList(bytes('givenName,familyName,grades\n=HYPERLINK("x"),Brk,5\nMaya,Kim,5\n'));
    expect(read.fileProblems).toEqual([]);
    expect(read.rows.map((r) => r.problems.length > 0)).toEqual([true, false]);
  });

  it('refuses a file that is not UTF-8, and one without students', () => {
    expect(readRosterList(new Uint8Array([0x5a, 0x6f, 0xeb, 0x2c, 0x42, 0x2c, 0x35]))).toEqual({
      rows: [],
      fileProblems: ['The file is not UTF-8 text. Save it as "CSV UTF-8" and upload it again.'],
      fileProblemCodes: [{ code: 'NOT_UTF8', params: {} }],
    });
    expect(readRosterList(bytes('givenName,familyName,grades\n'))).toMatchObject({ fileProblems: ['The list has no students.'], fileProblemCodes: [{ code: 'NO_ROWS', params: {} }] });
    const many = ['givenName,familyName,grades', ...Array.from({ length: 201 }, (_, i) => `Kid${i},Brk,5`)].join('\n');
    expect(readRosterList(bytes(many))).toMatchObject({ fileProblems: ['The list has 201 students: at most 200 at once'], fileProblemCodes: [{ code: 'TOO_MANY_ROWS', params: { count: 201, max: 200 } }] });
  });

  it('tells formula-looking cells, neutralises them, and keys rows by username or folded names', () => {
    for (const cell of ['=1+1', '+1', '-1', '@A1', '\tx', '\rx']) expect([looksLikeFormula(cell), neutralizeCell(cell)]).toEqual([true, `'${cell}`]);
    expect(looksLikeFormula('Maya')).toBe(false);
    expect(rowKey({ givenName: ' Maya ', familyName: 'KIM  Lee', username: null })).toBe(rowKey({ givenName: 'maya', familyName: 'kim lee', username: null }));
    expect(rowKey({ givenName: 'Maya', familyName: 'Kim', username: 'mk' })).toBe('u:mk');
  });
});
