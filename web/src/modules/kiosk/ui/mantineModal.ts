import { Modal as MantineModal } from '@mantine/core';

/**
 * Every kiosk modal: Mantine's, centered, with the kiosk's large corners. In a module of its own for ui/lazy.tsx to
 * load when a modal of the kiosk home first opens; the steps' modals, loaded later themselves, import it directly.
 */
export const Modal = MantineModal.withProps({ centered: true, radius: 'lg' });
