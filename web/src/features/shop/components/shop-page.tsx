import type { AvatarItem, Currency, ShopItem, ShopItemType } from '@mathquest/contracts';
import { useEffect, useState } from 'react';
import { PageShell } from '../../../components/layouts/page-shell';
import { UserHeader } from '../../../components/layouts/user-header';
import { paths } from '../../../config/paths';
import { celebrate } from '../../../utils/confetti';
import { useAvatar } from '../../../stores/avatar';
import { AvatarFigure } from '../../../components/avatar/avatar-figure';
import { costLabel, PurchaseDialog } from '../../../components/shop/purchase-dialog';
import { contentWords, shopItemName } from '../../../i18n/content-words';
import { useI18n } from '../../../i18n/use-i18n';
import { useLoggedFailure } from '../../../lib/use-logged-failure';
import { useAvatarItems } from '../../../components/avatar/get-avatar-items';
import { useFeaturedItems } from '../api/get-featured-items';
import { useShopItems } from '../api/get-shop-items';
import { purchaseEffectWords } from '../effect-words';
import { useShopStats } from '../api/get-shop-stats';
import { useBuyShopItem } from '../api/buy-shop-item';
import '../../../styles/shop.css';

/** The category tabs of docs/product/engagement.md#shop--built; `key` is the value of the `shop.tab` message's select. */
const TABS: Array<{ key: string; type: ShopItemType | null }> = [
  { key: 'ALL', type: null },
  { key: 'AVATAR', type: 'AVATAR' },
  { key: 'PET', type: 'PET' },
  { key: 'POWER_UP', type: 'POWER_UP' },
  { key: 'CONSUMABLE', type: 'CONSUMABLE' },
  { key: 'BUNDLE', type: 'BUNDLE' },
];

function ItemCard({ item, level, onOpen }: { item: ShopItem; level: number; onOpen: (i: ShopItem) => void }) {
  const intl = useI18n('shop');
  const locked = item.requiredLevel > level;
  return (
    <li>
      <button type="button" className="item-card" disabled={locked} onClick={() => onOpen(item)} data-testid={`shop-item-${item.id}`}>
        <span className="rarity-row">
          <span className={`rarity rarity--${item.rarity}`}>{intl.formatMessage({ id: 'shop.rarity' }, { rarity: item.rarity })}</span>
        </span>
        <span className="item-card__icon" aria-hidden="true">
          {item.icon}
        </span>
        <span className="item-card__name">{item.name}</span>
        <span className="item-card__costs">{costLabel(intl, item)}</span>
        <span>
          {item.isLimitedTime ? <span className="badge badge--limited">{intl.formatMessage({ id: 'shop.item.limited' })}</span> : null}
          {item.isOwned ? <span className="badge badge--owned">{intl.formatMessage({ id: 'shop.item.owned' })}</span> : null}
          {item.ownedCount > 0 ? <span className="badge badge--owned">{intl.formatMessage({ id: 'shop.item.left' }, { count: item.ownedCount })}</span> : null}
        </span>
        {locked ? <span className="sr-only">{intl.formatMessage({ id: 'shop.item.requiresLevel' }, { level: item.requiredLevel })}</span> : null}
        {locked ? (
          <span className="item-card__lock" aria-hidden="true">
            🔒 {intl.formatMessage({ id: 'shop.item.unlocksAt' }, { level: item.requiredLevel })}
          </span>
        ) : null}
      </button>
    </li>
  );
}

/** Preview: an avatar item on the student's avatar as worn now; a pet as itself. */
function ItemPreview({ item }: { item: ShopItem }) {
  const intl = useI18n('shop');
  const equipped = useAvatar((s) => s.equipped);
  const { data: catalogue, error } = useAvatarItems(item.type === 'AVATAR');
  useEffect(() => {
    if (error) console.warn('Preview not loaded', error);
  }, [error]);
  const content = useI18n('content');
  const found = catalogue?.find((a) => a.id === item.id);
  // The title caption in the reader's language, as on the card.
  const avatarItem: AvatarItem | null = found ? { ...found, name: contentWords(content, 'item', found.id, 'name', found.name) } : null;
  // What is worn now, named in the reader's language too (the figure's label lists every layer).
  const worn = Object.fromEntries(Object.entries(equipped ?? {}).map(([slot, layer]) => [slot, layer ? { ...layer, name: contentWords(content, 'item', layer.id, 'name', layer.name) } : layer]));
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
      {avatarItem ? <AvatarFigure look={{ ...worn, [avatarItem.category]: avatarItem }} size={140} showTitle /> : <p className="muted">{intl.formatMessage({ id: 'shop.preview.loading' })}</p>}
    </div>
  );
}

/** The shop at /shop (docs/product/engagement.md#shop--built). */
export default function ShopPage() {
  const intl = useI18n('shop');
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  // Item names and descriptions in the reader's language, by id (the server's words for an item the catalogue lacks).
  const content = useI18n('content');
  const worded = (i: ShopItem): ShopItem => ({ ...i, name: shopItemName(content, i.id, i.name), description: contentWords(content, 'shop', i.id, 'description', i.description) });
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
  const items = ready ? itemsRead.data.map(worded) : null;
  const featured = (featuredRead.data ?? []).map(worded);
  const stats = statsRead.data ?? null;

  async function onBuy(item: ShopItem, currency: Currency) {
    const result = await buy.mutateAsync({ itemId: item.id, currency });
    setOpen(null);
    // What the item did, worded from the purchase's facts (docs/adr/0191).
    const effect = purchaseEffectWords(intl, item.name, result);
    setAnnounce(`${t('shop.bought', { name: item.name })}${effect ? ` ${effect}` : ''}`);
    celebrate(100);
  }

  const shown = items?.filter((i) => tab === null || i.type === tab) ?? [];
  const level = stats?.level ?? 1;
  return (
    <PageShell header={<UserHeader />} back={{ to: paths.dashboard.getHref(), label: t('shop.back') }}>
      <h1 className="page-title">{t('shop.title')}</h1>
      <p className="balances">
        <span className="pill" data-testid="shop-coins">
          <span aria-hidden="true">🪙 </span>
          {stats ? t('shop.coins', { count: stats.coins }) : t('shop.coinsUnknown')}
        </span>
        <span className="pill" data-testid="shop-gems">
          <span aria-hidden="true">💎 </span>
          {stats ? t('shop.gems', { count: stats.gems }) : t('shop.gemsUnknown')}
        </span>
      </p>
      <p className="sr-only" role="status" aria-live="polite" data-testid="shop-announce">
        {announce}
      </p>
      {announce ? <p className="panel" data-testid="shop-success">{announce}</p> : null}
      {failed ? (
        <div className="panel panel--error" role="alert">
          <p>{t('shop.loadFailed')}</p>
          <button type="button" className="btn btn--primary" onClick={retry}>
            {t('shop.retry')}
          </button>
        </div>
      ) : items === null ? (
        <p className="inline-loading">{t('shop.loading')}</p>
      ) : (
        <>
          <section aria-labelledby="featured-title">
            <h2 id="featured-title">{t('shop.featured')}</h2>
            {featured.length ? (
              <ul className="item-grid">
                {featured.map((i) => (
                  <ItemCard key={i.id} item={i} level={level} onOpen={setOpen} />
                ))}
              </ul>
            ) : (
              <p className="empty-state">{t('shop.empty')}</p>
            )}
          </section>
          <div className="tabs" role="tablist" aria-label={t('shop.categories')}>
            {TABS.map((c) => (
              <button key={c.key} type="button" role="tab" className="tab" aria-selected={tab === c.type} onClick={() => setTab(c.type)}>
                {t('shop.tab', { tab: c.key })}
              </button>
            ))}
          </div>
          <section role="tabpanel" aria-label={t('shop.tab', { tab: TABS.find((c) => c.type === tab)?.key ?? 'ALL' })}>
            {shown.length ? (
              <ul className="item-grid">
                {shown.map((i) => (
                  <ItemCard key={i.id} item={i} level={level} onOpen={setOpen} />
                ))}
              </ul>
            ) : (
              <p className="empty-state">{t('shop.empty')}</p>
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
