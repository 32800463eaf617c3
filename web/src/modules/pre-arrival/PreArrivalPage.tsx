import { PreArrivalScreen } from './PreArrivalScreen';

/** The pre-arrival page a booking e-mail links to (issue 38, `/arrive/:token`): public, the token is the link's. */
export function PreArrivalPage() {
  return <PreArrivalScreen />;
}
