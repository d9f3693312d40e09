import { useEffect, useRef } from 'react';

/**
 * The one screen of an account whose erasure is pending (docs/product/privacy.md): shown instead
 * of the app when sign-in or the session's refresh says ACCOUNT_ERASURE_PENDING.
 */
export function ErasurePendingScreen({ onLeave }: { onLeave: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <main className="error-screen" data-testid="erasure-pending-screen">
      <div className="error-screen__card">
        <h1 ref={heading} tabIndex={-1}>
          This account is being deleted
        </h1>
        <p>Its data is being removed from MathQuest and it can no longer be used. This cannot be undone.</p>
        <p>If you did not expect this, ask the parent or teacher who looks after the account.</p>
        <button type="button" className="btn btn--primary" onClick={onLeave}>
          Back to sign in
        </button>
      </div>
    </main>
  );
}
