import { useState } from 'react';
import { errorFactsOf, wordError } from '../../i18n/server-error';
import { useI18n } from '../../i18n/use-i18n';

/**
 * A parent's or teacher's switch for a student's guild chat (docs/adr/0171): a labelled checkbox
 * ("Guild chat for {name}"), checked while chat is on. A change shows at once; `save` sends it
 * and answers the setting the server kept, which the box then shows; until it answers the box is
 * disabled, and a failure is shown as an alert with the box back as it was.
 */
export function ChatSwitch({ name, enabled, save }: { name: string; enabled: boolean; save: (enabled: boolean) => Promise<boolean> }) {
  const intl = useI18n();
  const [on, setOn] = useState(enabled);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState('');

  const change = (next: boolean) => {
    const before = on;
    setOn(next);
    setSaving(true);
    setError(null);
    save(next)
      .then((kept) => {
        setOn(kept);
        setStatus(intl.formatMessage({ id: 'chatSwitch.changed' }, { on: String(kept), name }));
      })
      .catch((err: unknown) => {
        setOn(before);
        setError(wordError(intl, errorFactsOf(err), 'chatSwitch.failed'));
      })
      .finally(() => setSaving(false));
  };

  return (
    <div className="chat-switch">
      <label>
        <input type="checkbox" checked={on} disabled={saving} onChange={(e) => change(e.target.checked)} /> {intl.formatMessage({ id: 'chatSwitch.label' }, { name })}
      </label>
      <span className="muted"> {intl.formatMessage({ id: 'chatSwitch.state' }, { on: String(on) })}</span>
      <span className="sr-only" aria-live="polite">
        {status}
      </span>
      {error ? (
        <p className="empty-state" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
