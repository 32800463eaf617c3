import { Navigate } from 'react-router';
import { lastKiosk } from './device';

/**
 * The installed app's start (manifest start_url /kiosk, issue 27): the kiosk last opened on this device, else the
 * public landing page (a tablet opens its depot's kiosk link once, and from then on the app starts there).
 */
export function KioskLaunch() {
  return <Navigate to={lastKiosk() ?? '/'} replace />;
}
