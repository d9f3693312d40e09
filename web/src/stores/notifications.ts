import { create } from 'zustand';

/** `info`: something the child should know that is neither a reward nor a failure. */
export type ToastType = 'achievement' | 'level_up' | 'reward' | 'success' | 'error' | 'info';

export interface Toast {
  id: string;
  type: ToastType;
  title: string;
  message?: string;
  icon?: string;
  /** Milliseconds; default 4 s (docs/product/engagement.md, notifications and toasts). */
  duration: number;
  /**
   * The fact's identity when it can reach the page more than once (an answer's level-up and the
   * socket's notification of it): a key already toasted on this page is not toasted again.
   */
  key?: string;
}

export type ToastInput = Omit<Toast, 'id' | 'duration'> & { duration?: number };

export const TOAST_DEFAULT_DURATION_MS = 4000;

interface NotificationsState {
  toasts: Toast[];
  notify: (toast: ToastInput) => string;
  dismiss: (id: string) => void;
  clear: () => void;
}

let counter = 0;
const timers = new Map<string, ReturnType<typeof setTimeout>>();
/** Keys toasted on this page, oldest first; bounded, since a fact comes twice within seconds, not hours. */
const seenKeys: string[] = [];
const SEEN_KEYS_KEPT = 200;

export const useNotifications = create<NotificationsState>()((set, get) => ({
  toasts: [],
  notify(input) {
    if (input.key) {
      if (seenKeys.includes(input.key)) return get().toasts.find((t) => t.key === input.key)?.id ?? '';
      seenKeys.push(input.key);
      if (seenKeys.length > SEEN_KEYS_KEPT) seenKeys.shift();
    }
    counter += 1;
    const id = `toast-${counter}`;
    const toast: Toast = { ...input, id, duration: input.duration ?? TOAST_DEFAULT_DURATION_MS };
    set({ toasts: [...get().toasts, toast] });
    if (toast.duration > 0) {
      timers.set(
        id,
        setTimeout(() => get().dismiss(id), toast.duration),
      );
    }
    return id;
  },
  dismiss(id) {
    const timer = timers.get(id);
    if (timer) clearTimeout(timer);
    timers.delete(id);
    set({ toasts: get().toasts.filter((t) => t.id !== id) });
  },
  clear() {
    for (const t of timers.values()) clearTimeout(t);
    timers.clear();
    seenKeys.length = 0;
    set({ toasts: [] });
  },
}));
