import { Button, Code, CopyButton, Group, Modal, Stack, Text } from '@mantine/core';
import { webhookUi as ui } from '../../app/messages';

/** An endpoint's signing secret, shown once (after creation or rotation), with a copy button. */
export function SecretModal({ secret, onClose }: { secret: string | null; onClose: () => void }) {
  return (
    <Modal opened={secret !== null} onClose={onClose} title={ui.secretTitle} centered size="lg">
      <Stack gap="sm">
        <Text fz="sm">{ui.secretIntro}</Text>
        <Code block data-testid="webhook-secret" style={{ wordBreak: 'break-all', whiteSpace: 'pre-wrap' }}>
          {secret}
        </Code>
        <Group justify="flex-end">
          <CopyButton value={secret ?? ''}>
            {({ copied, copy }) => (
              <Button variant="default" size="md" onClick={copy}>
                {copied ? ui.copied : ui.copy}
              </Button>
            )}
          </CopyButton>
          <Button size="md" onClick={onClose} data-testid="webhook-secret-done">
            {ui.done}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
