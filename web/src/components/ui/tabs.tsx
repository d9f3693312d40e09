import { useRef, type KeyboardEvent } from 'react';

/**
 * A row of tabs (WAI-ARIA tabs pattern): one tab stop, arrow keys, Home and End move between
 * tabs and select them; the selected one is announced as selected.
 */
export function Tabs<T extends string>({ label, options, value, onChange, idPrefix, panelId }: { label: string; options: ReadonlyArray<{ value: T; label: string }>; value: T; onChange: (v: T) => void; idPrefix: string; panelId: string }) {
  const refs = useRef<Array<HTMLButtonElement | null>>([]);
  const index = Math.max(0, options.findIndex((o) => o.value === value));
  const move = (to: number) => {
    const i = (to + options.length) % options.length;
    onChange(options[i]!.value);
    refs.current[i]?.focus();
  };
  const onKey = (e: KeyboardEvent) => {
    if (e.key === 'ArrowRight') move(index + 1);
    else if (e.key === 'ArrowLeft') move(index - 1);
    else if (e.key === 'Home') move(0);
    else if (e.key === 'End') move(options.length - 1);
    else return;
    e.preventDefault();
  };
  return (
    <div role="tablist" aria-label={label} className="tabs" onKeyDown={onKey}>
      {options.map((o, i) => (
        <button
          key={o.value}
          ref={(el) => {
            refs.current[i] = el;
          }}
          type="button"
          role="tab"
          id={`${idPrefix}-${o.value}`}
          aria-selected={o.value === value}
          aria-controls={panelId}
          tabIndex={o.value === value ? 0 : -1}
          className={`tab${o.value === value ? ' tab--active' : ''}`}
          onClick={() => onChange(o.value)}
        >
          {o.label}
        </button>
      ))}
    </div>
  );
}
