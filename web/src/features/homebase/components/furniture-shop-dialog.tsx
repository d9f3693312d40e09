import type { Furniture } from '@mathquest/contracts';
import { useEffect, useRef } from 'react';
import { costLabel } from '../../../components/shop/purchase-dialog';
import { useI18n } from '../../../i18n/use-i18n';

/** The furniture shop: the pieces not owned yet, locked below their level; choosing one opens its purchase. */
export function FurnitureShopDialog({ forSale, level, onChoose, onClose }: { forSale: readonly Furniture[]; level: number; onChoose: (f: Furniture) => void; onClose: () => void }) {
  const intl = useI18n('homebase');
  const closeRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    closeRef.current?.focus();
  }, []);
  return (
    <div className="dialog-backdrop" onClick={(e) => e.target === e.currentTarget && onClose()}>
      <div className="dialog dialog--wide" role="dialog" aria-modal="true" aria-labelledby="furniture-shop-title" data-testid="furniture-shop">
        <h2 id="furniture-shop-title">{intl.formatMessage({ id: 'homebase.shop' })}</h2>
        {forSale.length === 0 ? (
          <p className="empty-state">{intl.formatMessage({ id: 'homebase.shop.allOwned' })}</p>
        ) : (
          <ul className="item-grid">
            {forSale.map((f) => {
              const locked = f.requiredLevel > level;
              return (
                <li key={f.id}>
                  <button type="button" className="item-card" disabled={locked} onClick={() => onChoose(f)} data-testid={`furniture-shop-${f.id}`}>
                    <span className={`rarity rarity--${f.rarity}`}>{intl.formatMessage({ id: 'homebase.rarity' }, { rarity: f.rarity })}</span>
                    <span className="item-card__icon" aria-hidden="true">
                      {f.emoji}
                    </span>
                    <span className="item-card__name">{f.name}</span>
                    <span className="muted">
                      {intl.formatMessage({ id: 'homebase.shop.sizeKind' }, { width: f.size.width, height: f.size.height, category: f.category })}
                    </span>
                    <span className="item-card__costs">{costLabel(intl, f)}</span>
                    {locked ? <span className="sr-only">{intl.formatMessage({ id: 'homebase.shop.requiresLevel' }, { level: f.requiredLevel })}</span> : null}
                    {locked ? (
                      <span className="item-card__lock" aria-hidden="true">
                        🔒 {intl.formatMessage({ id: 'homebase.shop.unlocksAt' }, { level: f.requiredLevel })}
                      </span>
                    ) : null}
                  </button>
                </li>
              );
            })}
          </ul>
        )}
        <div className="button-row">
          <button ref={closeRef} type="button" className="btn btn--ghost" onClick={onClose}>
            {intl.formatMessage({ id: 'homebase.shop.close' })}
          </button>
        </div>
      </div>
    </div>
  );
}
