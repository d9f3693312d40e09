import type { RosterPreviewRow } from '@mathquest/contracts';
import { useI18n } from '../../../i18n/use-i18n';
import { rowProblemTexts } from './roster-problems';

/** The preview of a list: every row as read, with its problems (in the reader's language) or what confirming it does. */
export function RosterPreviewTable({ rows }: { rows: readonly RosterPreviewRow[] }) {
  const intl = useI18n('teacher');
  const t = (key: string, values?: Record<string, string | number>) => intl.formatMessage({ id: key }, values);
  const bad = rows.filter((r) => r.problems.length > 0);
  return (
    <>
      {bad.length > 0 ? (
        <p className="roster__problems-summary" data-testid="roster-problem-count">
          {t('teacher.roster.badRows', { count: bad.length, lines: intl.formatList(bad.map((r) => String(r.line)), { type: 'unit' }) })}
        </p>
      ) : null}
      <table className="roster__table">
        <caption className="sr-only">{t('teacher.roster.previewCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('teacher.roster.line')}</th>
            <th scope="col">{t('teacher.roster.firstName')}</th>
            <th scope="col">{t('teacher.roster.lastName')}</th>
            <th scope="col">{t('teacher.grade')}</th>
            <th scope="col">{t('teacher.roster.username')}</th>
            <th scope="col">{t('teacher.roster.result')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.line} className={r.problems.length > 0 ? 'roster__row--bad' : undefined} data-testid={r.problems.length > 0 ? 'roster-bad-row' : 'roster-good-row'}>
              <th scope="row">{r.line}</th>
              <td>{r.givenName}</td>
              <td>{r.familyName}</td>
              <td>{r.grade}</td>
              <td>{r.username}</td>
              <td>
                {r.problems.length > 0 ? (
                  <ul className="roster__problems">
                    {rowProblemTexts(intl, r).map((p) => (
                      <li key={p}>{p}</li>
                    ))}
                  </ul>
                ) : r.action ? (
                  t('teacher.roster.action', { action: r.action })
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
