import { create } from 'zustand';

// The feedback UI (toast message, notification, message box, confirm) as state.
// Anything may call `feedback.*` (the request client does); <FeedbackHost /> renders it.

export type FeedbackType = 'success' | 'error' | 'warning' | 'info';

export interface MessageOptions {
  type: FeedbackType;
  content: string;
  /** Milliseconds before it closes itself; 0 keeps it open. Default 3000. */
  duration?: number;
  /** A message takes the place of the one shown with the same key (an outcome replaces its step's note). */
  key?: string;
}

export interface NotifyOptions {
  type: FeedbackType;
  title: string;
  description?: string;
  /** Milliseconds before it closes itself; 0 keeps it open. Default 4500. */
  duration?: number;
}

export interface AlertOptions {
  content: string;
  title?: string;
  type?: FeedbackType;
  okText?: string;
}

export interface ConfirmOptions {
  content: string;
  title?: string;
  type?: FeedbackType;
  okText?: string;
  cancelText?: string;
}

export interface MessageItem extends Required<Omit<MessageOptions, 'key'>> {
  id: number;
  key?: string;
}

export interface NotificationItem extends NotifyOptions {
  id: number;
  duration: number;
}

export interface DialogItem {
  id: number;
  variant: 'alert' | 'confirm';
  type: FeedbackType;
  title?: string;
  content: string;
  okText?: string;
  cancelText?: string;
  close: (confirmed: boolean) => void;
}

/** What callers (the request client, pages) use to give feedback. */
export interface Feedback {
  message(options: MessageOptions): void;
  notify(options: NotifyOptions): void;
  /** A modal message box with one button; resolves when it is closed. */
  alert(options: AlertOptions): Promise<void>;
  /** A modal question; resolves true on confirm, false on cancel. */
  confirm(options: ConfirmOptions): Promise<boolean>;
}

interface FeedbackState {
  messages: MessageItem[];
  notifications: NotificationItem[];
  dialogs: DialogItem[];
  dismissMessage: (id: number) => void;
  dismissNotification: (id: number) => void;
  clear: () => void;
}

export const MESSAGE_DURATION = 3000;
export const NOTIFY_DURATION = 4500;

let nextId = 1;

export const useFeedbackStore = create<FeedbackState>()((set, get) => ({
  messages: [],
  notifications: [],
  dialogs: [],
  dismissMessage: (id) => set({ messages: get().messages.filter((m) => m.id !== id) }),
  dismissNotification: (id) => set({ notifications: get().notifications.filter((n) => n.id !== id) }),
  clear: () => {
    for (const dialog of get().dialogs) dialog.close(false);
    set({ messages: [], notifications: [], dialogs: [] });
  },
}));

function openDialog(item: Omit<DialogItem, 'id' | 'close'>): Promise<boolean> {
  return new Promise<boolean>((resolve) => {
    const id = nextId++;
    const close = (confirmed: boolean) => {
      useFeedbackStore.setState((s) => ({ dialogs: s.dialogs.filter((d) => d.id !== id) }));
      resolve(confirmed);
    };
    useFeedbackStore.setState((s) => ({ dialogs: [...s.dialogs, { ...item, id, close }] }));
  });
}

export const feedback: Feedback = {
  message({ type, content, duration = MESSAGE_DURATION, key }) {
    const id = nextId++;
    useFeedbackStore.setState((s) => ({
      messages: [
        ...s.messages.filter((m) => key === undefined || m.key !== key),
        { id, type, content, duration, key },
      ],
    }));
    if (duration > 0) setTimeout(() => useFeedbackStore.getState().dismissMessage(id), duration);
  },
  notify({ duration = NOTIFY_DURATION, ...options }) {
    const id = nextId++;
    useFeedbackStore.setState((s) => ({ notifications: [...s.notifications, { ...options, id, duration }] }));
    if (duration > 0) setTimeout(() => useFeedbackStore.getState().dismissNotification(id), duration);
  },
  async alert({ type = 'info', ...options }) {
    await openDialog({ ...options, type, variant: 'alert' });
  },
  confirm({ type = 'warning', ...options }) {
    return openDialog({ ...options, type, variant: 'confirm' });
  },
};
