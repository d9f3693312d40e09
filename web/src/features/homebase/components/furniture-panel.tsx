import type { Furniture, FurnitureCategory } from '@mathquest/contracts';
import { useState } from 'react';
import { useI18n } from '../../../i18n/use-i18n';

/** The category tabs, named by the `homebase.category` message (null: all). */
const CATEGORIES: Array<FurnitureCategory | null> = [null, 'FLOOR', 'WALL', 'FURNITURE', 'DECORATION', 'LIGHTING', 'SPECIAL'];

/**
 * The side panel: the selected piece's tools (Rotate, Remove) in Edit Mode, and 'Your Furniture'
 * by category, each owned piece a button that picks it for placing (disabled once placed).
 */
export function FurniturePanel({
  furniture,
  placedIds,
  placing,
  selectedName,
  onChoose,
  onRotate,
  onRemove,
}: {
  furniture: readonly Furniture[];
  placedIds: ReadonlySet<string>;
  placing: string | null;
  /** The selected piece's name while one is selected in Edit Mode. */
  selectedName: string | null;
  onChoose: (itemId: string) => void;
  onRotate: () => void;
  onRemove: () => void;
}) {
  const intl = useI18n('homebase');
  const [category, setCategory] = useState<FurnitureCategory | null>(null);
  const owned = furniture.filter((f) => f.isOwned && (category === null || f.category === category));
  return (
    <aside className="panel">
      {selectedName !== null ? (
        <div className="button-row" data-testid="piece-tools">
          <strong>{selectedName}</strong>
          <button type="button" className="btn btn--secondary btn--small" onClick={onRotate} data-testid="rotate-piece">
            {intl.formatMessage({ id: 'homebase.rotate' })}
          </button>
          <button type="button" className="btn btn--ghost btn--small" onClick={onRemove} data-testid="remove-piece">
            {intl.formatMessage({ id: 'homebase.remove' })}
          </button>
        </div>
      ) : null}
      <h2>{intl.formatMessage({ id: 'homebase.yours' })}</h2>
      <div className="tabs" role="tablist" aria-label={intl.formatMessage({ id: 'homebase.categories' })}>
        {CATEGORIES.map((c) => (
          <button key={c ?? 'ALL'} type="button" role="tab" className="tab" aria-selected={category === c} onClick={() => setCategory(c)}>
            {intl.formatMessage({ id: 'homebase.category' }, { category: c ?? 'ALL' })}
          </button>
        ))}
      </div>
      {owned.length === 0 ? (
        <p className="empty-state">{intl.formatMessage({ id: 'homebase.empty' })}</p>
      ) : (
        <ul className="piece-list">
          {owned.map((f) => (
            <li key={f.id}>
              <button
                type="button"
                className={`btn btn--small ${placing === f.id ? 'btn--primary' : 'btn--ghost'}`}
                disabled={placedIds.has(f.id)}
                onClick={() => onChoose(f.id)}
                data-testid={`furniture-${f.id}`}
              >
                <span aria-hidden="true">{f.emoji} </span>
                {intl.formatMessage({ id: 'homebase.ownedPiece' }, { name: f.name, width: f.size.width, height: f.size.height, placed: String(placedIds.has(f.id)) })}
              </button>
            </li>
          ))}
        </ul>
      )}
    </aside>
  );
}
