import { StaffPage } from '../../ui/StaffPage';
import { OpenQueueScreen } from './OpenQueueScreen';
import { st } from '../../i18n/staff';

/** /queues (issue 41): the SuperAdmin's way into the job queues' screen. */
export function QueuesPage() {
  return (
    <StaffPage section={st('screens.queues')} title={st('queues.title')}>
      <OpenQueueScreen />
    </StaffPage>
  );
}
