import type { AvatarCategory, AvatarItem, Currency } from '@mathquest/contracts';
import { useState } from 'react';
import { AvatarFigure } from '../../../components/avatar/avatar-figure';
import { PageShell } from '../../../components/layouts/page-shell';
import { UserHeader } from '../../../components/layouts/user-header';
import { paths } from '../../../config/paths';
import { errorFactsOf, wordError } from '../../../i18n/server-error';
import { contentWords } from '../../../i18n/content-words';
import { useI18n } from '../../../i18n/use-i18n';
import { usePageReads } from '../../../lib/page-reads';
import { celebrate } from '../../../utils/confetti';
import { useBuyAvatarItem, useChangeAvatar } from '../api/avatar-actions';
import { useCustomizerEquipped, useCustomizerItems, useCustomizerStats } from '../api/get-customizer';
import { useSession } from '../../../stores/session';
import { costLabel, PurchaseDialog } from '../../../components/shop/purchase-dialog';
import '../../../styles/shop.css';

/** The slot tabs of docs/product/engagement.md#avatar--built, in order (named by the `avatar.slot` message). */
export const SLOTS: AvatarCategory[] = ['HEAD', 'BODY', 'FACE', 'ACCESSORY', 'BACKGROUND', 'EMOTE', 'TITLE'];

function ItemTile({ item, locked, onClick }: { item: AvatarItem; locked: boolean; onClick: (i: AvatarItem) => void }) {
  const intl = useI18n('avatar');
  const action = item.isOwned ? (item.isEquipped ? 'unequip' : 'equip') : 'buy';
  return (
    <li>
      <button
        type="button"
        className={`item-card${item.isEquipped ? ' item-card--equipped' : ''}`}
        onClick={() => onClick(item)}
        data-testid={`avatar-item-${item.id}`}
        aria-pressed={item.isOwned ? item.isEquipped : undefined}
      >
        <span className={`rarity rarity--${item.rarity}`}>{intl.formatMessage({ id: 'avatar.rarity' }, { rarity: item.rarity })}</span>
        <span className="item-card__icon" aria-hidden="true">
          {item.emoji || <span style={{ display: 'inline-block', width: 28, height: 28, borderRadius: 6, background: item.color }} />}
        </span>
        <span className="item-card__name">{item.name}</span>
        {item.isOwned ? (
          item.isEquipped ? <span className="badge badge--equipped">{intl.formatMessage({ id: 'avatar.item.equipped' })}</span> : <span className="badge badge--owned">{intl.formatMessage({ id: 'avatar.item.owned' })}</span>
        ) : (
          <span className="item-card__costs">{costLabel(intl, item)}</span>
        )}
        {/* The name is the tile's visible text (so speech and sight agree), plus what a press does. */}
        <span className="sr-only">{intl.formatMessage({ id: 'avatar.item.action' }, { action, locked: String(locked && !item.isOwned), level: item.requiredLevel })}</span>
        {locked && !item.isOwned ? (
          <span className="item-card__lock" aria-hidden="true">
            🔒 {intl.formatMessage({ id: 'avatar.item.unlocksAt' }, { level: item.requiredLevel })}
          </span>
        ) : null}
      </button>
    </li>
  );
}

/** The avatar customizer at /avatar (docs/product/engagement.md#avatar--built). */
export default function AvatarPage() {
  const intl = useI18n('avatar');
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const userId = useSession((s) => s.user?.id ?? null);
  const itemsRead = useCustomizerItems();
  const equippedRead = useCustomizerEquipped(userId);
  const statsRead = useCustomizerStats();
  const { failed, retry } = usePageReads([itemsRead, equippedRead, statsRead], 'the avatar items');
  // Item names in the reader's language, by id (the server's words for an item the catalogue lacks).
  const content = useI18n('content');
  const worded = (i: AvatarItem): AvatarItem => ({ ...i, name: contentWords(content, 'item', i.id, 'name', i.name) });
  const items = itemsRead.data?.map(worded) ?? null;
  const equipped = equippedRead.data ? (Object.fromEntries(Object.entries(equippedRead.data).map(([slot, item]) => [slot, item ? worded(item) : item])) as typeof equippedRead.data) : null;
  const stats = statsRead.data ?? null;
  const changeAvatar = useChangeAvatar(userId);
  const { mutateAsync: buyAvatarItem } = useBuyAvatarItem();
  const [slot, setSlot] = useState<AvatarCategory>('HEAD');
  const [buying, setBuying] = useState<AvatarItem | null>(null);
  const [announce, setAnnounce] = useState('');
  const busy = changeAvatar.isPending;
  const error = changeAvatar.isError ? wordError(intl, errorFactsOf(changeAvatar.error), 'avatar.changeFailed') : null;

  function change(itemId: string | null, category: AvatarCategory, done: string) {
    changeAvatar.mutate({ itemId, category }, { onSuccess: () => setAnnounce(done), onError: (err) => console.error('Avatar change failed', err) });
  }

  function onItem(item: AvatarItem) {
    if (busy) return;
    if (!item.isOwned) {
      setBuying(item);
      return;
    }
    if (item.isEquipped) change(null, item.category, t('avatar.removed', { name: item.name }));
    else change(item.id, item.category, t('avatar.equippedNow', { name: item.name }));
  }

  async function onBuy(item: AvatarItem, currency: Currency) {
    await buyAvatarItem({ itemId: item.id, currency });
    setBuying(null);
    setAnnounce(t('avatar.bought', { name: item.name }));
    celebrate(100);
  }

  const level = stats?.level ?? 1;
  const inSlot = items?.filter((i) => i.category === slot) ?? [];
  const owned = inSlot.filter((i) => i.isOwned);
  const forSale = inSlot.filter((i) => !i.isOwned && (i.coinsCost !== null || i.gemsCost !== null));

  return (
    <PageShell header={<UserHeader />} back={{ to: paths.dashboard.getHref(), label: t('avatar.back') }}>
      <h1 className="page-title">{t('avatar.title')}</h1>
      <p className="balances">
        <span className="pill" data-testid="avatar-coins">
          <span aria-hidden="true">🪙 </span>
          {stats ? t('avatar.coins', { count: stats.coins }) : t('avatar.coinsUnknown')}
        </span>
        <span className="pill" data-testid="avatar-gems">
          <span aria-hidden="true">💎 </span>
          {stats ? t('avatar.gems', { count: stats.gems }) : t('avatar.gemsUnknown')}
        </span>
      </p>
      <p className="sr-only" role="status" aria-live="polite">
        {announce}
      </p>
      {error ? (
        <p className="form__error" role="alert" data-testid="avatar-error">
          {error}
        </p>
      ) : null}
      {failed ? (
        <div className="panel panel--error" role="alert">
          <p>{t('avatar.loadFailed')}</p>
          <button type="button" className="btn btn--primary" onClick={retry}>
            {t('avatar.retry')}
          </button>
        </div>
      ) : items === null || equipped === null ? (
        <p className="inline-loading">{t('avatar.loading')}</p>
      ) : (
        <div className="customizer">
          <section className="panel" aria-labelledby="preview-title" data-testid="avatar-preview">
            <h2 id="preview-title" className="sr-only">
              {t('avatar.preview')}
            </h2>
            <AvatarFigure look={equipped} size={200} showTitle />
            <h3>{t('avatar.current')}</h3>
            <ul className="equipped-list" data-testid="equipped-list">
              {SLOTS.map((category) => {
                const worn = equipped[category];
                return (
                  <li key={category} data-testid={`equipped-${category}`}>
                    <span>
                      {t('avatar.slotWorn', { slot: category })} <strong>{worn ? worn.name : t('avatar.none')}</strong>
                    </span>
                    {worn ? (
                      <button type="button" className="btn btn--ghost btn--small" disabled={busy} onClick={() => change(null, category, `${worn.name} removed`)} aria-label={t('avatar.removeLabel', { name: worn.name })}>
                        {t('avatar.remove')}
                      </button>
                    ) : null}
                  </li>
                );
              })}
            </ul>
          </section>
          <section>
            <div className="tabs" role="tablist" aria-label={t('avatar.slots')}>
              {SLOTS.map((s) => (
                <button key={s} type="button" role="tab" className="tab" aria-selected={slot === s} onClick={() => setSlot(s)}>
                  {t('avatar.slot', { slot: s })}
                </button>
              ))}
            </div>
            <div role="tabpanel" aria-label={t('avatar.slot', { slot })}>
              {inSlot.length === 0 ? (
                <p className="empty-state">{t('avatar.empty')}</p>
              ) : (
                <>
                  <h2>{t('avatar.collection', { count: owned.length })}</h2>
                  {owned.length ? (
                    <ul className="item-grid">
                      {owned.map((i) => (
                        <ItemTile key={i.id} item={i} locked={false} onClick={onItem} />
                      ))}
                    </ul>
                  ) : (
                    <p className="empty-state">{t('avatar.empty')}</p>
                  )}
                  <h2>{t('avatar.forSale', { count: forSale.length })}</h2>
                  {forSale.length ? (
                    <ul className="item-grid">
                      {forSale.map((i) => (
                        <ItemTile key={i.id} item={i} locked={i.requiredLevel > level} onClick={onItem} />
                      ))}
                    </ul>
                  ) : (
                    <p className="empty-state">{t('avatar.empty')}</p>
                  )}
                </>
              )}
            </div>
          </section>
        </div>
      )}
      {buying && stats && equipped ? (
        <PurchaseDialog
          item={buying}
          level={level}
          balances={stats}
          preview={() => <AvatarFigure look={{ ...equipped, [buying.category]: buying }} size={140} showTitle />}
          onBuy={onBuy}
          onClose={() => setBuying(null)}
        />
      ) : null}
    </PageShell>
  );
}
