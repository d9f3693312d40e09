import { CCSS_DOMAIN_NAMES, GRADE_MAX, GRADE_MIN, MASTERY_LEVELS, standardsByDomain, type Standard } from '@mathquest/contracts';
import type { IntlShape } from 'react-intl';
import { useMemo, useState } from 'react';
import { useParams } from 'react-router-dom';
import { InlineLoading } from '../../../components/ui/loading-screen';
import { teacherPaths } from '../../../config/area-paths';
import { errorFactsOf, wordError } from '../../../i18n/server-error';
import { topicNames } from '../../../i18n/topic-names';
import { useI18n } from '../../../i18n/use-i18n';
import { downloadText } from '../../../utils/download';
import { TeacherLayout } from '../components/teacher-layout';
import { cellOf, domainsOf, filterStandards, levelMark, levelName, masteryCsv, masteryRows, type MasteryFilter, type MasteryRow } from './mastery-table';
import { StandardAnswersDialog } from './standard-answers-dialog';
import { useClassroom } from '../api/get-classroom';
import { useClassroomMastery } from '../api/get-classroom-mastery';
import '../../../styles/mastery-levels.css';
import './mastery.css';

const GRADES = Array.from({ length: GRADE_MAX - GRADE_MIN + 1 }, (_, i) => GRADE_MIN + i);
const levelClass = (level: string) => `mastery-level--${level.toLowerCase()}`;

/** A Common Core domain's name in the reader's language (its code when the catalogue has no name for it). */
const domainName = (intl: IntlShape, domain: string) => intl.formatMessage({ id: 'teacher.mastery.domain' }, { domain, name: CCSS_DOMAIN_NAMES[domain] ?? domain });

/**
 * /teacher/classrooms/{id}/standards: the class's standards mastery report
 * (docs/product/teacher.md#standards-mastery). Students down, Common Core standards across grouped
 * by grade and domain; each cell is the student's level with the number of problems behind it,
 * and opens that student's recent answers on the standard. Filters by grade (the class's at
 * first) and domain; the CSV holds what the filters show.
 */
export default function StandardsMasteryPage() {
  const { id = '' } = useParams();
  const intl = useI18n('teacher');
  const t = (key: string, values?: Record<string, string | number>) => intl.formatMessage({ id: key }, values);
  const report = useClassroomMastery(id);
  const classroom = useClassroom(id);
  const [chosen, setChosen] = useState<Partial<MasteryFilter>>({});
  const [open, setOpen] = useState<{ studentId: string; standard: string; name: string } | null>(null);

  const filter: MasteryFilter = { grade: chosen.grade ?? classroom.data?.gradeLevel ?? 'all', domain: chosen.domain ?? 'all' };
  const rows = useMemo(() => {
    if (!report.data || !classroom.data) return [];
    const names = new Map(classroom.data.students.map((m) => [m.studentId, { name: m.student.user.profile.displayName, username: m.student.user.profile.username }]));
    return masteryRows(report.data, names, intl);
  }, [report.data, classroom.data, intl]);
  const standards = report.data ? filterStandards(report.data.standards, filter) : [];
  const domains = report.data ? domainsOf(report.data.standards, filter.grade) : [];

  function exportCsv() {
    const name = classroom.data?.name || t('teacher.roster.csvClass');
    downloadText(t('teacher.mastery.csvFile', { name }), masteryCsv(rows, standards, intl), 'text/csv;charset=utf-8');
  }

  const failure = report.error ?? classroom.error;
  return (
    <TeacherLayout back={{ to: teacherPaths.classroom.getHref(id), label: t('teacher.backToTheClassroom') }}>
      <h1>{classroom.data ? t('teacher.mastery.titleOf', { name: classroom.data.name }) : t('teacher.mastery.title')}</h1>
      {failure ? (
        <p role="alert" data-testid="mastery-error">
          {wordError(intl, errorFactsOf(failure), 'teacher.mastery.loadFailed')}
        </p>
      ) : report.isPending || classroom.isPending ? (
        <InlineLoading message={t('teacher.mastery.loading')} />
      ) : (
        <section className="panel" aria-labelledby="mastery-heading">
          <h2 id="mastery-heading" className="sr-only">
            {t('teacher.mastery.heading')}
          </h2>
          <div className="mastery-filters">
            <div className="field">
              <label htmlFor="mastery-grade">{t('teacher.grade')}</label>
              <select id="mastery-grade" value={String(filter.grade)} onChange={(e) => setChosen({ grade: e.target.value === 'all' ? 'all' : Number(e.target.value), domain: 'all' })}>
                <option value="all">{t('teacher.allGrades')}</option>
                {GRADES.map((g) => (
                  <option key={g} value={g}>
                    {t('teacher.gradeN', { grade: g })}
                  </option>
                ))}
              </select>
            </div>
            <div className="field">
              <label htmlFor="mastery-domain">{t('teacher.mastery.domainLabel')}</label>
              <select id="mastery-domain" value={filter.domain} onChange={(e) => setChosen({ ...chosen, grade: filter.grade, domain: e.target.value })}>
                <option value="all">{t('teacher.mastery.allDomains')}</option>
                {domains.map((d) => (
                  <option key={d} value={d}>
                    {domainName(intl, d)}
                  </option>
                ))}
              </select>
            </div>
            <div className="mastery-actions">
              <button type="button" className="btn btn--secondary" onClick={exportCsv} disabled={rows.length === 0 || standards.length === 0} data-testid="mastery-export">
                {t('teacher.mastery.export')}
              </button>
            </div>
          </div>
          <ul className="mastery-legend" aria-label={t('teacher.mastery.levels')}>
            {MASTERY_LEVELS.map((level) => (
              <li key={level}>
                <span className={`mastery-cell ${levelClass(level)}`} aria-hidden="true">
                  {levelMark(intl, level)}
                </span>{' '}
                {levelName(intl, level)}
              </li>
            ))}
          </ul>
          {rows.length === 0 ? (
            <p data-testid="mastery-empty">{t('teacher.mastery.noStudents')}</p>
          ) : standards.length === 0 ? (
            <p data-testid="mastery-empty">{t('teacher.mastery.noStandards')}</p>
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
  const intl = useI18n('teacher');
  const t = (key: string, values?: Record<string, string | number>) => intl.formatMessage({ id: key }, values);
  const groups = standardsByDomain(standards);
  return (
    <div className="mastery-scroll" tabIndex={0} role="region" aria-label={t('teacher.mastery.tableLabel')}>
      <table className="mastery-table" data-testid="mastery-table">
        <caption className="sr-only">{t('teacher.mastery.tableCaption')}</caption>
        <thead>
          <tr>
            <td />
            {groups.map((g) => (
              <th key={g.key} scope="colgroup" colSpan={g.standards.length} className="mastery-group">
                {t('teacher.mastery.group', { grade: g.standards[0]!.grade, domain: domainName(intl, g.standards[0]!.domain) })}
              </th>
            ))}
          </tr>
          <tr>
            <th scope="col">{t('teacher.tutor.student')}</th>
            {standards.map((s) => (
              <th key={s.code} scope="col" title={s.skills.map((k) => topicNames(intl).subtopic(k.name)).join(', ')}>
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
                      <span className={`mastery-cell ${levelClass(cell.level)}`} aria-label={t('teacher.mastery.notStartedLabel', { name: row.name, code: s.code })} role="img">
                        {levelMark(intl, 'NOT_STARTED')}
                      </span>
                    ) : (
                      <button type="button" className={`mastery-cell ${levelClass(cell.level)}`} aria-label={t('teacher.mastery.cellLabel', { mark: levelMark(intl, cell.level), name: row.name, code: s.code, level: levelName(intl, cell.level), problems: cell.problems })} onClick={() => onOpen(row, s.code)}>
                        {levelMark(intl, cell.level)} {cell.problems}
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
