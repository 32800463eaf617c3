import { Button, Stack, Text } from '@mantine/core';
import { tm } from '../../../i18n/messages';
import { kioskText } from '../kioskText';

/** A temperature outside the depot's range (the visitor's modal, the partner's screen): the warning, then Continue. */
export function TemperatureWarning({ size, onContinue }: { size: 'lg' | 'xl'; onContinue: () => void }) {
  return (
    <Stack gap="lg">
      <Text fz="lg" c="red.8" fw={600} data-testid="temperature-warning">
        {tm('temperatureOutOfRange')}
      </Text>
      <Button size={size} color="red" onClick={onContinue} data-testid="temperature-continue">
        {kioskText.continue}
      </Button>
    </Stack>
  );
}
