import { KIOSK_TIMERS } from '../kioskErrors';
import { partnerNoticeId, type PartnerNotice } from '../partnerNotices';
import { TimedModal } from './TimedModal';

/** A partner kiosk screen's notice (partnerNotices.ts) for its few seconds, with its test id; `onDone` as it closes. */
export function PartnerNoticeModal({ notice, onDone }: { notice: PartnerNotice | null; onDone: () => void }) {
  return (
    <TimedModal
      opened={!!notice}
      message={notice?.text ?? ''}
      tone={notice?.tone}
      ms={notice?.ms ?? KIOSK_TIMERS.error}
      testId={partnerNoticeId(notice)}
      onDone={onDone}
    />
  );
}
