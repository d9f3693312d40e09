import { Link, useParams } from 'react-router-dom';
import { InlineLoading } from '../../../components/ui/loading-screen';
import { paths } from '../../../config/paths';
import { teacherPaths } from '../../../config/area-paths';
import { messageOf } from '../../../lib/api-client';
import { TeacherLayout } from '../../teacher/components/teacher-layout';
import { useRoster } from '../api/get-roster';
import './login-cards.css';

/**
 * /teacher/classrooms/{id}/cards: one printable page with a login card per student (the child's
 * name, the class code, the username, the secret and the sign-in address), in large type, in a
 * grid with dashed cut lines (docs/product/teacher.md#class-roster-and-login-cards--built).
 */
export default function LoginCardsPage() {
  const { id = '' } = useParams();
  const { data, error } = useRoster(id);
  const roster = data ?? null;
  const failed = error && !data ? messageOf(error, 'The login cards could not be loaded.') : null;

  const signInAt = `${window.location.origin}${paths.classCodeLogin.getHref()}`;
  const code = roster?.signInCode.enabled ? roster.signInCode.code : null;

  return (
    <TeacherLayout back={{ to: teacherPaths.roster.getHref(id), label: 'Back to the roster' }}>
      <h1 className="login-cards__title">Login cards{roster ? `: ${roster.classroomName}` : ''}</h1>
      {failed ? (
        <p role="alert">{failed}</p>
      ) : !roster ? (
        <InlineLoading message="Loading the cards..." />
      ) : (
        <>
          <div className="login-cards__bar">
            <button type="button" className="btn btn--primary" onClick={() => window.print()}>
              Print
            </button>
            {code ? null : (
              <p role="note" data-testid="cards-code-off">
                Sign-in with the class code is off: turn it on in the <Link to={teacherPaths.roster.getHref(id)}>roster</Link> before handing out the cards.
              </p>
            )}
          </div>
          {roster.students.length === 0 ? (
            <p>No students on the roster yet.</p>
          ) : (
            <ul className="login-cards__grid" aria-label="Login cards" data-testid="login-cards">
              {roster.students.map((s) => (
                <li key={s.id} className="login-cards__cell" data-testid="login-card-cell">
                  <article className="login-card" aria-label={`Login card of ${s.listName}`} data-testid="login-card">
                    <p className="login-card__name">{s.listName}</p>
                    <dl>
                      <dt>Class code</dt>
                      <dd>{code ?? roster.signInCode.code ?? '—'}</dd>
                      <dt>Username</dt>
                      <dd>{s.username}</dd>
                      <dt>Secret</dt>
                      <dd data-testid="login-card-secret">{s.secret || "—"}</dd>
                    </dl>
                    <p className="login-card__where">
                      Sign in at <strong>{signInAt}</strong>
                    </p>
                  </article>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </TeacherLayout>
  );
}
