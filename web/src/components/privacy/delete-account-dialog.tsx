import { useEffect, useId, useRef, useState } from 'react';
import { errorFactsOf, wordError } from '../../i18n/server-error';
import { useI18n } from '../../i18n/use-i18n';
import { useEraseAccount } from './use-erase-account';
import './privacy.css';

/** What an erasure removes, as the dialog tells it (docs/product/privacy.md#erasing-an-account): `privacy.delete.goes.<item>`. */
const WHAT_GOES = ['progress', 'rewards', 'social', 'chat', 'classes'] as const;

/**
 * "Delete account" and its confirm dialog: what goes, that it cannot be undone, and the account's
 * username typed before the button works. Escape or Cancel closes it and focus returns to the
 * button that opened it. `onErased` runs once the erasure is accepted.
 */
export function DeleteAccountButton({
  userId,
  username,
  label,
  own,
  onErased,
  accessibleName,
}: {
  userId: string;
  username: string;
  label: string;
  /** A fuller name for screen readers (it must contain `label`). */
  accessibleName?: string;
  /** The signed-in person's own account (the dialog says "your account"). */
  own: boolean;
  onErased?: (userId: string) => void;
}) {
  const intl = useI18n();
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const close = () => {
    setOpen(false);
    opener.current?.focus();
  };
  return (
    <div className="privacy-action">
      <button ref={opener} type="button" className="btn privacy-danger btn--small" onClick={() => setOpen(true)} disabled={done} aria-label={accessibleName} aria-haspopup="dialog" data-testid={`delete-account-${userId}`}>
        {label}
      </button>
      {done ? (
        <p className="muted" role="status">
          {intl.formatMessage({ id: 'privacy.delete.requested' })}
        </p>
      ) : null}
      {open ? (
        <DeleteAccountDialog
          userId={userId}
          username={username}
          own={own}
          onCancel={close}
          onErased={(id) => {
            setOpen(false);
            setDone(true);
            onErased?.(id);
          }}
        />
      ) : null}
    </div>
  );
}

function DeleteAccountDialog({ userId, username, own, onCancel, onErased }: { userId: string; username: string; own: boolean; onCancel: () => void; onErased: (userId: string) => void }) {
  const intl = useI18n();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const [typed, setTyped] = useState('');
  const erasing = useEraseAccount(onErased);
  const inputRef = useRef<HTMLInputElement>(null);
  const titleId = useId();
  const inputId = useId();
  const matches = typed.trim() === username;

  useEffect(() => {
    inputRef.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape' && !erasing.isPending) onCancel();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [erasing.isPending, onCancel]);

  const whose = { own: String(own), username };
  return (
    <div className="privacy-dialog-backdrop" onClick={(e) => e.target === e.currentTarget && !erasing.isPending && onCancel()}>
      <div className="privacy-dialog" role="dialog" aria-modal="true" aria-labelledby={titleId} data-testid="delete-account-dialog">
        <h2 id={titleId}>{t('privacy.delete.title', whose)}</h2>
        <p>{t('privacy.delete.removes', whose)}</p>
        <ul>
          {WHAT_GOES.map((item) => (
            <li key={item}>{t(`privacy.delete.goes.${item}`)}</li>
          ))}
        </ul>
        <p>{intl.formatMessage({ id: 'privacy.delete.final' }, { strong: (chunks) => <strong key="final">{chunks}</strong> })}</p>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            if (matches && !erasing.isPending) erasing.mutate(userId);
          }}
        >
          <label htmlFor={inputId}>{intl.formatMessage({ id: 'privacy.delete.type' }, { username, strong: (chunks) => <strong key="username">{chunks}</strong> })}</label>
          <input id={inputId} ref={inputRef} value={typed} onChange={(e) => setTyped(e.target.value)} autoComplete="off" spellCheck={false} />
          {erasing.isError ? (
            <p className="privacy-error" role="alert">
              {wordError(intl, errorFactsOf(erasing.error), 'privacy.delete.failed')}
            </p>
          ) : null}
          <div className="privacy-dialog__actions">
            <button type="button" className="btn btn--ghost" onClick={onCancel} disabled={erasing.isPending}>
              {t('privacy.cancel')}
            </button>
            <button type="submit" className="btn privacy-danger" disabled={!matches || erasing.isPending} aria-busy={erasing.isPending}>
              {t('privacy.delete.button')}
            </button>
          </div>
        </form>
      </div>
    </div>
  );
}
