import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useRef, useState } from 'react';
import { passcodeChallenge } from '@contracts/passcode';
import { upper } from '@contracts/normalise';
import { kioskText } from '../../modules/kiosk/kioskText';
import { KIOSK_TIMERS, kioskErrorText } from '../../modules/kiosk/kioskErrors';
import { KioskShell } from '../../modules/kiosk/ui/KioskShell';
import { TimedModal } from '../../modules/kiosk/ui/TimedModal';
import { useSmallScreen, VirtualKeyboard } from '../../modules/kiosk/ui/VirtualKeyboard';
import { useResolve } from '../../modules/kiosk/useResolve';
import { useSignIn } from '../../modules/kiosk/useSignIn';

/**
 * Regular visitor by passcode (spec 4.2, 5): an e-mail or RV code and the characters at three distinct
 * positions of the 6-character passcode; the boxes auto-advance; Find Me only when each box has exactly
 * one character and the reference is given; a failure shows the server text and a new challenge.
 */
export function RegularVisitorPage() {
  const signIn = useSignIn();
  const { resolve, modals } = useResolve((j) => signIn.start(j));
  const [positions, setPositions] = useState(() => passcodeChallenge());
  const [ref, setRef] = useState('');
  const [chars, setChars] = useState(['', '', '']);
  const [focus, setFocus] = useState<number | 'ref'>('ref');
  const [error, setError] = useState('');
  const boxes = [useRef<HTMLInputElement>(null), useRef<HTMLInputElement>(null), useRef<HTMLInputElement>(null)];
  const ready = ref.trim() !== '' && chars.every((c) => [...c].length === 1);
  // On a phone the touch keyboard (docked at the bottom, keys fitting the width) types: the phone's own stays closed.
  const small = useSmallScreen();
  const inputMode = small ? ('none' as const) : undefined;

  const setChar = (i: number, v: string) => {
    const c = [...v].slice(-1).join('');
    setChars((old) => old.map((x, j) => (j === i ? c : x)));
    if (c && i < 2) {
      boxes[i + 1].current?.focus();
      setFocus(i + 1);
    }
  };
  const findMe = async () => {
    const typed = ref.includes('@') ? ref.trim() : upper(ref);
    try {
      await resolve(typed, {
        posOne: positions[0],
        posTwo: positions[1],
        posThree: positions[2],
        charPosOne: chars[0],
        charPosTwo: chars[1],
        charPosThree: chars[2],
      });
    } catch (e) {
      setError(kioskErrorText(e));
      setPositions(passcodeChallenge());
      setChars(['', '', '']);
    }
  };
  return (
    <KioskShell title={kioskText.regularVisitor}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (ready) void findMe();
        }}
      >
        <Stack gap="md">
          <TextInput
            label={kioskText.emailOrReference}
            value={ref}
            size="lg"
            autoComplete="off"
            inputMode={inputMode}
            data-testid="rv-reference"
            onFocus={() => setFocus('ref')}
            onChange={(e) => setRef(e.currentTarget.value)}
          />
          <Text fw={600} data-testid="passcode-help">
            {kioskText.passcodeHelp(positions)}
          </Text>
          <Group gap="md" data-testid="passcode-positions" data-positions={positions.join(',')}>
            {positions.map((p, i) => (
              <TextInput
                key={`${p}-${i}`}
                ref={boxes[i]}
                label={kioskText.passcodeChar(p)}
                value={chars[i]}
                w={90}
                size="xl"
                maxLength={2}
                styles={{ input: { textAlign: 'center', fontWeight: 700 } }}
                autoComplete="off"
                inputMode={inputMode}
                data-testid={`passcode-${i}`}
                onFocus={() => setFocus(i)}
                onChange={(e) => setChar(i, e.currentTarget.value)}
              />
            ))}
          </Group>
          {focus === 'ref' ? (
            <VirtualKeyboard value={ref} onChange={setRef} docked />
          ) : (
            <VirtualKeyboard value={chars[focus]} onChange={(v) => setChar(focus, v)} docked />
          )}
          <Button type="submit" size="xl" disabled={!ready} data-testid="find-me">
            {kioskText.findMe}
          </Button>
        </Stack>
      </form>
      <TimedModal opened={!!error} message={error} ms={KIOSK_TIMERS.error} tone="error" testId="kiosk-error" onDone={() => setError('')} />
      {modals}
      {signIn.modals}
    </KioskShell>
  );
}
