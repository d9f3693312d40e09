import { footprint, HOMEBASE_COLUMNS, HOMEBASE_ROWS, insideGrid, nextRotation, overlaps, type Currency, type Furniture, type FurnitureCategory, type Rotation } from '@mathquest/contracts';
import { useEffect, useRef, useState } from 'react';
import { PageShell } from '../../../components/layouts/page-shell';
import { UserHeader } from '../../../components/layouts/user-header';
import { paths } from '../../../config/paths';
import { messageOf } from '../../../lib/api-client';
import { usePageLoad } from '../../../lib/use-page-load';
import { celebrate } from '../../../lib/confetti';
import { shopApi, type PlacementInput } from '../../../lib/shop-api';
import { useRealtime } from '../../../stores/realtime';
import { costLabel, PurchaseDialog } from '../../../components/shop/purchase-dialog';
import '../../../styles/shop.css';

/** Cell size in pixels (docs/product/engagement.md#home-base--built). */
export const CELL_PX = 60;
const CATEGORIES: Array<{ category: FurnitureCategory | null; label: string }> = [
  { category: null, label: 'All' },
  { category: 'FLOOR', label: 'Floor' },
  { category: 'WALL', label: 'Wall' },
  { category: 'FURNITURE', label: 'Furniture' },
  { category: 'DECORATION', label: 'Decoration' },
  { category: 'LIGHTING', label: 'Lighting' },
  { category: 'SPECIAL', label: 'Special' },
];

type Mode = 'edit' | 'place';

/** Whether `piece` can stand at its place among `others` (inside the grid, overlapping nothing). */
export function fits(piece: PlacementInput, others: readonly PlacementInput[], byId: ReadonlyMap<string, Furniture>): boolean {
  const item = byId.get(piece.itemId);
  if (!item) return false;
  const rect = footprint(item.size, piece);
  if (!insideGrid(rect)) return false;
  return others.every((o) => {
    const other = byId.get(o.itemId);
    return o.itemId === piece.itemId || !other || !overlaps(rect, footprint(other.size, o));
  });
}

/** The home-base editor at /homebase (docs/product/engagement.md#home-base--built). */
export default function HomeBasePage() {
  const [furniture, setFurniture] = useState<Furniture[] | null>(null);
  const [layout, setLayout] = useState<PlacementInput[]>([]);
  const [stats, setStats] = useState<{ level: number; coins: number; gems: number } | null>(null);
  const [mode, setMode] = useState<Mode>('edit');
  const [category, setCategory] = useState<FurnitureCategory | null>(null);
  const [placing, setPlacing] = useState<string | null>(null);
  const [selected, setSelected] = useState<string | null>(null);
  const [dirty, setDirty] = useState(false);
  const [saving, setSaving] = useState(false);
  const [message, setMessage] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);
  const [shopOpen, setShopOpen] = useState(false);
  const [buying, setBuying] = useState<Furniture | null>(null);
  const shopCloseRef = useRef<HTMLButtonElement>(null);

  const { failed, retry } = usePageLoad(
    () => Promise.all([shopApi.furniture(), shopApi.placed(), shopApi.stats()]),
    ([list, placed, s]) => {
      setFurniture(list);
      setLayout(placed.map((p) => ({ itemId: p.itemId, x: p.x, y: p.y, rotation: p.rotation })));
      setStats({ level: s.level, coins: s.coins, gems: s.gems });
    },
    'the home base',
  );

  useEffect(() => {
    if (shopOpen && !buying) shopCloseRef.current?.focus();
  }, [shopOpen, buying]);

  const byId = new Map((furniture ?? []).map((f) => [f.id, f]));
  const owned = (furniture ?? []).filter((f) => f.isOwned && (category === null || f.category === category));
  const forSale = (furniture ?? []).filter((f) => !f.isOwned);
  const placedIds = new Set(layout.map((p) => p.itemId));
  const selectedPiece = layout.find((p) => p.itemId === selected) ?? null;

  function update(next: PlacementInput[], text: string) {
    setLayout(next);
    setDirty(true);
    setMessage({ kind: 'ok', text });
  }

  function choose(itemId: string) {
    setMode('place');
    setPlacing(itemId);
    setSelected(null);
    setMessage({ kind: 'ok', text: `Choose a cell for the ${byId.get(itemId)?.name ?? 'piece'}` });
  }

  function placeAt(x: number, y: number) {
    if (mode !== 'place' || !placing) return;
    const item = byId.get(placing)!;
    const piece: PlacementInput = { itemId: placing, x, y, rotation: 0 };
    const others = layout.filter((p) => p.itemId !== placing);
    if (!fits(piece, others, byId)) {
      setMessage({ kind: 'error', text: `The ${item.name} does not fit there. Try another cell.` });
      return;
    }
    update([...others, piece], `${item.name} placed`);
    setPlacing(null);
    setSelected(placing);
    setMode('edit');
  }

  function rotate() {
    if (!selectedPiece) return;
    const item = byId.get(selectedPiece.itemId)!;
    let rotation: Rotation = selectedPiece.rotation;
    const others = layout.filter((p) => p.itemId !== selectedPiece.itemId);
    for (let turn = 0; turn < 3; turn++) {
      rotation = nextRotation(rotation);
      if (fits({ ...selectedPiece, rotation }, others, byId)) {
        update(
          layout.map((p) => (p.itemId === selectedPiece.itemId ? { ...p, rotation } : p)),
          `${item.name} turned to ${rotation} degrees`,
        );
        return;
      }
    }
    setMessage({ kind: 'error', text: `There is no room to turn the ${item.name} here.` });
  }

  function remove() {
    if (!selectedPiece) return;
    const item = byId.get(selectedPiece.itemId)!;
    update(layout.filter((p) => p.itemId !== selectedPiece.itemId), `${item.name} removed`);
    setSelected(null);
  }

  async function save() {
    setSaving(true);
    setMessage(null);
    try {
      const saved = await shopApi.saveLayout(layout);
      setLayout(saved.map((p) => ({ itemId: p.itemId, x: p.x, y: p.y, rotation: p.rotation })));
      setDirty(false);
      setMessage({ kind: 'ok', text: 'Home base saved!' });
    } catch (err) {
      console.error('Layout save failed', err);
      setMessage({ kind: 'error', text: messageOf(err, 'Your home base could not be saved. Please try again.') });
    } finally {
      setSaving(false);
    }
  }

  async function onBuy(item: Furniture, currency: Currency) {
    const result = await shopApi.buyFurniture(item.id, currency);
    setStats((s) => (s ? { ...s, ...result.wallet } : s));
    useRealtime.getState().setWallet(result.wallet);
    setFurniture((list) => list?.map((f) => (f.id === item.id ? { ...f, isOwned: true } : f)) ?? null);
    setBuying(null);
    setMessage({ kind: 'ok', text: `You bought the ${item.name}! Place it in your room.` });
    celebrate(100);
  }

  const level = stats?.level ?? 1;
  return (
    <PageShell header={<UserHeader />} back={{ to: paths.dashboard.getHref(), label: 'Back to Dashboard' }}>
      <h1 className="page-title">Home Base Editor</h1>
      <p className="balances">
        <span className="pill" data-testid="homebase-coins">
          <span aria-hidden="true">🪙 </span>
          {stats ? stats.coins : '…'} coins
        </span>
        <span className="pill">
          <span aria-hidden="true">💎 </span>
          {stats ? stats.gems : '…'} gems
        </span>
      </p>
      {failed ? (
        <div className="panel panel--error" role="alert">
          <p>We could not load your home base right now.</p>
          <button type="button" className="btn btn--primary" onClick={retry}>
            Try again
          </button>
        </div>
      ) : furniture === null ? (
        <p className="inline-loading">Loading your home base...</p>
      ) : (
        <>
          <div className="button-row">
            <div className="tabs" role="group" aria-label="Mode">
              <button type="button" className="tab" aria-pressed={mode === 'edit'} onClick={() => { setMode('edit'); setPlacing(null); }} data-testid="mode-edit">
                Edit Mode
              </button>
              <button type="button" className="tab" aria-pressed={mode === 'place'} onClick={() => { setMode('place'); setSelected(null); }} data-testid="mode-place">
                Place Mode
              </button>
            </div>
            <button type="button" className="btn btn--primary" onClick={() => void save()} disabled={saving} data-testid="homebase-save">
              {saving ? 'Saving...' : dirty ? 'Save' : 'Save'}
            </button>
            <button type="button" className="btn btn--secondary" onClick={() => setShopOpen(true)} data-testid="open-furniture-shop">
              Furniture Shop
            </button>
          </div>
          <p role="status" aria-live="polite" className={message?.kind === 'error' ? 'form__error' : 'muted'} data-testid="homebase-message">
            {message?.text ?? (mode === 'place' ? 'Choose a piece, then a cell.' : 'Click a piece to turn or remove it.')}
          </p>
          <div className="homebase">
            <div className={`room${mode === 'place' ? ' room--placing' : ''}`} style={{ width: HOMEBASE_COLUMNS * CELL_PX, height: HOMEBASE_ROWS * CELL_PX }} data-testid="room">
              <div className="room__cells">
                {Array.from({ length: HOMEBASE_ROWS }, (_, y) =>
                  Array.from({ length: HOMEBASE_COLUMNS }, (_, x) => (
                    <button
                      key={`${x}-${y}`}
                      type="button"
                      className={`room__cell${mode === 'place' && placing ? ' room__cell--target' : ''}`}
                      tabIndex={mode === 'place' && placing ? 0 : -1}
                      aria-label={`Cell column ${x + 1}, row ${y + 1}`}
                      onClick={() => placeAt(x, y)}
                      data-testid={`cell-${x}-${y}`}
                    />
                  )),
                )}
              </div>
              {layout.map((p) => {
                const item = byId.get(p.itemId);
                if (!item) return null;
                const r = footprint(item.size, p);
                return (
                  <button
                    key={p.itemId}
                    type="button"
                    className={`piece${selected === p.itemId ? ' piece--selected' : ''}`}
                    style={{ left: r.x * CELL_PX, top: r.y * CELL_PX, width: r.width * CELL_PX, height: r.height * CELL_PX, background: item.color }}
                    onClick={() => mode === 'edit' && setSelected(p.itemId)}
                    aria-pressed={selected === p.itemId}
                    aria-label={`${item.name} at column ${p.x + 1}, row ${p.y + 1}, turned ${p.rotation} degrees`}
                    data-testid={`piece-${p.itemId}`}
                    data-rotation={p.rotation}
                    data-x={p.x}
                    data-y={p.y}
                  >
                    <span aria-hidden="true" style={{ transform: `rotate(${p.rotation}deg)` }}>
                      {item.emoji}
                    </span>
                  </button>
                );
              })}
            </div>
            <aside className="panel">
              {mode === 'edit' && selectedPiece ? (
                <div className="button-row" data-testid="piece-tools">
                  <strong>{byId.get(selectedPiece.itemId)?.name}</strong>
                  <button type="button" className="btn btn--secondary btn--small" onClick={rotate} data-testid="rotate-piece">
                    Rotate
                  </button>
                  <button type="button" className="btn btn--ghost btn--small" onClick={remove} data-testid="remove-piece">
                    Remove
                  </button>
                </div>
              ) : null}
              <h2>Your Furniture</h2>
              <div className="tabs" role="tablist" aria-label="Furniture categories">
                {CATEGORIES.map((c) => (
                  <button key={c.label} type="button" role="tab" className="tab" aria-selected={category === c.category} onClick={() => setCategory(c.category)}>
                    {c.label}
                  </button>
                ))}
              </div>
              {owned.length === 0 ? (
                <p className="empty-state">No items in this category yet</p>
              ) : (
                <ul className="piece-list">
                  {owned.map((f) => (
                    <li key={f.id}>
                      <button
                        type="button"
                        className={`btn btn--small ${placing === f.id ? 'btn--primary' : 'btn--ghost'}`}
                        disabled={placedIds.has(f.id)}
                        onClick={() => choose(f.id)}
                        data-testid={`furniture-${f.id}`}
                      >
                        <span aria-hidden="true">{f.emoji} </span>
                        {f.name} ({f.size.width}×{f.size.height}){placedIds.has(f.id) ? ' · placed' : ''}
                      </button>
                    </li>
                  ))}
                </ul>
              )}
            </aside>
          </div>
        </>
      )}
      {shopOpen && !buying ? (
        <div className="dialog-backdrop" onClick={(e) => e.target === e.currentTarget && setShopOpen(false)}>
          <div className="dialog dialog--wide" role="dialog" aria-modal="true" aria-labelledby="furniture-shop-title" data-testid="furniture-shop">
            <h2 id="furniture-shop-title">Furniture Shop</h2>
            {forSale.length === 0 ? (
              <p className="empty-state">All furniture unlocked!</p>
            ) : (
              <ul className="item-grid">
                {forSale.map((f) => {
                  const locked = f.requiredLevel > level;
                  return (
                    <li key={f.id}>
                      <button type="button" className="item-card" disabled={locked} onClick={() => setBuying(f)} data-testid={`furniture-shop-${f.id}`}>
                        <span className={`rarity rarity--${f.rarity}`}>{f.rarity}</span>
                        <span className="item-card__icon" aria-hidden="true">
                          {f.emoji}
                        </span>
                        <span className="item-card__name">{f.name}</span>
                        <span className="muted">
                          {f.size.width}×{f.size.height} · {f.category.toLowerCase()}
                        </span>
                        <span className="item-card__costs">{costLabel(f)}</span>
                        {locked ? <span className="sr-only">, requires level {f.requiredLevel}</span> : null}
                        {locked ? (
                          <span className="item-card__lock" aria-hidden="true">
                            🔒 Unlocks at Level {f.requiredLevel}
                          </span>
                        ) : null}
                      </button>
                    </li>
                  );
                })}
              </ul>
            )}
            <div className="button-row">
              <button ref={shopCloseRef} type="button" className="btn btn--ghost" onClick={() => setShopOpen(false)}>
                Close
              </button>
            </div>
          </div>
        </div>
      ) : null}
      {buying && stats ? <PurchaseDialog item={buying} level={level} balances={stats} description={`${buying.size.width}×${buying.size.height} cells`} onBuy={onBuy} onClose={() => setBuying(null)} /> : null}
    </PageShell>
  );
}
