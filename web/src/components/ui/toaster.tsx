import { useI18n } from '../../i18n/use-i18n';
import { useNotifications, type ToastType } from '../../stores/notifications';

const DEFAULT_ICON: Record<ToastType, string> = {
  achievement: '🏆',
  level_up: '⭐',
  reward: '🎁',
  success: '✅',
  error: '⚠️',
  info: 'ℹ️',
};

/** Toast stack, announced to screen readers through a polite live region. */
export function Toaster() {
  const intl = useI18n();
  const toasts = useNotifications((s) => s.toasts);
  const dismiss = useNotifications((s) => s.dismiss);
  return (
    <div className="toaster" aria-live="polite" aria-relevant="additions" role="region" aria-label={intl.formatMessage({ id: 'notifications.title' })}>
      {toasts.map((t) => (
        <div key={t.id} className={`toast toast--${t.type}`} data-testid={`toast-${t.type}`} role="status">
          <span className="toast__icon" aria-hidden="true">
            {t.icon ?? DEFAULT_ICON[t.type]}
          </span>
          <div className="toast__body">
            <strong className="toast__title">{t.title}</strong>
            {t.message ? <span className="toast__message">{t.message}</span> : null}
          </div>
          <button type="button" className="toast__close" onClick={() => dismiss(t.id)} aria-label={intl.formatMessage({ id: 'ui.toast.dismiss' }, { title: t.title })}>
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
