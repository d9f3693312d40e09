import type { AvatarCategory, AvatarItem, Currency } from '@mathquest/contracts';
import { useState } from 'react';
import { AvatarFigure } from '../../../components/avatar/avatar-figure';
import { PageShell } from '../../../components/layouts/page-shell';
import { UserHeader } from '../../../components/layouts/user-header';
import { paths } from '../../../config/paths';
import { messageOf } from '../../../lib/api-client';
import { usePageReads } from '../../../lib/page-reads';
import { celebrate } from '../../../utils/confetti';
import { useBuyAvatarItem, useChangeAvatar } from '../api/avatar-actions';
import { useCustomizerEquipped, useCustomizerItems, useCustomizerStats } from '../api/get-customizer';
import { useSession } from '../../../stores/session';
import { costLabel, PurchaseDialog } from '../../../components/shop/purchase-dialog';
import '../../../styles/shop.css';

/** The slot tabs of docs/product/engagement.md#avatar--built, in order. */
export const SLOTS: Array<{ category: AvatarCategory; label: string }> = [
  { category: 'HEAD', label: 'Head' },
  { category: 'BODY', label: 'Body' },
  { category: 'FACE', label: 'Face' },
  { category: 'ACCESSORY', label: 'Accessories' },
  { category: 'BACKGROUND', label: 'Background' },
  { category: 'EMOTE', label: 'Emotes' },
  { category: 'TITLE', label: 'Titles' },
];

function ItemTile({ item, locked, onClick }: { item: AvatarItem; locked: boolean; onClick: (i: AvatarItem) => void }) {
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
        <span className={`rarity rarity--${item.rarity}`}>{item.rarity}</span>
        <span className="item-card__icon" aria-hidden="true">
          {item.emoji || <span style={{ display: 'inline-block', width: 28, height: 28, borderRadius: 6, background: item.color }} />}
        </span>
        <span className="item-card__name">{item.name}</span>
        {item.isOwned ? (
          item.isEquipped ? <span className="badge badge--equipped">EQUIPPED</span> : <span className="badge badge--owned">OWNED</span>
        ) : (
          <span className="item-card__costs">{costLabel(item)}</span>
        )}
        {/* The name is the tile's visible text (so speech and sight agree), plus what a press does. */}
        <span className="sr-only">{`, ${action}${locked && !item.isOwned ? `, requires level ${item.requiredLevel}` : ''}`}</span>
        {locked && !item.isOwned ? (
          <span className="item-card__lock" aria-hidden="true">
            🔒 Unlocks at Level {item.requiredLevel}
          </span>
        ) : null}
      </button>
    </li>
  );
}

/** The avatar customizer at /avatar (docs/product/engagement.md#avatar--built). */
export default function AvatarPage() {
  const userId = useSession((s) => s.user?.id ?? null);
  const itemsRead = useCustomizerItems();
  const equippedRead = useCustomizerEquipped(userId);
  const statsRead = useCustomizerStats();
  const { failed, retry } = usePageReads([itemsRead, equippedRead, statsRead], 'the avatar items');
  const items = itemsRead.data ?? null;
  const equipped = equippedRead.data ?? null;
  const stats = statsRead.data ?? null;
  const changeAvatar = useChangeAvatar(userId);
  const { mutateAsync: buyAvatarItem } = useBuyAvatarItem();
  const [slot, setSlot] = useState<AvatarCategory>('HEAD');
  const [buying, setBuying] = useState<AvatarItem | null>(null);
  const [announce, setAnnounce] = useState('');
  const busy = changeAvatar.isPending;
  const error = changeAvatar.isError ? messageOf(changeAvatar.error, 'That did not work. Please try again.') : null;

  function change(itemId: string | null, category: AvatarCategory, done: string) {
    changeAvatar.mutate({ itemId, category }, { onSuccess: () => setAnnounce(done), onError: (err) => console.error('Avatar change failed', err) });
  }

  function onItem(item: AvatarItem) {
    if (busy) return;
    if (!item.isOwned) {
      setBuying(item);
      return;
    }
    if (item.isEquipped) change(null, item.category, `${item.name} removed`);
    else change(item.id, item.category, `${item.name} equipped`);
  }

  async function onBuy(item: AvatarItem, currency: Currency) {
    await buyAvatarItem({ itemId: item.id, currency });
    setBuying(null);
    setAnnounce(`You bought ${item.name}! Click it to wear it.`);
    celebrate(100);
  }

  const level = stats?.level ?? 1;
  const inSlot = items?.filter((i) => i.category === slot) ?? [];
  const owned = inSlot.filter((i) => i.isOwned);
  const forSale = inSlot.filter((i) => !i.isOwned && (i.coinsCost !== null || i.gemsCost !== null));
  const slotLabel = SLOTS.find((s) => s.category === slot)!.label;

  return (
    <PageShell header={<UserHeader />} back={{ to: paths.dashboard.getHref(), label: 'Back to Dashboard' }}>
      <h1 className="page-title">Avatar Customizer</h1>
      <p className="balances">
        <span className="pill" data-testid="avatar-coins">
          <span aria-hidden="true">🪙 </span>
          {stats ? stats.coins : '…'} coins
        </span>
        <span className="pill" data-testid="avatar-gems">
          <span aria-hidden="true">💎 </span>
          {stats ? stats.gems : '…'} gems
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
          <p>We could not load your avatar right now.</p>
          <button type="button" className="btn btn--primary" onClick={retry}>
            Try again
          </button>
        </div>
      ) : items === null || equipped === null ? (
        <p className="inline-loading">Loading your avatar...</p>
      ) : (
        <div className="customizer">
          <section className="panel" aria-labelledby="preview-title" data-testid="avatar-preview">
            <h2 id="preview-title" className="sr-only">
              Preview
            </h2>
            <AvatarFigure look={equipped} size={200} showTitle />
            <h3>Currently Equipped</h3>
            <ul className="equipped-list" data-testid="equipped-list">
              {SLOTS.map(({ category, label }) => {
                const worn = equipped[category];
                return (
                  <li key={category} data-testid={`equipped-${category}`}>
                    <span>
                      {label}: <strong>{worn ? worn.name : 'None'}</strong>
                    </span>
                    {worn ? (
                      <button type="button" className="btn btn--ghost btn--small" disabled={busy} onClick={() => change(null, category, `${worn.name} removed`)} aria-label={`Remove ${worn.name}`}>
                        Remove
                      </button>
                    ) : null}
                  </li>
                );
              })}
            </ul>
          </section>
          <section>
            <div className="tabs" role="tablist" aria-label="Slots">
              {SLOTS.map((s) => (
                <button key={s.category} type="button" role="tab" className="tab" aria-selected={slot === s.category} onClick={() => setSlot(s.category)}>
                  {s.label}
                </button>
              ))}
            </div>
            <div role="tabpanel" aria-label={slotLabel}>
              {inSlot.length === 0 ? (
                <p className="empty-state">No items in this category yet</p>
              ) : (
                <>
                  <h2>Your Collection ({owned.length})</h2>
                  {owned.length ? (
                    <ul className="item-grid">
                      {owned.map((i) => (
                        <ItemTile key={i.id} item={i} locked={false} onClick={onItem} />
                      ))}
                    </ul>
                  ) : (
                    <p className="empty-state">No items in this category yet</p>
                  )}
                  <h2>Available to Purchase ({forSale.length})</h2>
                  {forSale.length ? (
                    <ul className="item-grid">
                      {forSale.map((i) => (
                        <ItemTile key={i.id} item={i} locked={i.requiredLevel > level} onClick={onItem} />
                      ))}
                    </ul>
                  ) : (
                    <p className="empty-state">No items in this category yet</p>
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
