import { Button, Code, CopyButton, Group, Modal, Stack, Text } from '@mantine/core';
import { st } from '../i18n/staff';

/** The catalogue section with the words of a secret shown once (an API key, a webhook signing secret). */
export type SecretOnceTexts = 'apiKeys' | 'webhooks';

/**
 * A secret shown once, after it was made (an API key at creation, a webhook secret at creation or rotation), with a
 * copy button: it is stored only as a hash or sealed, so this is the one chance to take it. `testId` names the code
 * block; its Done button is `${testId}-done`.
 */
export function SecretOnceModal({
  secret,
  onClose,
  texts,
  testId,
}: {
  secret: string | null;
  onClose: () => void;
  texts: SecretOnceTexts;
  testId: string;
}) {
  return (
    <Modal opened={secret !== null} onClose={onClose} title={st(`${texts}.secretTitle`)} centered size="lg">
      <Stack gap="sm">
        <Text fz="sm">{st(`${texts}.secretIntro`)}</Text>
        <Code block data-testid={testId} style={{ wordBreak: 'break-all', whiteSpace: 'pre-wrap' }}>
          {secret}
        </Code>
        <Group justify="flex-end">
          <CopyButton value={secret ?? ''}>
            {({ copied, copy }) => (
              <Button variant="default" size="md" onClick={copy}>
                {copied ? st(`${texts}.copied`) : st(`${texts}.copy`)}
              </Button>
            )}
          </CopyButton>
          <Button size="md" onClick={onClose} data-testid={`${testId}-done`}>
            {st(`${texts}.done`)}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
