import type { Currency } from '@mathquest/contracts';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { IntlShape } from 'react-intl';
import { errorFactsOf, wordError } from '../../i18n/server-error';
import { useI18n } from '../../i18n/use-i18n';

/** An item's costs as the cards show them ('🪙 120 · 💎 10'; 'Free' when it has none), numbers in the reader's language. */
export const costLabel = (intl: IntlShape, item: { coinsCost: number | null; gemsCost: number | null }) =>
  item.coinsCost === 0 || item.gemsCost === 0
    ? intl.formatMessage({ id: 'purchase.free' })
    : [item.coinsCost !== null ? `🪙 ${intl.formatNumber(item.coinsCost)}` : null, item.gemsCost !== null ? `💎 ${intl.formatNumber(item.gemsCost)}` : null].filter(Boolean).join(' · ') ||
      intl.formatMessage({ id: 'purchase.free' });

/**
 * The purchase dialog of the shop, the customizer and the furniture shop: preview (avatar items and
 * pets), a buy button per currency, the reason it cannot be bought. An item whose purchase now
 * would change nothing (`uselessNow`, e.g. a pet treat for a full pet) says why instead of selling it
 * (the one reason the server gives is a full pet, worded here as `purchase.uselessNow`).
 */
export function PurchaseDialog<T extends { id: string; name: string; coinsCost: number | null; gemsCost: number | null; requiredLevel: number; isOwned: boolean; uselessNow?: string | null }>({
  item,
  level,
  balances,
  description,
  preview,
  onBuy,
  onClose,
}: {
  item: T;
  level: number;
  balances: { coins: number; gems: number };
  description?: string;
  preview?: (() => ReactNode) | null;
  onBuy: (item: T, currency: Currency) => Promise<void>;
  onClose: () => void;
}) {
  const intl = useI18n();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [showPreview, setShowPreview] = useState(false);
  const closeRef = useRef<HTMLButtonElement>(null);
  const locked = item.requiredLevel > level;

  useEffect(() => {
    closeRef.current?.focus();
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && !busy && onClose();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [busy, onClose]);

  async function buy(currency: Currency) {
    setBusy(true);
    setError(null);
    try {
      await onBuy(item, currency);
    } catch (err) {
      console.error('Purchase failed', err);
      setError(wordError(intl, errorFactsOf(err), 'purchase.failed'));
      setBusy(false);
    }
  }

  const costs: Array<{ currency: Currency; cost: number | null; balance: number }> = [
    { currency: 'coins', cost: item.coinsCost, balance: balances.coins },
    { currency: 'gems', cost: item.gemsCost, balance: balances.gems },
  ];
  return (
    <div className="dialog-backdrop" onClick={(e) => e.target === e.currentTarget && !busy && onClose()}>
      <div className="dialog" role="dialog" aria-modal="true" aria-labelledby="purchase-title" data-testid="purchase-dialog">
        <h2 id="purchase-title">{item.name}</h2>
        {description ? <p>{description}</p> : null}
        {preview ? (
          <>
            <button type="button" className="btn btn--ghost btn--small" onClick={() => setShowPreview((v) => !v)} aria-expanded={showPreview}>
              {intl.formatMessage({ id: 'purchase.preview' })}
            </button>
            {showPreview ? <div className="dialog__preview">{preview()}</div> : null}
          </>
        ) : null}
        {item.isOwned ? (
          <p className="badge badge--owned" data-testid="already-owned">
            {intl.formatMessage({ id: 'purchase.owned' })}
          </p>
        ) : locked ? (
          <p data-testid="requires-level">
            <strong>{intl.formatMessage({ id: 'purchase.requiresLevel' }, { level: item.requiredLevel })}</strong>
            <br />
            {intl.formatMessage({ id: 'purchase.yourLevel' }, { level })}
          </p>
        ) : item.uselessNow ? (
          <p className="purchase-dialog__useless" role="note" data-testid="useless-now">
            {intl.formatMessage({ id: 'purchase.uselessNow' }, { item: item.name })}
          </p>
        ) : (
          <div className="button-row">
            {costs
              .filter((c) => c.cost !== null)
              .map((c) => (
                <button key={c.currency} type="button" className="btn btn--primary" disabled={busy || c.balance < (c.cost ?? 0)} onClick={() => void buy(c.currency)} data-testid={`buy-${c.currency}`}>
                  {busy ? intl.formatMessage({ id: 'purchase.buying' }) : intl.formatMessage({ id: 'purchase.buy' }, { cost: c.cost ?? 0, currency: c.currency })}
                </button>
              ))}
          </div>
        )}
        {error ? (
          <p className="form__error" role="alert" data-testid="purchase-error">
            {error}
          </p>
        ) : null}
        <div className="button-row">
          <button ref={closeRef} type="button" className="btn btn--ghost" onClick={onClose} disabled={busy}>
            {intl.formatMessage({ id: 'purchase.close' })}
          </button>
        </div>
      </div>
    </div>
  );
}

