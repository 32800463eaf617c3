// Mantine's Notifications on their own, for App.tsx to load when the first notification is shown.
export { Notifications } from '@mantine/notifications';
