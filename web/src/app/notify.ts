import { notifications, notificationsStore } from '@mantine/notifications';

/**
 * Toasts. Each text has a stable id, so a burst of failing requests shows one toast, not ten
 * (Mantine ignores a show() whose id is already on screen).
 * autoClose is in milliseconds; pass the spec's timers (section 9) where a screen names one.
 * They do not pile up (issue 23): at most TOAST_LIMIT at once, a new one dismisses the oldest and nothing waits in
 * Mantine's queue; they show at the bottom right (shell/App.tsx), away from the header's user menu.
 */
export const TOAST_LIMIT = 3;

/** The name of a toast's close button, in the words of the screen that shows it (issue 36: axe button-name). */
let closeLabel: string | undefined;
export const setToastCloseLabel = (label: string) => {
  closeLabel = label;
};

type ToastOptions = { id?: string; title?: string; autoClose?: number | false };
type Tone = 'error' | 'info' | 'success' | 'warning';

const colors: Record<Tone, string> = { error: 'red', info: 'blue', success: 'teal', warning: 'yellow' };

function show(tone: Tone, message: string, { id, title, autoClose = 5000 }: ToastOptions) {
  const key = id ?? `${tone}:${message}`;
  const { notifications: shown, queue } = notificationsStore.getState();
  if (queue.length) notifications.cleanQueue();
  // The same text again: the one on screen stays (and its timer with it), no second copy.
  if (shown.some((n) => n.id === key)) return;
  // Room for the new one: the oldest go.
  for (const old of shown.slice(0, Math.max(0, shown.length - TOAST_LIMIT + 1))) if (old.id) notifications.hide(old.id);
  notifications.show({
    id: key,
    color: colors[tone],
    title,
    message,
    autoClose,
    withBorder: true,
    ...(closeLabel ? { closeButtonProps: { 'aria-label': closeLabel } } : {}),
    'data-testid': `toast-${tone}`,
  });
}

export const toastError = (message: string, options: ToastOptions = {}) => show('error', message, options);
export const toastInfo = (message: string, options: ToastOptions = {}) => show('info', message, options);
export const toastSuccess = (message: string, options: ToastOptions = {}) => show('success', message, options);
export const toastWarning = (message: string, options: ToastOptions = {}) => show('warning', message, options);
