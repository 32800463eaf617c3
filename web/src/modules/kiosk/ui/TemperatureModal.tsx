import { Button, Group, Stack, TextInput } from '@mantine/core';
import { Modal } from './mantineModal';
import { useEffect, useState } from 'react';
import { tm } from '../../../i18n/messages';
import { kioskText } from '../kioskText';
import { VirtualKeyboard } from './VirtualKeyboard';
import { TemperatureWarning } from './TemperatureWarning';

const READING = /^\d{2}(\.\d)?$/;

/**
 * Temperature check (spec 4.1, 4.3): a reading in °C; outside the tenant's limits the spec's warning
 * shows with Continue (the visitor waits at reception; the reading is kept).
 */
export function TemperatureModal({
  opened,
  min,
  max,
  onDone,
  onCancel,
}: {
  opened: boolean;
  min: number;
  max: number;
  onDone: (t: string) => void;
  onCancel: () => void;
}) {
  const [value, setValue] = useState('');
  const [warn, setWarn] = useState(false);
  useEffect(() => {
    if (opened) {
      setValue('');
      setWarn(false);
    }
  }, [opened]);
  const valid = READING.test(value.trim());
  const submit = () => {
    if (!valid) return;
    const t = Number(value);
    if (t < min || t > max) setWarn(true);
    else onDone(Number(value).toFixed(1));
  };
  return (
    <Modal opened={opened} onClose={onCancel} title={kioskText.temperatureTitle} size="md" data-testid="temperature-modal">
      {warn ? (
        <TemperatureWarning size="lg" onContinue={() => onDone(Number(value).toFixed(1))} />
      ) : (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          <Stack gap="sm">
            <TextInput
              label={kioskText.temperatureLabel}
              description={kioskText.temperatureHelp(min, max)}
              value={value}
              inputMode="decimal"
              onChange={(e) => setValue(e.currentTarget.value)}
              size="lg"
              data-testid="temperature-input"
              autoComplete="off"
              error={value && !valid ? tm('temperatureInvalid') : undefined}
            />
            <VirtualKeyboard value={value} onChange={setValue} layout="numeric" testId="temperature-keypad" />
            <Group justify="flex-end">
              <Button variant="default" size="lg" onClick={onCancel}>
                {kioskText.cancel}
              </Button>
              <Button type="submit" size="lg" disabled={!valid} data-testid="temperature-submit">
                {kioskText.proceed}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
