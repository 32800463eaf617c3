import { notifications } from '@mantine/notifications';

/**
 * Toasts. Each text has a stable id, so a burst of failing requests shows one toast, not ten
 * (Mantine ignores a show() whose id is already on screen).
 * autoClose is in milliseconds; pass the spec's timers (section 9) where a screen names one.
 */
type ToastOptions = { id?: string; title?: string; autoClose?: number | false };
type Tone = 'error' | 'info' | 'success' | 'warning';

const colors: Record<Tone, string> = { error: 'red', info: 'blue', success: 'teal', warning: 'yellow' };

function show(tone: Tone, message: string, { id, title, autoClose = 5000 }: ToastOptions) {
  notifications.show({
    id: id ?? `${tone}:${message}`,
    color: colors[tone],
    title,
    message,
    autoClose,
    withBorder: true,
    'data-testid': `toast-${tone}`,
  });
}

export const toastError = (message: string, options: ToastOptions = {}) => show('error', message, options);
export const toastInfo = (message: string, options: ToastOptions = {}) => show('info', message, options);
export const toastSuccess = (message: string, options: ToastOptions = {}) => show('success', message, options);
export const toastWarning = (message: string, options: ToastOptions = {}) => show('warning', message, options);
