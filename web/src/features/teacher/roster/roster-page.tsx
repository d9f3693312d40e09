import { GRADE_MAX, GRADE_MIN, type Roster, type RosterPreview, type RosterRow } from '@mathquest/contracts';
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router-dom';
import { InlineLoading } from '../../../components/ui/loading-screen';
import { teacherPaths } from '../../../config/area-paths';
import { isApiError, messageOf } from '../../../lib/api-client';
import { dialogs } from '../../teacher/utils/dialogs';
import { TeacherLayout } from '../../teacher/components/teacher-layout';
import { bytesToBase64, textToBase64 } from './base64';
import { rosterApi } from './roster-api';
import { rosterCsv } from './roster-csv-export';
import { RosterPreviewTable } from './roster-preview-table';
import './roster.css';
import { DeleteAccountButton } from '../../../components/privacy/delete-account-dialog';
import { DownloadDataButton } from '../../../components/privacy/download-data-button';

const GRADES = Array.from({ length: GRADE_MAX - GRADE_MIN + 1 }, (_, i) => GRADE_MIN + i);
/** A classroom just created reaches the roster within seconds (auth learns it from the teacher service's event): asked again meanwhile. */
const LOAD_TRIES = 40;

/**
 * /teacher/classrooms/{id}/roster: the class's student accounts (docs/product/teacher.md#class-roster-and-login-cards--built):
 * the sign-in code (on, off, renew), one student added by hand, a pasted list or a CSV file checked
 * in a preview before the good rows are created, and every student's username and secret with a reset.
 */
export default function RosterPage() {
  const { id = '' } = useParams();
  const [roster, setRoster] = useState<Roster | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const [busy, setBusy] = useState(false);
  const [preview, setPreview] = useState<RosterPreview | null>(null);
  const [pasted, setPasted] = useState('');
  const [one, setOne] = useState({ givenName: '', familyName: '', grade: String(GRADE_MIN + 1) });

  const load = useCallback(async () => {
    for (let attempt = 1; ; attempt++) {
      try {
        setRoster(await rosterApi.get(id));
        setFailed(null);
        return;
      } catch (err) {
        if (!(isApiError(err) && err.status === 404) || attempt >= LOAD_TRIES) {
          setFailed(messageOf(err, 'The roster could not be loaded. You may not have permission to view this class.'));
          return;
        }
        await new Promise((r) => setTimeout(r, 500));
      }
    }
  }, [id]);

  useEffect(() => {
    void load();
  }, [load]);

  async function run(work: () => Promise<string | void>) {
    setBusy(true);
    try {
      const done = await work();
      if (done) setStatus(done);
    } catch (err) {
      dialogs.alert(messageOf(err, 'That did not work. Please try again.'));
    } finally {
      setBusy(false);
    }
  }

  async function confirmRows(rows: RosterRow[]): Promise<string> {
    const result = await rosterApi.confirm(id, rows);
    setRoster(result.roster);
    const refused = result.refused.map((r) => r.problem).join('; ');
    return `${result.created} created, ${result.updated} updated, ${result.unchanged} unchanged.${refused ? ` Not taken: ${refused}` : ''}`;
  }

  function addOne(e: FormEvent) {
    e.preventDefault();
    void run(async () => {
      const message = await confirmRows([{ givenName: one.givenName.trim(), familyName: one.familyName.trim(), grade: Number(one.grade), username: null }]);
      setOne({ ...one, givenName: '', familyName: '' });
      return message;
    });
  }

  function check(csvBase64: string) {
    void run(async () => {
      const p = await rosterApi.preview(id, csvBase64);
      setPreview(p);
      const bad = p.rows.filter((r) => r.problems.length > 0).length;
      return p.fileProblems.length > 0 ? p.fileProblems.join(' ') : `${p.rows.length - bad} good rows, ${bad} with problems. Nothing is created until you confirm.`;
    });
  }

  async function onFile(file: File | undefined) {
    if (!file) return;
    check(bytesToBase64(new Uint8Array(await file.arrayBuffer())));
  }

  function confirmPreview() {
    const good = (preview?.rows ?? []).flatMap((r) => (r.row ? [r.row] : []));
    void run(async () => {
      const message = await confirmRows(good);
      setPreview(null);
      setPasted('');
      return message;
    });
  }

  function setCode(action: 'ON' | 'OFF' | 'RENEW') {
    if (action === 'RENEW' && !dialogs.confirm('Renew the class code? The old code and the login cards printed with it stop working.')) return;
    void run(async () => {
      const code = await rosterApi.setCode(id, action);
      setRoster((r) => (r ? { ...r, signInCode: code } : r));
      return code.enabled ? `Sign-in with the class code is on: ${code.code}` : 'Sign-in with the class code is off.';
    });
  }

  function resetSecret(studentId: string, name: string) {
    if (!dialogs.confirm(`Give ${name} a new secret? The old one stops working and ${name} is signed out.`)) return;
    void run(async () => {
      const student = await rosterApi.resetSecret(id, studentId);
      setRoster((r) => (r ? { ...r, students: r.students.map((s) => (s.id === studentId ? student : s)) } : r));
      return `${name}'s new secret: ${student.secret}`;
    });
  }

  function exportCsv() {
    if (!roster) return;
    const url = URL.createObjectURL(new Blob([rosterCsv(roster.students)], { type: 'text/csv;charset=utf-8' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = `${roster.classroomName || 'class'}-roster.csv`;
    a.click();
    URL.revokeObjectURL(url);
  }

  const goodRows = preview?.rows.filter((r) => r.row).length ?? 0;

  return (
    <TeacherLayout back={{ to: teacherPaths.classroom.getHref(id), label: 'Back to the classroom' }}>
      <h1>Class roster{roster?.classroomName ? `: ${roster.classroomName}` : ''}</h1>
      <p role="status" aria-live="polite" className="roster__status" data-testid="roster-status">
        {status}
      </p>
      {failed ? (
        <p role="alert" data-testid="roster-error">
          {failed}
        </p>
      ) : !roster ? (
        <InlineLoading message="Loading the roster..." />
      ) : (
        <>
          <section className="panel" aria-labelledby="roster-code">
            <h2 id="roster-code">Sign in with a class code</h2>
            <p>
              Students sign in at <strong>{window.location.origin}/login/class-code</strong> with this code, their name from the class list and their secret.
            </p>
            {roster.signInCode.code ? (
              <p className="roster__code" data-testid="roster-code">
                {roster.signInCode.code} <span className={roster.signInCode.enabled ? 'badge badge--active' : 'badge badge--archived'}>{roster.signInCode.enabled ? 'On' : 'Off'}</span>
              </p>
            ) : (
              <p>No class code yet: turn it on to get one.</p>
            )}
            <div className="roster__actions">
              {roster.signInCode.enabled ? (
                <button type="button" className="btn btn--secondary" disabled={busy} onClick={() => setCode('OFF')}>
                  Turn code off
                </button>
              ) : (
                <button type="button" className="btn btn--primary" disabled={busy} onClick={() => setCode('ON')} data-testid="roster-code-on">
                  Turn code on
                </button>
              )}
              {roster.signInCode.code ? (
                <button type="button" className="btn btn--secondary" disabled={busy} onClick={() => setCode('RENEW')}>
                  Renew code
                </button>
              ) : null}
              <Link className="btn btn--secondary" to={teacherPaths.loginCards.getHref(id)} data-testid="roster-print-cards">
                Print login cards
              </Link>
            </div>
          </section>

          <section className="panel" aria-labelledby="roster-add-one">
            <h2 id="roster-add-one">Add a student</h2>
            <form className="roster__one" onSubmit={addOne}>
              <div className="field">
                <label htmlFor="roster-given">First name</label>
                <input id="roster-given" required maxLength={40} value={one.givenName} onChange={(e) => setOne({ ...one, givenName: e.target.value })} />
              </div>
              <div className="field">
                <label htmlFor="roster-family">Last name</label>
                <input id="roster-family" required maxLength={40} aria-describedby="roster-family-help" value={one.familyName} onChange={(e) => setOne({ ...one, familyName: e.target.value })} />
                <small id="roster-family-help">Classmates see only its first letter.</small>
              </div>
              <div className="field">
                <label htmlFor="roster-grade">Grade</label>
                <select id="roster-grade" value={one.grade} onChange={(e) => setOne({ ...one, grade: e.target.value })}>
                  {GRADES.map((g) => (
                    <option key={g} value={g}>
                      {g}
                    </option>
                  ))}
                </select>
              </div>
              <button type="submit" className="btn btn--primary" disabled={busy} data-testid="roster-add-one">
                Add student
              </button>
            </form>
          </section>

          <section className="panel" aria-labelledby="roster-add-many">
            <h2 id="roster-add-many">Add a whole class</h2>
            <p id="roster-paste-help">
              Paste one student a line (first name, last name, grade), or upload a CSV file with the columns givenName, familyName, grades and, if you like, username. You see every row
              first; nothing is created until you confirm. Uploading the same list again changes nothing.
            </p>
            <div className="field">
              <label htmlFor="roster-paste">Paste a list</label>
              <textarea id="roster-paste" rows={6} aria-describedby="roster-paste-help" value={pasted} onChange={(e) => setPasted(e.target.value)} placeholder={'Maya, Kim, 5\nLiam, Ortiz, 5'} />
            </div>
            <div className="roster__actions">
              <button type="button" className="btn btn--secondary" disabled={busy || !pasted.trim()} onClick={() => check(textToBase64(pasted))} data-testid="roster-check-paste">
                Check the list
              </button>
              <div className="field">
                <label htmlFor="roster-file">Or upload a CSV file</label>
                <input id="roster-file" type="file" accept=".csv,text/csv" disabled={busy} onChange={(e) => void onFile(e.target.files?.[0])} data-testid="roster-file" />
              </div>
            </div>
            {preview ? (
              <div className="roster__preview" data-testid="roster-preview">
                {preview.fileProblems.length > 0 ? (
                  <ul role="alert">
                    {preview.fileProblems.map((p) => (
                      <li key={p}>{p}</li>
                    ))}
                  </ul>
                ) : (
                  <RosterPreviewTable rows={preview.rows} />
                )}
                <div className="roster__actions">
                  <button type="button" className="btn btn--primary" disabled={busy || goodRows === 0} onClick={confirmPreview} data-testid="roster-confirm">
                    {goodRows === 1 ? 'Add the 1 good row' : `Add the ${goodRows} good rows`}
                  </button>
                  <button type="button" className="btn btn--secondary" disabled={busy} onClick={() => setPreview(null)}>
                    Cancel
                  </button>
                </div>
              </div>
            ) : null}
          </section>

          <section className="panel" aria-labelledby="roster-students">
            <h2 id="roster-students">Students and secrets ({roster.students.length})</h2>
            {roster.students.length === 0 ? (
              <p>No students on the roster yet.</p>
            ) : (
              <>
                <div className="roster__actions">
                  <button type="button" className="btn btn--secondary" onClick={exportCsv}>
                    Download as CSV
                  </button>
                </div>
                <table className="roster__table" data-testid="roster-students">
                  <caption className="sr-only">Students of this class with their usernames and secrets</caption>
                  <thead>
                    <tr>
                      <th scope="col">Name</th>
                      <th scope="col">Grade</th>
                      <th scope="col">Username</th>
                      <th scope="col">Secret</th>
                      <th scope="col">
                        <span className="sr-only">Actions</span>
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
                        <td>
                          <button type="button" className="btn btn--small btn--secondary" disabled={busy} onClick={() => resetSecret(s.id, s.listName)} aria-label={`Reset secret for ${s.listName}`}>
                            Reset secret
                          </button>
                          <div className="privacy-actions">
                            <DownloadDataButton userId={s.id} label="Download data" accessibleName={`Download data for ${s.listName}`} />
                            <DeleteAccountButton userId={s.id} username={s.username} label="Delete account" accessibleName={`Delete account for ${s.listName}`} own={false} />
                          </div>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </>
            )}
          </section>
        </>
      )}
    </TeacherLayout>
  );
}
