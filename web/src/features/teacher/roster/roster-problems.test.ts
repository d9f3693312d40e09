import type { RosterPreview, RosterPreviewRow } from '@mathquest/contracts';
import { describe, expect, it } from 'vitest';
import { scopeIntl } from '../../../testing/scope-intl';
import { fileProblemTexts, rowProblemTexts } from './roster-problems';

/** Rows as the server sends them: English sentences and the same problems as codes, index for index. */
const ROWS: Array<Pick<RosterPreviewRow, 'problems' | 'problemCodes'>> = [
  { problems: ['First name is missing', 'Last name is missing'], problemCodes: [{ code: 'FIRST_NAME_MISSING', params: {} }, { code: 'LAST_NAME_MISSING', params: {} }] },
  { problems: ['Same student as line 2'], problemCodes: [{ code: 'SAME_STUDENT', params: { line: 2 } }] },
  { problems: ['Unknown grade "12": use 4 to 8'], problemCodes: [{ code: 'GRADE_UNKNOWN', params: { grade: '12', min: 4, max: 8 } }] },
  { problems: ['Grade is missing'], problemCodes: [{ code: 'GRADE_MISSING', params: {} }] },
  { problems: ['"\'=1+1" looks like a spreadsheet formula (starts with =, +, - or @)'], problemCodes: [{ code: 'FORMULA_CELL', params: { cell: "'=1+1" } }] },
  { problems: ['Last name must be at most 40 characters'], problemCodes: [{ code: 'NAME_TOO_LONG', params: { field: 'familyName', max: 40 } }] },
  { problems: ['First name must not start with = + - or @'], problemCodes: [{ code: 'NAME_STARTS_WITH_SYMBOL', params: { field: 'givenName' } }] },
  { problems: ['Username must be 3 to 20 characters: letters, digits or _'], problemCodes: [{ code: 'USERNAME_INVALID', params: {} }] },
  { problems: ['Something else'], problemCodes: [{ code: 'INVALID', params: { message: 'Something else' } }] },
];

describe("the roster preview's problems", () => {
  it('words every row problem in English exactly as the server writes it', () => {
    const en = scopeIntl('teacher');
    for (const row of ROWS) expect(rowProblemTexts(en, row)).toEqual(row.problems);
  });

  it('words every row problem in Spanish', () => {
    const es = scopeIntl('teacher', 'es-US');
    expect(ROWS.map((row) => rowProblemTexts(es, row))).toEqual([
      ['Falta el nombre', 'Falta el apellido'],
      ['Es el mismo estudiante que la línea 2'],
      ['Grado desconocido "12": usa del 4 al 8'],
      ['Falta el grado'],
      ['"\'=1+1" parece una fórmula de hoja de cálculo (empieza con =, +, - o @)'],
      ['El apellido puede tener como máximo 40 caracteres'],
      ['El nombre no puede empezar con = + - o @'],
      ['El usuario debe tener de 3 a 20 caracteres: letras, dígitos o _'],
      ['Something else'],
    ]);
  });

  it("shows the server's sentences when the codes are missing or do not match them", () => {
    const es = scopeIntl('teacher', 'es-US');
    expect(rowProblemTexts(es, { problems: ['First name is missing'] })).toEqual(['First name is missing']);
    expect(rowProblemTexts(es, { problems: ['First name is missing', 'Grade is missing'], problemCodes: [{ code: 'GRADE_MISSING', params: {} }] })).toEqual([
      'First name is missing',
      'Grade is missing',
    ]);
  });

  it("words the file's problems in both languages", () => {
    const preview: Pick<RosterPreview, 'fileProblems' | 'fileProblemCodes'> = {
      fileProblems: ['The list has 201 students: at most 200 at once', 'The file is not UTF-8 text. Save it as "CSV UTF-8" and upload it again.', 'The list has no students.', 'The list could not be read as CSV: Invalid Closing Quote'],
      fileProblemCodes: [
        { code: 'TOO_MANY_ROWS', params: { count: 201, max: 200 } },
        { code: 'NOT_UTF8', params: {} },
        { code: 'NO_ROWS', params: {} },
        { code: 'NOT_CSV', params: { detail: 'Invalid Closing Quote' } },
      ],
    };
    expect(fileProblemTexts(scopeIntl('teacher'), preview)).toEqual(preview.fileProblems);
    expect(fileProblemTexts(scopeIntl('teacher', 'es-US'), preview)).toEqual([
      'La lista tiene 201 estudiantes: como máximo 200 a la vez',
      'El archivo no es texto UTF-8. Guárdalo como "CSV UTF-8" y vuelve a subirlo.',
      'La lista no tiene estudiantes.',
      'No se pudo leer la lista como CSV: Invalid Closing Quote',
    ]);
  });
});
