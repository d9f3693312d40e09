import type { Furniture, FurnitureCategory } from '@mathquest/contracts';
import { useState } from 'react';

const CATEGORIES: Array<{ category: FurnitureCategory | null; label: string }> = [
  { category: null, label: 'All' },
  { category: 'FLOOR', label: 'Floor' },
  { category: 'WALL', label: 'Wall' },
  { category: 'FURNITURE', label: 'Furniture' },
  { category: 'DECORATION', label: 'Decoration' },
  { category: 'LIGHTING', label: 'Lighting' },
  { category: 'SPECIAL', label: 'Special' },
];

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
  const [category, setCategory] = useState<FurnitureCategory | null>(null);
  const owned = furniture.filter((f) => f.isOwned && (category === null || f.category === category));
  return (
    <aside className="panel">
      {selectedName !== null ? (
        <div className="button-row" data-testid="piece-tools">
          <strong>{selectedName}</strong>
          <button type="button" className="btn btn--secondary btn--small" onClick={onRotate} data-testid="rotate-piece">
            Rotate
          </button>
          <button type="button" className="btn btn--ghost btn--small" onClick={onRemove} data-testid="remove-piece">
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
                onClick={() => onChoose(f.id)}
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
  );
}
