import { CCSS_DOMAIN_NAMES, GRADE_MAX, GRADE_MIN, MASTERY_LEVEL_LABELS, MASTERY_LEVELS, standardsByDomain, type Standard } from '@mathquest/contracts';
import { useMemo, useState } from 'react';
import { useParams } from 'react-router-dom';
import { InlineLoading } from '../../../components/ui/loading-screen';
import { teacherPaths } from '../../../config/area-paths';
import { messageOf } from '../../../lib/api-client';
import { downloadText } from '../../../utils/download';
import { TeacherLayout } from '../components/teacher-layout';
import { cellOf, domainsOf, filterStandards, LEVEL_MARKS, masteryCsv, masteryRows, type MasteryFilter, type MasteryRow } from './mastery-table';
import { StandardAnswersDialog } from './standard-answers-dialog';
import { useClassroom } from '../api/get-classroom';
import { useClassroomMastery } from '../api/get-classroom-mastery';
import '../../../styles/mastery-levels.css';
import './mastery.css';

const GRADES = Array.from({ length: GRADE_MAX - GRADE_MIN + 1 }, (_, i) => GRADE_MIN + i);
const levelClass = (level: string) => `mastery-level--${level.toLowerCase()}`;

/**
 * /teacher/classrooms/{id}/standards: the class's standards mastery report
 * (docs/product/teacher.md#standards-mastery). Students down, Common Core standards across grouped
 * by grade and domain; each cell is the student's level with the number of problems behind it,
 * and opens that student's recent answers on the standard. Filters by grade (the class's at
 * first) and domain; the CSV holds what the filters show.
 */
export default function StandardsMasteryPage() {
  const { id = '' } = useParams();
  const report = useClassroomMastery(id);
  const classroom = useClassroom(id);
  const [chosen, setChosen] = useState<Partial<MasteryFilter>>({});
  const [open, setOpen] = useState<{ studentId: string; standard: string; name: string } | null>(null);

  const filter: MasteryFilter = { grade: chosen.grade ?? classroom.data?.gradeLevel ?? 'all', domain: chosen.domain ?? 'all' };
  const rows = useMemo(() => {
    if (!report.data || !classroom.data) return [];
    const names = new Map(classroom.data.students.map((m) => [m.studentId, { name: m.student.user.profile.displayName, username: m.student.user.profile.username }]));
    return masteryRows(report.data, names);
  }, [report.data, classroom.data]);
  const standards = report.data ? filterStandards(report.data.standards, filter) : [];
  const domains = report.data ? domainsOf(report.data.standards, filter.grade) : [];

  function exportCsv() {
    const name = classroom.data?.name || 'class';
    downloadText(`${name}-standards.csv`, masteryCsv(rows, standards), 'text/csv;charset=utf-8');
  }

  const failure = report.error ?? classroom.error;
  return (
    <TeacherLayout back={{ to: teacherPaths.classroom.getHref(id), label: 'Back to the classroom' }}>
      <h1>Standards mastery{classroom.data ? `: ${classroom.data.name}` : ''}</h1>
      {failure ? (
        <p role="alert" data-testid="mastery-error">
          {messageOf(failure, 'The report could not be loaded. You may not have permission to view this class.')}
        </p>
      ) : report.isPending || classroom.isPending ? (
        <InlineLoading message="Loading the report..." />
      ) : (
        <section className="panel" aria-labelledby="mastery-heading">
          <h2 id="mastery-heading" className="sr-only">
            Students by standard
          </h2>
          <div className="mastery-filters">
            <div className="field">
              <label htmlFor="mastery-grade">Grade</label>
              <select id="mastery-grade" value={String(filter.grade)} onChange={(e) => setChosen({ grade: e.target.value === 'all' ? 'all' : Number(e.target.value), domain: 'all' })}>
                <option value="all">All grades</option>
                {GRADES.map((g) => (
                  <option key={g} value={g}>
                    Grade {g}
                  </option>
                ))}
              </select>
            </div>
            <div className="field">
              <label htmlFor="mastery-domain">Domain</label>
              <select id="mastery-domain" value={filter.domain} onChange={(e) => setChosen({ ...chosen, grade: filter.grade, domain: e.target.value })}>
                <option value="all">All domains</option>
                {domains.map((d) => (
                  <option key={d} value={d}>
                    {CCSS_DOMAIN_NAMES[d] ?? d}
                  </option>
                ))}
              </select>
            </div>
            <div className="mastery-actions">
              <button type="button" className="btn btn--secondary" onClick={exportCsv} disabled={rows.length === 0 || standards.length === 0} data-testid="mastery-export">
                Export CSV
              </button>
            </div>
          </div>
          <ul className="mastery-legend" aria-label="Levels">
            {MASTERY_LEVELS.map((level) => (
              <li key={level}>
                <span className={`mastery-cell ${levelClass(level)}`} aria-hidden="true">
                  {LEVEL_MARKS[level]}
                </span>{' '}
                {MASTERY_LEVEL_LABELS[level]}
              </li>
            ))}
          </ul>
          {rows.length === 0 ? (
            <p data-testid="mastery-empty">No students in this class yet. Students appear here once they join and practise.</p>
          ) : standards.length === 0 ? (
            <p data-testid="mastery-empty">No standards for this grade and domain.</p>
          ) : (
            <MasteryGrid rows={rows} standards={standards} onOpen={(row, code) => setOpen({ studentId: row.studentId, standard: code, name: row.name })} />
          )}
        </section>
      )}
      {open ? <StandardAnswersDialog classroomId={id} cell={open} studentName={open.name} onClose={() => setOpen(null)} /> : null}
    </TeacherLayout>
  );
}

function MasteryGrid({ rows, standards, onOpen }: { rows: readonly MasteryRow[]; standards: readonly Standard[]; onOpen: (row: MasteryRow, code: string) => void }) {
  const groups = standardsByDomain(standards);
  return (
    <div className="mastery-scroll" tabIndex={0} role="region" aria-label="Standards mastery table">
      <table className="mastery-table" data-testid="mastery-table">
        <caption className="sr-only">Each student's level on each standard, with the number of problems behind it</caption>
        <thead>
          <tr>
            <td />
            {groups.map((g) => (
              <th key={g.key} scope="colgroup" colSpan={g.standards.length} className="mastery-group">
                {g.label}
              </th>
            ))}
          </tr>
          <tr>
            <th scope="col">Student</th>
            {standards.map((s) => (
              <th key={s.code} scope="col" title={s.skills.map((k) => k.name).join(', ')}>
                {s.code}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.studentId}>
              <th scope="row">{row.name}</th>
              {standards.map((s) => {
                const cell = cellOf(row, s.code);
                return (
                  <td key={s.code}>
                    {cell.level === 'NOT_STARTED' ? (
                      <span className={`mastery-cell ${levelClass(cell.level)}`} aria-label={`${row.name}, ${s.code}: not started`} role="img">
                        {LEVEL_MARKS.NOT_STARTED}
                      </span>
                    ) : (
                      <button type="button" className={`mastery-cell ${levelClass(cell.level)}`} aria-label={`${LEVEL_MARKS[cell.level]} ${cell.problems}: ${row.name}, ${s.code}, ${MASTERY_LEVEL_LABELS[cell.level]}, ${cell.problems} problems. Show answers`} onClick={() => onOpen(row, s.code)}>
                        {LEVEL_MARKS[cell.level]} {cell.problems}
                      </button>
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
