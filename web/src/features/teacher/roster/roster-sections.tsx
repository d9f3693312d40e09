import { GRADE_MAX, GRADE_MIN, type Roster, type RosterPreview } from '@mathquest/contracts';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { DeleteAccountButton } from '../../../components/privacy/delete-account-dialog';
import { DownloadDataButton } from '../../../components/privacy/download-data-button';
import { teacherPaths } from '../../../config/area-paths';
import { useI18n } from '../../../i18n/use-i18n';
import { textToBase64 } from './base64';
import { rosterCsv } from './roster-csv-export';
import { fileProblemTexts } from './roster-problems';
import { RosterPreviewTable } from './roster-preview-table';

const GRADES = Array.from({ length: GRADE_MAX - GRADE_MIN + 1 }, (_, i) => GRADE_MIN + i);

/** The sign-in code: its state, on or off, renew, and the way to the login cards. */
export function RosterCodeSection({ classroomId, roster, busy, setCode }: { classroomId: string; roster: Roster; busy: boolean; setCode: (action: 'ON' | 'OFF' | 'RENEW') => void }) {
  const id = classroomId;
  const intl = useI18n('teacher');
  const t = (key: string, values?: Record<string, string | number>) => intl.formatMessage({ id: key }, values);
  return (
    <section className="panel" aria-labelledby="roster-code">
      <h2 id="roster-code">{t('teacher.roster.codeTitle')}</h2>
      <p>
        {intl.formatMessage(
          { id: 'teacher.roster.codeText' },
          { where: `${window.location.origin}/login/class-code`, strong: (chunks) => <strong key="where">{chunks}</strong> },
        )}
      </p>
      {roster.signInCode.code ? (
        <p className="roster__code" data-testid="roster-code">
          {roster.signInCode.code} <span className={roster.signInCode.enabled ? 'badge badge--active' : 'badge badge--archived'}>{t('teacher.roster.codeState', { on: String(roster.signInCode.enabled) })}</span>
        </p>
      ) : (
        <p>{t('teacher.roster.noCode')}</p>
      )}
      <div className="roster__actions">
        {roster.signInCode.enabled ? (
          <button type="button" className="btn btn--secondary" disabled={busy} onClick={() => setCode('OFF')}>
            {t('teacher.roster.turnOff')}
          </button>
        ) : (
          <button type="button" className="btn btn--primary" disabled={busy} onClick={() => setCode('ON')} data-testid="roster-code-on">
            {t('teacher.roster.turnOn')}
          </button>
        )}
        {roster.signInCode.code ? (
          <button type="button" className="btn btn--secondary" disabled={busy} onClick={() => setCode('RENEW')}>
            {t('teacher.roster.renew')}
          </button>
        ) : null}
        <Link className="btn btn--secondary" to={teacherPaths.loginCards.getHref(id)} data-testid="roster-print-cards">
          {t('teacher.roster.printCards')}
        </Link>
      </div>
    </section>
  );
}

/** One student added by hand: first name, last name, grade. */
export function RosterAddOneSection({ busy, add }: { busy: boolean; add: (one: { givenName: string; familyName: string; grade: number }, done: () => void) => void }) {
  const intl = useI18n('teacher');
  const t = (key: string) => intl.formatMessage({ id: key });
  const [one, setOne] = useState({ givenName: '', familyName: '', grade: String(GRADE_MIN + 1) });
  function addOne(e: FormEvent) {
    e.preventDefault();
    add({ givenName: one.givenName.trim(), familyName: one.familyName.trim(), grade: Number(one.grade) }, () => setOne((o) => ({ ...o, givenName: '', familyName: '' })));
  }
  return (
    <section className="panel" aria-labelledby="roster-add-one">
      <h2 id="roster-add-one">{t('teacher.students.addLabel')}</h2>
      <form className="roster__one" onSubmit={addOne}>
        <div className="field">
          <label htmlFor="roster-given">{t('teacher.roster.firstName')}</label>
          <input id="roster-given" required maxLength={40} value={one.givenName} onChange={(e) => setOne({ ...one, givenName: e.target.value })} />
        </div>
        <div className="field">
          <label htmlFor="roster-family">{t('teacher.roster.lastName')}</label>
          <input id="roster-family" required maxLength={40} aria-describedby="roster-family-help" value={one.familyName} onChange={(e) => setOne({ ...one, familyName: e.target.value })} />
          <small id="roster-family-help">{t('teacher.roster.lastNameHelp')}</small>
        </div>
        <div className="field">
          <label htmlFor="roster-grade">{t('teacher.grade')}</label>
          <select id="roster-grade" value={one.grade} onChange={(e) => setOne({ ...one, grade: e.target.value })}>
            {GRADES.map((g) => (
              <option key={g} value={g}>
                {g}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="btn btn--primary" disabled={busy} data-testid="roster-add-one">
          {t('teacher.roster.addOne')}
        </button>
      </form>
    </section>
  );
}

/** A pasted list or a CSV file, checked in a preview; only the good rows are added on confirm. */
export function RosterAddManySection({
  busy,
  preview,
  pasted,
  setPasted,
  check,
  onFile,
  confirmPreview,
  cancelPreview,
}: {
  busy: boolean;
  preview: RosterPreview | null;
  pasted: string;
  setPasted: (text: string) => void;
  check: (csvBase64: string) => void;
  onFile: (file: File | undefined) => Promise<void>;
  confirmPreview: () => void;
  cancelPreview: () => void;
}) {
  const intl = useI18n('teacher');
  const t = (key: string, values?: Record<string, string | number>) => intl.formatMessage({ id: key }, values);
  const goodRows = preview?.rows.filter((r) => r.row).length ?? 0;
  return (
    <section className="panel" aria-labelledby="roster-add-many">
      <h2 id="roster-add-many">{t('teacher.roster.manyTitle')}</h2>
      <p id="roster-paste-help">{t('teacher.roster.manyText')}</p>
      <div className="field">
        <label htmlFor="roster-paste">{t('teacher.roster.paste')}</label>
        <textarea id="roster-paste" rows={6} aria-describedby="roster-paste-help" value={pasted} onChange={(e) => setPasted(e.target.value)} placeholder={'Maya, Kim, 5\nLiam, Ortiz, 5'} />
      </div>
      <div className="roster__actions">
        <button type="button" className="btn btn--secondary" disabled={busy || !pasted.trim()} onClick={() => check(textToBase64(pasted))} data-testid="roster-check-paste">
          {t('teacher.roster.check')}
        </button>
        <div className="field">
          <label htmlFor="roster-file">{t('teacher.roster.upload')}</label>
          <input id="roster-file" type="file" accept=".csv,text/csv" disabled={busy} onChange={(e) => void onFile(e.target.files?.[0])} data-testid="roster-file" />
        </div>
      </div>
      {preview ? (
        <div className="roster__preview" data-testid="roster-preview">
          {preview.fileProblems.length > 0 ? (
            <ul role="alert">
              {fileProblemTexts(intl, preview).map((p) => (
                <li key={p}>{p}</li>
              ))}
            </ul>
          ) : (
            <RosterPreviewTable rows={preview.rows} />
          )}
          <div className="roster__actions">
            <button type="button" className="btn btn--primary" disabled={busy || goodRows === 0} onClick={confirmPreview} data-testid="roster-confirm">
              {t('teacher.roster.addGood', { count: goodRows })}
            </button>
            <button type="button" className="btn btn--secondary" disabled={busy} onClick={cancelPreview}>
              {t('teacher.cancel')}
            </button>
          </div>
        </div>
      ) : null}
    </section>
  );
}

/** Every student's name, grade, username and secret, with a reset, and the list as a CSV download. */
export function RosterStudentsSection({ roster, busy, resetSecret }: { roster: Roster; busy: boolean; resetSecret: (studentId: string, name: string) => void }) {
  const intl = useI18n('teacher');
  const t = (key: string, values?: Record<string, string | number>) => intl.formatMessage({ id: key }, values);
  function exportCsv() {
    const url = URL.createObjectURL(new Blob([rosterCsv(roster.students, intl)], { type: 'text/csv;charset=utf-8' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = t('teacher.roster.csvFile', { name: roster.classroomName || t('teacher.roster.csvClass') });
    a.click();
    URL.revokeObjectURL(url);
  }
  return (
    <section className="panel" aria-labelledby="roster-students">
      <h2 id="roster-students">{t('teacher.roster.studentsTitle', { count: roster.students.length })}</h2>
      {roster.students.length === 0 ? (
        <p>{t('teacher.roster.empty')}</p>
      ) : (
        <>
          <div className="roster__actions">
            <button type="button" className="btn btn--secondary" onClick={exportCsv}>
              {t('teacher.roster.downloadCsv')}
            </button>
          </div>
          <table className="roster__table" data-testid="roster-students">
            <caption className="sr-only">{t('teacher.roster.tableCaption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('teacher.roster.name')}</th>
                <th scope="col">{t('teacher.grade')}</th>
                <th scope="col">{t('teacher.roster.username')}</th>
                <th scope="col">{t('teacher.roster.secret')}</th>
                <th scope="col">{t('teacher.roster.language')}</th>
                <th scope="col">
                  <span className="sr-only">{t('teacher.roster.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {roster.students.map((s) => (
                <tr key={s.id}>
                  <th scope="row">
                    {s.givenName} {s.familyName}
                  </th>
                  <td>{s.grade}</td>
                  <td>
                    <code>{s.username}</code>
                  </td>
                  <td>
                    <code data-testid="roster-secret">{s.secret}</code>
                  </td>
                  <td data-testid="roster-language">{s.language ? t(`language.name.${s.language}`) : '—'}</td>
                  <td>
                    <button type="button" className="btn btn--small btn--secondary" disabled={busy} onClick={() => resetSecret(s.id, s.listName)} aria-label={t('teacher.roster.resetLabel', { name: s.listName })}>
                      {t('teacher.roster.reset')}
                    </button>
                    <div className="privacy-actions">
                      <DownloadDataButton userId={s.id} label={t('teacher.roster.downloadData')} accessibleName={t('teacher.roster.downloadDataLabel', { name: s.listName })} />
                      <DeleteAccountButton userId={s.id} username={s.username} label={t('teacher.roster.deleteAccount')} accessibleName={t('teacher.roster.deleteAccountLabel', { name: s.listName })} own={false} />
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </section>
  );
}
