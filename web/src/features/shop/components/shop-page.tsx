import type { AvatarItem, Currency, ShopItem, ShopItemType } from '@mathquest/contracts';
import { useEffect, useState } from 'react';
import { PageShell } from '../../../components/layouts/page-shell';
import { UserHeader } from '../../../components/layouts/user-header';
import { paths } from '../../../config/paths';
import { celebrate } from '../../../lib/confetti';
import { usePageLoad } from '../../../lib/use-page-load';
import { shopApi } from '../../../lib/shop-api';
import { useAvatar } from '../../../stores/avatar';
import { useRealtime } from '../../../stores/realtime';
import { AvatarFigure } from '../../../components/avatar/avatar-figure';
import { costLabel, PurchaseDialog } from '../../../components/shop/purchase-dialog';
import '../../../styles/shop.css';

/** The category tabs of docs/product/engagement.md#shop--built. */
const TABS: Array<{ label: string; type: ShopItemType | null }> = [
  { label: 'All', type: null },
  { label: 'Avatar', type: 'AVATAR' },
  { label: 'Pets', type: 'PET' },
  { label: 'Power-Ups', type: 'POWER_UP' },
  { label: 'Consumables', type: 'CONSUMABLE' },
  { label: 'Bundles', type: 'BUNDLE' },
];

function ItemCard({ item, level, onOpen }: { item: ShopItem; level: number; onOpen: (i: ShopItem) => void }) {
  const locked = item.requiredLevel > level;
  return (
    <li>
      <button type="button" className="item-card" disabled={locked} onClick={() => onOpen(item)} data-testid={`shop-item-${item.id}`}>
        <span className="rarity-row">
          <span className={`rarity rarity--${item.rarity}`}>{item.rarity}</span>
        </span>
        <span className="item-card__icon" aria-hidden="true">
          {item.icon}
        </span>
        <span className="item-card__name">{item.name}</span>
        <span className="item-card__costs">{costLabel(item)}</span>
        <span>
          {item.isLimitedTime ? <span className="badge badge--limited">LIMITED</span> : null}
          {item.isOwned ? <span className="badge badge--owned">OWNED</span> : null}
          {item.ownedCount > 0 ? <span className="badge badge--owned">{item.ownedCount} left</span> : null}
        </span>
        {locked ? <span className="sr-only">, requires level {item.requiredLevel}</span> : null}
        {locked ? (
          <span className="item-card__lock" aria-hidden="true">
            🔒 Unlocks at Level {item.requiredLevel}
          </span>
        ) : null}
      </button>
    </li>
  );
}

/** Preview: an avatar item on the student's avatar as worn now; a pet as itself. */
function ItemPreview({ item }: { item: ShopItem }) {
  const equipped = useAvatar((s) => s.equipped);
  const [avatarItem, setAvatarItem] = useState<AvatarItem | null>(null);
  useEffect(() => {
    if (item.type !== 'AVATAR') return;
    let live = true;
    shopApi
      .avatarItems()
      .then((list) => live && setAvatarItem(list.find((a) => a.id === item.id) ?? null))
      .catch((err: unknown) => console.warn('Preview not loaded', err));
    return () => {
      live = false;
    };
  }, [item]);
  if (item.type === 'PET') {
    return (
      <p className="item-preview" data-testid="item-preview">
        <span className="item-card__icon" aria-hidden="true">
          {item.icon}
        </span>{' '}
        {item.name}
      </p>
    );
  }
  return (
    <div data-testid="item-preview">
      {avatarItem ? <AvatarFigure look={{ ...(equipped ?? {}), [avatarItem.category]: avatarItem }} size={140} showTitle /> : <p className="muted">Loading preview...</p>}
    </div>
  );
}

/** The shop at /shop (docs/product/engagement.md#shop--built). */
export default function ShopPage() {
  const [items, setItems] = useState<ShopItem[] | null>(null);
  const [featured, setFeatured] = useState<ShopItem[]>([]);
  const [stats, setStats] = useState<{ level: number; coins: number; gems: number } | null>(null);
  const [tab, setTab] = useState<ShopItemType | null>(null);
  const [open, setOpen] = useState<ShopItem | null>(null);
  const [announce, setAnnounce] = useState('');

  const { failed, retry } = usePageLoad(
    () => Promise.all([shopApi.shop(), shopApi.featured(), shopApi.stats()]),
    ([all, feat, s]) => {
      setItems(all);
      setFeatured(feat);
      setStats({ level: s.level, coins: s.coins, gems: s.gems });
    },
    'the shop',
  );

  async function onBuy(item: ShopItem, currency: Currency) {
    const result = await shopApi.buyShopItem(item.id, currency);
    setStats((s) => (s ? { ...s, ...result.wallet } : s));
    useRealtime.getState().setWallet(result.wallet);
    const [all, feat] = await Promise.all([shopApi.shop(), shopApi.featured()]);
    setItems(all);
    setFeatured(feat);
    setOpen(null);
    setAnnounce(`You bought ${item.name}!${result.effect ? ` ${result.effect}` : ''}`);
    celebrate(100);
  }

  const shown = items?.filter((i) => tab === null || i.type === tab) ?? [];
  const level = stats?.level ?? 1;
  return (
    <PageShell header={<UserHeader />} back={{ to: paths.dashboard.getHref(), label: 'Back to Dashboard' }}>
      <h1 className="page-title">Shop</h1>
      <p className="balances">
        <span className="pill" data-testid="shop-coins">
          <span aria-hidden="true">🪙 </span>
          {stats ? stats.coins : '…'} coins
        </span>
        <span className="pill" data-testid="shop-gems">
          <span aria-hidden="true">💎 </span>
          {stats ? stats.gems : '…'} gems
        </span>
      </p>
      <p className="sr-only" role="status" aria-live="polite" data-testid="shop-announce">
        {announce}
      </p>
      {announce ? <p className="panel" data-testid="shop-success">{announce}</p> : null}
      {failed ? (
        <div className="panel panel--error" role="alert">
          <p>We could not load the shop right now.</p>
          <button type="button" className="btn btn--primary" onClick={retry}>
            Try again
          </button>
        </div>
      ) : items === null ? (
        <p className="inline-loading">Loading shop...</p>
      ) : (
        <>
          <section aria-labelledby="featured-title">
            <h2 id="featured-title">Featured Items</h2>
            {featured.length ? (
              <ul className="item-grid">
                {featured.map((i) => (
                  <ItemCard key={i.id} item={i} level={level} onOpen={setOpen} />
                ))}
              </ul>
            ) : (
              <p className="empty-state">No items in this category yet</p>
            )}
          </section>
          <div className="tabs" role="tablist" aria-label="Categories">
            {TABS.map((t) => (
              <button key={t.label} type="button" role="tab" className="tab" aria-selected={tab === t.type} onClick={() => setTab(t.type)}>
                {t.label}
              </button>
            ))}
          </div>
          <section role="tabpanel" aria-label={TABS.find((t) => t.type === tab)?.label}>
            {shown.length ? (
              <ul className="item-grid">
                {shown.map((i) => (
                  <ItemCard key={i.id} item={i} level={level} onOpen={setOpen} />
                ))}
              </ul>
            ) : (
              <p className="empty-state">No items in this category yet</p>
            )}
          </section>
        </>
      )}
      {open && stats ? (
        <PurchaseDialog
          item={open}
          level={level}
          balances={stats}
          description={open.description}
          preview={open.type === 'AVATAR' || open.type === 'PET' ? () => <ItemPreview item={open} /> : null}
          onBuy={onBuy}
          onClose={() => setOpen(null)}
        />
      ) : null}
    </PageShell>
  );
}
