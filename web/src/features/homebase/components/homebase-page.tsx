import { nextRotation, type Currency, type Furniture, type Rotation } from '@mathquest/contracts';
import { useState } from 'react';
import { PageShell } from '../../../components/layouts/page-shell';
import { UserHeader } from '../../../components/layouts/user-header';
import { PurchaseDialog } from '../../../components/shop/purchase-dialog';
import { paths } from '../../../config/paths';
import { errorFactsOf, wordError } from '../../../i18n/server-error';
import { contentWords } from '../../../i18n/content-words';
import { useI18n } from '../../../i18n/use-i18n';
import { celebrate } from '../../../utils/confetti';
import type { PlacementInput } from '../api/homebase-api';
import { useLoggedFailure } from '../../../lib/use-logged-failure';
import { useBuyFurniture } from '../api/buy-furniture';
import { useFurniture } from '../api/get-furniture';
import { useHomebaseStats, type HomebaseStats } from '../api/get-homebase-stats';
import { usePlacedFurniture } from '../api/get-placed-furniture';
import { useSaveLayout } from '../api/save-layout';
import { fits } from '../layout-rules';
import { FurniturePanel } from './furniture-panel';
import { FurnitureShopDialog } from './furniture-shop-dialog';
import { RoomGrid } from './room-grid';
import '../../../styles/shop.css';

type Mode = 'edit' | 'place';

/**
 * The editor once furniture and layout have loaded: the layout is a draft the student changes
 * (place, turn, remove) until Save sends it whole.
 */
function HomeBaseEditor({ furniture, saved, stats }: { furniture: Furniture[]; saved: PlacementInput[]; stats: HomebaseStats | undefined }) {
  const intl = useI18n('homebase');
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const [layout, setLayout] = useState<PlacementInput[]>(saved);
  const [mode, setMode] = useState<Mode>('edit');
  const [placing, setPlacing] = useState<string | null>(null);
  const [selected, setSelected] = useState<string | null>(null);
  const [message, setMessage] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);
  const [shopOpen, setShopOpen] = useState(false);
  const [buying, setBuying] = useState<Furniture | null>(null);
  const saveLayout = useSaveLayout();
  const buyFurniture = useBuyFurniture();

  const byId = new Map(furniture.map((f) => [f.id, f]));
  const forSale = furniture.filter((f) => !f.isOwned);
  const placedIds = new Set(layout.map((p) => p.itemId));
  const selectedPiece = layout.find((p) => p.itemId === selected) ?? null;
  const level = stats?.level ?? 1;

  function update(next: PlacementInput[], text: string) {
    setLayout(next);
    setMessage({ kind: 'ok', text });
  }

  function choose(itemId: string) {
    setMode('place');
    setPlacing(itemId);
    setSelected(null);
    setMessage({ kind: 'ok', text: t('homebase.chooseCell', { name: byId.get(itemId)?.name ?? '' }) });
  }

  function placeAt(x: number, y: number) {
    if (mode !== 'place' || !placing) return;
    const item = byId.get(placing)!;
    const piece: PlacementInput = { itemId: placing, x, y, rotation: 0 };
    const others = layout.filter((p) => p.itemId !== placing);
    if (!fits(piece, others, byId)) {
      setMessage({ kind: 'error', text: t('homebase.noFit', { name: item.name }) });
      return;
    }
    update([...others, piece], t('homebase.placed', { name: item.name }));
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
          t('homebase.turned', { name: item.name, degrees: rotation }),
        );
        return;
      }
    }
    setMessage({ kind: 'error', text: t('homebase.noRoomToTurn', { name: item.name }) });
  }

  function remove() {
    if (!selectedPiece) return;
    const item = byId.get(selectedPiece.itemId)!;
    update(layout.filter((p) => p.itemId !== selectedPiece.itemId), t('homebase.removed', { name: item.name }));
    setSelected(null);
  }

  async function save() {
    setMessage(null);
    try {
      setLayout(await saveLayout.mutateAsync(layout));
      setMessage({ kind: 'ok', text: t('homebase.saved') });
    } catch (err) {
      console.error('Layout save failed', err);
      setMessage({ kind: 'error', text: wordError(intl, errorFactsOf(err), 'homebase.saveFailed') });
    }
  }

  async function onBuy(item: Furniture, currency: Currency) {
    await buyFurniture.mutateAsync({ itemId: item.id, currency });
    setBuying(null);
    setMessage({ kind: 'ok', text: t('homebase.bought', { name: item.name }) });
    celebrate(100);
  }

  return (
    <>
      <div className="button-row">
        <div className="tabs" role="group" aria-label={t('homebase.mode')}>
          <button type="button" className="tab" aria-pressed={mode === 'edit'} onClick={() => { setMode('edit'); setPlacing(null); }} data-testid="mode-edit">
            {t('homebase.mode.edit')}
          </button>
          <button type="button" className="tab" aria-pressed={mode === 'place'} onClick={() => { setMode('place'); setSelected(null); }} data-testid="mode-place">
            {t('homebase.mode.place')}
          </button>
        </div>
        <button type="button" className="btn btn--primary" onClick={() => void save()} disabled={saveLayout.isPending} data-testid="homebase-save">
          {saveLayout.isPending ? t('homebase.saving') : t('homebase.save')}
        </button>
        <button type="button" className="btn btn--secondary" onClick={() => setShopOpen(true)} data-testid="open-furniture-shop">
          {t('homebase.shop')}
        </button>
      </div>
      <p role="status" aria-live="polite" className={message?.kind === 'error' ? 'form__error' : 'muted'} data-testid="homebase-message">
        {message?.text ?? (mode === 'place' ? t('homebase.hint.place') : t('homebase.hint.edit'))}
      </p>
      <div className="homebase">
        <RoomGrid layout={layout} byId={byId} placing={placing} selected={selected} mode={mode} onCell={placeAt} onPiece={(id) => mode === 'edit' && setSelected(id)} />
        <FurniturePanel
          furniture={furniture}
          placedIds={placedIds}
          placing={placing}
          selectedName={mode === 'edit' && selectedPiece ? (byId.get(selectedPiece.itemId)?.name ?? '') : null}
          onChoose={choose}
          onRotate={rotate}
          onRemove={remove}
        />
      </div>
      {shopOpen && !buying ? <FurnitureShopDialog forSale={forSale} level={level} onChoose={setBuying} onClose={() => setShopOpen(false)} /> : null}
      {buying && stats ? <PurchaseDialog item={buying} level={level} balances={stats} description={t('homebase.size', { width: buying.size.width, height: buying.size.height })} onBuy={onBuy} onClose={() => setBuying(null)} /> : null}
    </>
  );
}

/** The home-base editor at /homebase (docs/product/engagement.md#home-base--built). */
export default function HomeBasePage() {
  const intl = useI18n('homebase');
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  // Furniture names in the reader's language, by id (the server's words for a piece the catalogue lacks).
  const content = useI18n('content');
  const furnitureRead = useFurniture();
  const placedRead = usePlacedFurniture();
  const statsRead = useHomebaseStats();
  const reads = [furnitureRead, placedRead, statsRead];
  const error = reads.find((r) => r.isError)?.error ?? null;
  useLoggedFailure(error, 'Failed to load the home base');
  const retry = () => {
    for (const r of reads) if (r.isError) void r.refetch();
  };
  const stats = statsRead.data;
  const ready = furnitureRead.data && placedRead.data && stats;

  return (
    <PageShell header={<UserHeader />} back={{ to: paths.dashboard.getHref(), label: t('homebase.back') }}>
      <h1 className="page-title">{t('homebase.title')}</h1>
      <p className="balances">
        <span className="pill" data-testid="homebase-coins">
          <span aria-hidden="true">🪙 </span>
          {stats ? t('homebase.coins', { count: stats.coins }) : t('homebase.coinsUnknown')}
        </span>
        <span className="pill">
          <span aria-hidden="true">💎 </span>
          {stats ? t('homebase.gems', { count: stats.gems }) : t('homebase.gemsUnknown')}
        </span>
      </p>
      {error ? (
        <div className="panel panel--error" role="alert">
          <p>{t('homebase.loadFailed')}</p>
          <button type="button" className="btn btn--primary" onClick={retry}>
            {t('homebase.retry')}
          </button>
        </div>
      ) : !ready ? (
        <p className="inline-loading">{t('homebase.loading')}</p>
      ) : (
        <HomeBaseEditor furniture={furnitureRead.data.map((f) => ({ ...f, name: contentWords(content, 'item', f.id, 'name', f.name) }))} saved={placedRead.data} stats={stats} />
      )}
    </PageShell>
  );
}
