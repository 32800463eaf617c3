import { Anchor, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { downloadFile } from '../uploads/rest';

/**
 * One required document on a partner's or a visit's page: the type's name, the file uploaded for it as a download (its
 * `path`: the partner's or the visitor's REST download, each audited), and beside them what the page says of it.
 */
export function DocumentRow({
  name,
  file,
  testId,
  downloadTestId,
  children,
}: {
  name: string;
  file: { path: string; fileName: string | null } | null;
  testId: string;
  downloadTestId?: string;
  children: ReactNode;
}) {
  return (
    <Group justify="space-between" wrap="wrap" gap="xs" data-testid={testId}>
      <Stack gap={2} style={{ minWidth: 0 }}>
        <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
          {name}
        </Text>
        {file ? (
          <Anchor
            component="button"
            type="button"
            size="sm"
            style={{ overflowWrap: 'anywhere', textAlign: 'start' }}
            onClick={() => void downloadFile(file.path, file.fileName ?? 'document')}
            data-testid={downloadTestId}
          >
            {file.fileName}
          </Anchor>
        ) : null}
      </Stack>
      {children}
    </Group>
  );
}
