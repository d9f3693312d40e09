import { useState } from 'react';
import { PageShell } from '../../../components/layouts/page-shell';
import { UserHeader } from '../../../components/layouts/user-header';
import { InlineLoading } from '../../../components/ui/loading-screen';
import { useI18n } from '../../../i18n/use-i18n';
import { useLoggedFailure } from '../../../lib/use-logged-failure';
import { useFreshUser } from '../../../stores/session';
import { useChildren } from '../api/get-children';
import { figuresOf } from '../utils/child-figures';
import { ChildCard } from './child-card';
import { LinkChildForm } from './link-child-form';
import { PendingApprovalCard } from './pending-approval-card';
import '../../../styles/areas.css';

/**
 * A parent's home at /dashboard and /home (the Family plan's parent dashboard): each linked
 * child's card (child-card.tsx: figures, recent practice, class assignments, the guild chat switch
 * of docs/adr/0171, a printable progress report, unlock); below them the 'Link a child' form
 * (docs/product/accounts.md, "Parent links"). A child whose limited account waits for this
 * parent's approval has a "Waiting for your approval" card above (docs/adr/0239). The children
 * are one query (api/get-children.ts); linking, approving and the chat switch update it.
 */
export default function ParentHomePage() {
  const intl = useI18n('parent');
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const user = useFreshUser();
  const { data: children, error } = useChildren();
  const failed = error !== null && children === undefined;
  useLoggedFailure(failed ? error : null, 'Failed to load children');
  const [approved, setApproved] = useState('');
  const pending = (children ?? []).filter((c) => c.limits === 'PENDING_PARENT_APPROVAL');
  const onApproved = (childId: string) => {
    const child = children?.find((c) => c.id === childId);
    if (child) setApproved(t('parent.home.approved', { name: figuresOf(child).name }));
  };

  return (
    <PageShell header={<UserHeader />}>
      <h1 className="page-title">
        {user?.profile.username ? t('parent.home.hi', { name: user.profile.username }) : t('parent.home.hiThere')} <span aria-hidden="true">👋</span>
      </h1>
      <p className="sr-only" role="status" data-testid="approval-status">
        {approved}
      </p>
      {pending.length > 0 ? (
        <section className="section" aria-labelledby="approvals-title">
          <h2 id="approvals-title" className="section__title section__title--left">
            {t('parent.approval.title')}
          </h2>
          <ul className="card-grid">
            {pending.map((c) => (
              <PendingApprovalCard key={c.id} childId={c.id} name={figuresOf(c).name} onApproved={onApproved} />
            ))}
          </ul>
        </section>
      ) : null}
      <section className="section" aria-labelledby="children-title">
        <h2 id="children-title" className="section__title section__title--left">
          {t('parent.home.children')}
        </h2>
        {failed ? (
          <p className="empty-state">{t('parent.home.loadFailed')}</p>
        ) : children === undefined ? (
          <InlineLoading message={t('parent.home.loading')} />
        ) : children.length === 0 ? (
          <p className="empty-state">{t('parent.home.empty')}</p>
        ) : (
          <ul className="card-grid">
            {children.map((c) => (
              <ChildCard key={c.id} child={c} />
            ))}
          </ul>
        )}
      </section>
      {children !== undefined ? <LinkChildForm linked={children} /> : null}
    </PageShell>
  );
}
