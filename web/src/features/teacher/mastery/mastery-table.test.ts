import { standardsByDomain, type ClassroomMastery, type Standard } from '@mathquest/contracts';
import { describe, expect, it } from 'vitest';
import { scopeIntl } from '../../../testing/scope-intl';
import { domainsOf, filterStandards, masteryCsv, masteryRows } from './mastery-table';

const en = scopeIntl('teacher');

const std = (code: string, grade: number, domain: string): Standard => ({ code, grade, domain, skills: [{ skillId: `${code}-skill`, name: code }] });
const standards = [std('4.OA.A.1', 4, 'OA'), std('4.OA.A.2', 4, 'OA'), std('4.NF.A.1', 4, 'NF'), std('5.NF.B.4', 5, 'NF')];
const report: ClassroomMastery = {
  classroomId: 'c1',
  standards,
  students: [
    { studentId: 's2', cells: [{ standard: '4.OA.A.1', level: 'PROFICIENT', problems: 14 }] },
    { studentId: 's1', cells: [{ standard: '5.NF.B.4', level: 'MASTERED', problems: 30 }] },
  ],
};
const names = new Map([
  ['s1', { name: 'Ana B.', username: 'ana.b' }],
  ['s2', { name: '=HYPERLINK("x")', username: 'zed' }],
]);

describe('the standards report table', () => {
  it('filters by grade and domain and groups consecutive standards of a domain', () => {
    expect(filterStandards(standards, { grade: 4, domain: 'all' }).map((s) => s.code)).toEqual(['4.OA.A.1', '4.OA.A.2', '4.NF.A.1']);
    expect(filterStandards(standards, { grade: 'all', domain: 'NF' }).map((s) => s.code)).toEqual(['4.NF.A.1', '5.NF.B.4']);
    expect(domainsOf(standards, 4)).toEqual(['OA', 'NF']);
    expect(standardsByDomain(standards).map((g) => [g.label, g.standards.length])).toEqual([
      ['Grade 4 · Operations and Algebraic Thinking', 2],
      ['Grade 4 · Number and Operations: Fractions', 1],
      ['Grade 5 · Number and Operations: Fractions', 1],
    ]);
  });

  it('names rows from the class list, sorted by name', () => {
    expect(masteryRows(report, names, en).map((r) => r.name)).toEqual(['=HYPERLINK("x")', 'Ana B.']);
    expect(masteryRows(report, new Map(), en).map((r) => r.name)).toEqual(['Student', 'Student']);
  });

  it('exports the shown standards with levels and counts, formula-looking cells neutralised', () => {
    const csv = masteryCsv(masteryRows(report, names, en), filterStandards(standards, { grade: 'all', domain: 'all' }), en);
    expect(csv.split('\r\n')).toEqual([
      '"Student","Username","4.OA.A.1","4.OA.A.2","4.NF.A.1","5.NF.B.4"',
      `"'=HYPERLINK(""x"")","zed","Proficient (14)","Not started","Not started","Not started"`,
      '"Ana B.","ana.b","Not started","Not started","Not started","Mastered (30)"',
      '',
    ]);
  });

  it('writes the headers and the levels in Spanish for a Spanish reader', () => {
    const es = scopeIntl('teacher', 'es-US');
    const csv = masteryCsv(masteryRows(report, names, es), filterStandards(standards, { grade: 4, domain: 'OA' }), es);
    expect(csv.split('\r\n')).toEqual([
      '"Estudiante","Usuario","4.OA.A.1","4.OA.A.2"',
      `"'=HYPERLINK(""x"")","zed","Competente (14)","Sin empezar"`,
      '"Ana B.","ana.b","Sin empezar","Sin empezar"',
      '',
    ]);
  });
});
