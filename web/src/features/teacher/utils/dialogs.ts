import { useNotifications } from '../../../stores/notifications';

/**
 * The teacher area's alerts, confirmations and success messages (docs/product/teacher.md,
 * messages): failures and questions are the browser's own dialogs, as the product describes them
 * (an end-to-end test accepts or dismisses them); successes are a toast.
 */
export const dialogs = {
  alert(message: string): void {
    window.alert(message);
  },
  confirm(message: string): boolean {
    return window.confirm(message);
  },
  success(message: string): void {
    useNotifications.getState().notify({ type: 'success', title: message });
  },
};

/** Copies the class code; resolves false when the browser refuses. */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (!navigator.clipboard) return false;
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}
