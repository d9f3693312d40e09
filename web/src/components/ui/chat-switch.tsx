import { useState } from 'react';
import { messageOf } from '../../lib/api-client';

/**
 * A parent's or teacher's switch for a student's guild chat (docs/adr/0171): a labelled checkbox
 * ("Guild chat for {name}"), checked while chat is on. A change shows at once; `save` sends it
 * and answers the setting the server kept, which the box then shows; until it answers the box is
 * disabled, and a failure is shown as an alert with the box back as it was.
 */
export function ChatSwitch({ name, enabled, save }: { name: string; enabled: boolean; save: (enabled: boolean) => Promise<boolean> }) {
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
        setStatus(kept ? `Guild chat turned on for ${name}` : `Guild chat turned off for ${name}`);
      })
      .catch((err: unknown) => {
        setOn(before);
        setError(messageOf(err, 'We could not change the chat setting right now.'));
      })
      .finally(() => setSaving(false));
  };

  return (
    <div className="chat-switch">
      <label>
        <input type="checkbox" checked={on} disabled={saving} onChange={(e) => change(e.target.checked)} /> Guild chat for {name}
      </label>
      <span className="muted"> {on ? 'On' : 'Off: they can read their guild chat but not send messages'}</span>
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
