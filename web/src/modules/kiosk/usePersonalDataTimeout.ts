import { useEffect } from 'react';
import { KIOSK_TIMERS } from './kioskErrors';

/**
 * A screen that shows a visitor's first name and badge at the public entrance (issue 36) goes to the depot home by
 * itself after KIOSK_TIMERS.personalData: `leave` runs then, once, from when `running` turns true (the print
 * confirmation at once, the label page once its label is sent to the printer).
 */
export function usePersonalDataTimeout(leave: () => void, running = true) {
  useEffect(() => {
    if (!running) return undefined;
    const t = setTimeout(leave, KIOSK_TIMERS.personalData);
    return () => clearTimeout(t);
  }, [leave, running]);
}
