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

export const useNotifications = create<NotificationsState>()((set, get) => ({
  toasts: [],
  notify(input) {
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
    set({ toasts: [] });
  },
}));
