import { Stack, Text } from '@mantine/core';
import { kioskText } from '../kioskText';

/**
 * What a shared entrance screen shows after a check-in (issue 36): the badge to take, if any, and a welcome by first
 * name only. The print-house-rules and label pages both show it (their test ids kept).
 */
export function KioskWelcome({
  badgeNumber,
  firstName,
  badgeTestId,
  welcomeTestId,
}: {
  badgeNumber?: string | null;
  firstName: string;
  badgeTestId: string;
  welcomeTestId: string;
}) {
  return (
    <>
      {badgeNumber ? (
        <Stack gap={0} align="center" data-testid={badgeTestId}>
          <Text fz="lg">{kioskText.yourBadge}</Text>
          <Text fz={56} fw={800} lh={1.1}>
            {badgeNumber}
          </Text>
        </Stack>
      ) : null}
      <Text fz="xl" fw={700} ta="center" data-testid={welcomeTestId}>
        {kioskText.checkedInBody(firstName, null)}
      </Text>
    </>
  );
}
