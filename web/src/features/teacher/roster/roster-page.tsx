import type { RosterPreview, RosterRow } from '@mathquest/contracts';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { InlineLoading } from '../../../components/ui/loading-screen';
import { teacherPaths } from '../../../config/area-paths';
import { errorFactsOf, wordError } from '../../../i18n/server-error';
import { useI18n } from '../../../i18n/use-i18n';
import { useRoster } from '../api/get-roster';
import { useConfirmRoster, usePreviewRoster, useResetSecret, useSetSignInCode } from '../api/roster-actions';
import { dialogs } from '../../teacher/utils/dialogs';
import { TeacherLayout } from '../../teacher/components/teacher-layout';
import { bytesToBase64 } from './base64';
import { fileProblemTexts } from './roster-problems';
import { RosterAddManySection, RosterAddOneSection, RosterCodeSection, RosterStudentsSection } from './roster-sections';
import './roster.css';

/**
 * /teacher/classrooms/{id}/roster: the class's student accounts (docs/product/teacher.md#class-roster-and-login-cards--built):
 * the sign-in code (on, off, renew), one student added by hand, a pasted list or a CSV file checked
 * in a preview before the good rows are created, and every student's username and secret with a reset.
 */
export default function RosterPage() {
  const { id = '' } = useParams();
  const intl = useI18n('teacher');
  const t = (key: string, values?: Record<string, string | number>) => intl.formatMessage({ id: key }, values);
  const { data: roster, error } = useRoster(id);
  const confirm = useConfirmRoster(id);
  const previewRows = usePreviewRoster(id);
  const signInCode = useSetSignInCode(id);
  const reset = useResetSecret(id);
  const [status, setStatus] = useState('');
  const [busy, setBusy] = useState(false);
  const [preview, setPreview] = useState<RosterPreview | null>(null);
  const [pasted, setPasted] = useState('');
  const failed = error && !roster ? wordError(intl, errorFactsOf(error), 'teacher.roster.loadFailed') : null;

  async function run(work: () => Promise<string | void>) {
    setBusy(true);
    try {
      const done = await work();
      if (done) setStatus(done);
    } catch (err) {
      dialogs.alert(wordError(intl, errorFactsOf(err), 'teacher.roster.failed'));
    } finally {
      setBusy(false);
    }
  }

  async function confirmRows(rows: RosterRow[]): Promise<string> {
    const result = await confirm.mutateAsync(rows);
    const refused = result.refused.map((r) => r.problem).join('; ');
    const done = t('teacher.roster.done', { created: result.created, updated: result.updated, unchanged: result.unchanged });
    return refused ? `${done} ${t('teacher.roster.notTaken', { refused })}` : done;
  }

  function addOne(one: { givenName: string; familyName: string; grade: number }, done: () => void) {
    void run(async () => {
      const message = await confirmRows([{ ...one, username: null }]);
      done();
      return message;
    });
  }

  function check(csvBase64: string) {
    void run(async () => {
      const p = await previewRows.mutateAsync(csvBase64);
      setPreview(p);
      const bad = p.rows.filter((r) => r.problems.length > 0).length;
      return p.fileProblems.length > 0 ? fileProblemTexts(intl, p).join(' ') : t('teacher.roster.checked', { good: p.rows.length - bad, bad });
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
    if (action === 'RENEW' && !dialogs.confirm(t('teacher.roster.renewConfirm'))) return;
    void run(async () => {
      const code = await signInCode.mutateAsync(action);
      return code.enabled ? t('teacher.roster.codeOn', { code: code.code ?? '' }) : t('teacher.roster.codeOff');
    });
  }

  function resetSecret(studentId: string, name: string) {
    if (!dialogs.confirm(t('teacher.roster.resetConfirm', { name }))) return;
    void run(async () => {
      const student = await reset.mutateAsync(studentId);
      return t('teacher.roster.newSecret', { name, secret: student.secret });
    });
  }

  return (
    <TeacherLayout back={{ to: teacherPaths.classroom.getHref(id), label: t('teacher.backToTheClassroom') }}>
      <h1>{roster?.classroomName ? t('teacher.roster.titleOf', { name: roster.classroomName }) : t('teacher.roster.title')}</h1>
      <p role="status" aria-live="polite" className="roster__status" data-testid="roster-status">
        {status}
      </p>
      {failed ? (
        <p role="alert" data-testid="roster-error">
          {failed}
        </p>
      ) : !roster ? (
        <InlineLoading message={t('teacher.roster.loading')} />
      ) : (
        <>
          <RosterCodeSection classroomId={id} roster={roster} busy={busy} setCode={setCode} />
          <RosterAddOneSection busy={busy} add={addOne} />
          <RosterAddManySection
            busy={busy}
            preview={preview}
            pasted={pasted}
            setPasted={setPasted}
            check={check}
            onFile={onFile}
            confirmPreview={confirmPreview}
            cancelPreview={() => setPreview(null)}
          />
          <RosterStudentsSection roster={roster} busy={busy} resetSecret={resetSecret} />
        </>
      )}
    </TeacherLayout>
  );
}
