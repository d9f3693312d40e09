import { Link, useParams } from 'react-router-dom';
import { InlineLoading } from '../../../components/ui/loading-screen';
import { paths } from '../../../config/paths';
import { teacherPaths } from '../../../config/area-paths';
import { errorFactsOf, wordError } from '../../../i18n/server-error';
import { useI18n } from '../../../i18n/use-i18n';
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
  const intl = useI18n('teacher');
  const t = (key: string, values?: Record<string, string | number>) => intl.formatMessage({ id: key }, values);
  const { data, error } = useRoster(id);
  const roster = data ?? null;
  const failed = error && !data ? wordError(intl, errorFactsOf(error), 'teacher.cards.loadFailed') : null;

  const signInAt = `${window.location.origin}${paths.classCodeLogin.getHref()}`;
  const code = roster?.signInCode.enabled ? roster.signInCode.code : null;

  return (
    <TeacherLayout back={{ to: teacherPaths.roster.getHref(id), label: t('teacher.cards.back') }}>
      <h1 className="login-cards__title">{roster ? t('teacher.cards.titleOf', { name: roster.classroomName }) : t('teacher.cards.title')}</h1>
      {failed ? (
        <p role="alert">{failed}</p>
      ) : !roster ? (
        <InlineLoading message={t('teacher.cards.loading')} />
      ) : (
        <>
          <div className="login-cards__bar">
            <button type="button" className="btn btn--primary" onClick={() => window.print()}>
              {t('teacher.cards.print')}
            </button>
            {code ? null : (
              <p role="note" data-testid="cards-code-off">
                {intl.formatMessage(
                  { id: 'teacher.cards.codeOff' },
                  {
                    roster: (chunks) => (
                      <Link key="roster" to={teacherPaths.roster.getHref(id)}>
                        {chunks}
                      </Link>
                    ),
                  },
                )}
              </p>
            )}
          </div>
          {roster.students.length === 0 ? (
            <p>{t('teacher.roster.empty')}</p>
          ) : (
            <ul className="login-cards__grid" aria-label={t('teacher.cards.title')} data-testid="login-cards">
              {roster.students.map((s) => (
                <li key={s.id} className="login-cards__cell" data-testid="login-card-cell">
                  <article className="login-card" aria-label={t('teacher.cards.cardOf', { name: s.listName })} data-testid="login-card">
                    <p className="login-card__name">{s.listName}</p>
                    <dl>
                      <dt>{t('teacher.classCode')}</dt>
                      <dd>{code ?? roster.signInCode.code ?? '—'}</dd>
                      <dt>{t('teacher.roster.username')}</dt>
                      <dd>{s.username}</dd>
                      <dt>{t('teacher.roster.secret')}</dt>
                      <dd data-testid="login-card-secret">{s.secret || "—"}</dd>
                    </dl>
                    <p className="login-card__where">
                      {intl.formatMessage({ id: 'teacher.cards.signInAt' }, { where: signInAt, strong: (chunks) => <strong key="where">{chunks}</strong> })}
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
