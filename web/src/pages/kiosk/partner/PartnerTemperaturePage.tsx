import { Button, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { kioskText } from '../../../modules/kiosk/kioskText';
import { useKiosk } from '../../../modules/kiosk/KioskContext';
import { KioskShell } from '../../../modules/kiosk/ui/KioskShell';
import { VirtualKeyboard } from '../../../modules/kiosk/ui/VirtualKeyboard';
import { usePartnerSteps } from '../../../modules/kiosk/usePartnerSteps';
import { TemperatureWarning } from '../../../modules/kiosk/ui/TemperatureWarning';

/** Partner temperature (spec 4.5 step 3): outside the tenant's limits the spec's warning, then the house rules. */
export function PartnerTemperaturePage() {
  const { depot, goHome } = useKiosk();
  const steps = usePartnerSteps();
  const [value, setValue] = useState('');
  const [warn, setWarn] = useState(false);
  useEffect(() => {
    if (!steps.partner) goHome();
  }, [steps.partner, goHome]);
  const valid = /^\d{2}(\.\d)?$/.test(value.trim());
  const go = () => steps.startRules({ ...steps.partner!, temperature: Number(value).toFixed(1) }, 'temperature');
  const submit = () => {
    const t = Number(value);
    if (depot && (t < depot.tempMin || t > depot.tempMax)) setWarn(true);
    else go();
  };
  if (!steps.partner || !depot) return null;
  return (
    <KioskShell title={kioskText.temperatureTitle}>
      {warn ? (
        <TemperatureWarning size="xl" onContinue={go} />
      ) : (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            if (valid) submit();
          }}
        >
          <TextInput
            label={kioskText.temperatureLabel}
            description={kioskText.temperatureHelp(depot.tempMin, depot.tempMax)}
            value={value}
            size="xl"
            inputMode="decimal"
            autoComplete="off"
            onChange={(e) => setValue(e.currentTarget.value)}
            data-testid="temperature-input"
          />
          <VirtualKeyboard value={value} onChange={setValue} layout="numeric" always testId="temperature-keypad" />
          <Button type="submit" size="xl" fullWidth mt="lg" disabled={!valid} data-testid="temperature-submit">
            {kioskText.proceed}
          </Button>
        </form>
      )}
      {steps.modals}
    </KioskShell>
  );
}
