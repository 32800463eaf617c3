// Mantine's Modal on its own, for ui/lazy.tsx to load when a kiosk modal first opens.
export { Modal } from '@mantine/core';
