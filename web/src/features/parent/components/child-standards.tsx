import { CCSS_DOMAIN_NAMES, standardsByDomain } from '@mathquest/contracts';
import { topicNames } from '../../../i18n/topic-names';
import { useI18n } from '../../../i18n/use-i18n';
import { useChildReport } from '../api/get-child-report';
import '../../../styles/mastery-levels.css';

/**
 * The standards a child has practised and their level on each, as the teacher's standards report
 * shows them (docs/product/accounts.md#parents). Part of the child's report; its loading and
 * failure are the report's (ChildActivity says them).
 */
export function ChildStandards({ childId, name }: { childId: string; name: string }) {
  const intl = useI18n('parent');
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { data: report } = useChildReport(childId);
  // A skill's name is its subtopic's English name (the identifier): shown in the reader's language.
  const skillName = topicNames(intl).subtopic;
  if (!report) return null;
  return (
    <section className="child-standards" aria-labelledby={`standards-${childId}`} data-testid={`standards-${childId}`}>
      <h2 id={`standards-${childId}`} className="panel__title">
        {t('parent.standards.title')}
      </h2>
      {report.standards.length === 0 ? (
        <p className="empty-state">{t('parent.standards.none', { name })}</p>
      ) : (
        standardsByDomain(report.standards).map((group) => {
          const first = group.standards[0]!;
          return (
            <table key={group.key} className="standards-table">
              <caption>{t('parent.standards.group', { grade: first.grade, domain: t('parent.standards.domain', { domain: first.domain, name: CCSS_DOMAIN_NAMES[first.domain] ?? first.domain }) })}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('parent.standards.standard')}</th>
                  <th scope="col">{t('parent.standards.skills')}</th>
                  <th scope="col">{t('parent.level')}</th>
                  <th scope="col">{t('parent.standards.problems')}</th>
                </tr>
              </thead>
              <tbody>
                {group.standards.map((s) => (
                  <tr key={s.code}>
                    <th scope="row">{s.code}</th>
                    <td>{intl.formatList(s.skills.map((k) => skillName(k.name)), { type: 'unit' })}</td>
                    <td>
                      <span className={`mastery-cell mastery-level--${s.level.toLowerCase()}`}>{t('parent.standards.level', { level: s.level })}</span>
                    </td>
                    <td>{s.problems}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          );
        })
      )}
    </section>
  );
}
