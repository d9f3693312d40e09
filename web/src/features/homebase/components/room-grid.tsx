import { footprint, HOMEBASE_COLUMNS, HOMEBASE_ROWS, type Furniture } from '@mathquest/contracts';
import type { PlacementInput } from '../api/homebase-api';
import { useI18n } from '../../../i18n/use-i18n';
import { CELL_PX } from '../layout-rules';

/**
 * The room: a grid of cells (targets in Place Mode while a piece is chosen) and the placed pieces
 * on it (selectable in Edit Mode).
 */
export function RoomGrid({
  layout,
  byId,
  placing,
  selected,
  mode,
  onCell,
  onPiece,
}: {
  layout: readonly PlacementInput[];
  byId: ReadonlyMap<string, Furniture>;
  placing: string | null;
  selected: string | null;
  mode: 'edit' | 'place';
  onCell: (x: number, y: number) => void;
  onPiece: (itemId: string) => void;
}) {
  const intl = useI18n('homebase');
  const targets = mode === 'place' && placing !== null;
  return (
    <div className={`room${mode === 'place' ? ' room--placing' : ''}`} style={{ width: HOMEBASE_COLUMNS * CELL_PX, height: HOMEBASE_ROWS * CELL_PX }} data-testid="room">
      <div className="room__cells">
        {Array.from({ length: HOMEBASE_ROWS }, (_, y) =>
          Array.from({ length: HOMEBASE_COLUMNS }, (_, x) => (
            <button
              key={`${x}-${y}`}
              type="button"
              className={`room__cell${targets ? ' room__cell--target' : ''}`}
              tabIndex={targets ? 0 : -1}
              aria-label={intl.formatMessage({ id: 'homebase.cell' }, { column: x + 1, row: y + 1 })}
              onClick={() => onCell(x, y)}
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
            onClick={() => onPiece(p.itemId)}
            aria-pressed={selected === p.itemId}
            aria-label={intl.formatMessage({ id: 'homebase.piece' }, { name: item.name, column: p.x + 1, row: p.y + 1, degrees: p.rotation })}
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
  );
}
