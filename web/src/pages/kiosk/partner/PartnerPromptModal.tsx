import { Button, Group, Stack, Text } from '@mantine/core';
import { Modal } from '../../../modules/kiosk/ui/mantineModal';
import { translateMessage } from '../../../i18n/messages';
import { kioskText } from '../../../modules/kiosk/kioskText';
import type { PartnerJourney } from '../../../modules/kiosk/usePartnerFlow';

/**
 * The questions the partner answers Yes or No: is this you; already in today, sign out? (spec 4.5); already in and
 * out today, sign in again? (issue 23: a question gets its answers, not an OK).
 */
export type PartnerPrompt =
  | { kind: 'identity'; p: PartnerJourney }
  | { kind: 'signInValidation'; text: string; workId: string }
  | { kind: 'signOutValidation'; text: string; workId: string }
  | null;
type Validation = Extract<PartnerPrompt, { kind: 'signInValidation' | 'signOutValidation' }>;

/** The partner kiosk's Yes / No questions: is this you (Yes goes on, No starts again), and the two validations. */
export function PartnerPromptModal({
  prompt,
  onClose,
  onNotMe,
  onConfirmed,
  onNo,
  onYes,
}: {
  prompt: PartnerPrompt;
  onClose: () => void;
  onNotMe: () => void;
  onConfirmed: (p: PartnerJourney) => void;
  onNo: () => void;
  onYes: (p: Validation) => void;
}) {
  return (
    <Modal opened={!!prompt} onClose={onClose} size="md" withCloseButton={false} data-testid="partner-modal">
      {prompt?.kind === 'identity' ? (
        <Stack gap="lg">
          <Text fz="lg">
            {kioskText.partnerAreYou} <b data-testid="partner-name">{prompt.p.name}</b> {kioskText.partnerOf} <b>{prompt.p.organisation}</b>
            {kioskText.partnerAreYouEnd}
          </Text>
          <Group grow>
            <Button size="lg" variant="default" onClick={onNotMe} data-testid="partner-identity-no">
              {kioskText.no}
            </Button>
            <Button size="lg" onClick={() => onConfirmed(prompt.p)} data-testid="partner-identity-yes">
              {kioskText.yes}
            </Button>
          </Group>
        </Stack>
      ) : prompt?.kind === 'signInValidation' || prompt?.kind === 'signOutValidation' ? (
        <Stack gap="lg">
          <Text fz="lg" data-testid="partner-validation-text">
            {translateMessage(prompt.text)}
          </Text>
          <Group grow>
            <Button size="lg" variant="default" onClick={onNo} data-testid="partner-validation-no">
              {kioskText.no}
            </Button>
            <Button size="lg" onClick={() => onYes(prompt)} data-testid="partner-validation-yes">
              {kioskText.yes}
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
