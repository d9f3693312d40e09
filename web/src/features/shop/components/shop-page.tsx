import type { AvatarItem, Currency, ShopItem, ShopItemType } from '@mathquest/contracts';
import { useEffect, useState } from 'react';
import { PageShell } from '../../../components/layouts/page-shell';
import { UserHeader } from '../../../components/layouts/user-header';
import { paths } from '../../../config/paths';
import { celebrate } from '../../../utils/confetti';
import { useAvatar } from '../../../stores/avatar';
import { AvatarFigure } from '../../../components/avatar/avatar-figure';
import { costLabel, PurchaseDialog } from '../../../components/shop/purchase-dialog';
import { useLoggedFailure } from '../../../lib/use-logged-failure';
import { useAvatarItems } from '../../../components/avatar/get-avatar-items';
import { useFeaturedItems } from '../api/get-featured-items';
import { useShopItems } from '../api/get-shop-items';
import { useShopStats } from '../api/get-shop-stats';
import { useBuyShopItem } from '../api/buy-shop-item';
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
  const { data: catalogue, error } = useAvatarItems(item.type === 'AVATAR');
  useEffect(() => {
    if (error) console.warn('Preview not loaded', error);
  }, [error]);
  const avatarItem: AvatarItem | null = catalogue?.find((a) => a.id === item.id) ?? null;
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
  const itemsRead = useShopItems();
  const featuredRead = useFeaturedItems();
  const statsRead = useShopStats();
  const buy = useBuyShopItem();
  const [tab, setTab] = useState<ShopItemType | null>(null);
  const [open, setOpen] = useState<ShopItem | null>(null);
  const [announce, setAnnounce] = useState('');

  const reads = [itemsRead, featuredRead, statsRead];
  const failed = reads.some((r) => r.isError);
  useLoggedFailure(failed ? reads.find((r) => r.error)?.error : null, 'Failed to load the shop');
  const retry = () => {
    for (const r of reads) if (r.isError) void r.refetch();
  };
  // The page shows once all three reads have answered, as one page.
  const ready = itemsRead.data && featuredRead.data && statsRead.data;
  const items = ready ? itemsRead.data : null;
  const featured = featuredRead.data ?? [];
  const stats = statsRead.data ?? null;

  async function onBuy(item: ShopItem, currency: Currency) {
    const result = await buy.mutateAsync({ itemId: item.id, currency });
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
