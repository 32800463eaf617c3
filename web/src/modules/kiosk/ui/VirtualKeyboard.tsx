import { Box } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import SimpleKeyboardImport from 'simple-keyboard';
import 'simple-keyboard/build/css/index.css';
import { useEffect, useRef } from 'react';
import { kioskText } from '../kioskText';

// simple-keyboard ships a UMD bundle: under Vite the default import may be the module object (STACK.md).
const SimpleKeyboard = ((SimpleKeyboardImport as any).default ?? SimpleKeyboardImport) as typeof SimpleKeyboardImport;

/** Spec 1, 9: the touch keyboard shows on screens under 750 px wide. */
export const useSmallScreen = () => useMediaQuery('(max-width: 749px)') ?? false;

const LAYOUTS = {
  // Ten keys a row at most: on a 390 px phone each key stays as wide as a phone keyboard's own.
  text: {
    default: ['1 2 3 4 5 6 7 8 9 0', 'q w e r t y u i o p', 'a s d f g h j k l @', "z x c v b n m . - '", '{shift} {space} {bksp}'],
    shift: ['1 2 3 4 5 6 7 8 9 0', 'Q W E R T Y U I O P', 'A S D F G H J K L @', "Z X C V B N M . - '", '{shift} {space} {bksp}'],
  },
  /** Spec 9: the reference keyboard has digits with R, V and A prefixes. */
  reference: { default: ['R V A', '1 2 3', '4 5 6', '7 8 9', '{bksp} 0'] },
  numeric: { default: ['1 2 3', '4 5 6', '7 8 9', '{bksp} 0 .'] },
  digits: { default: ['1 2 3', '4 5 6', '7 8 9', '{bksp} 0'] },
};

/**
 * A touch keyboard bound to one value: each key calls onChange with the new text. `layout` picks the keys;
 * `always` shows it whatever the screen width (the reference keypad of the QR modal, the work id keypad).
 */
export function VirtualKeyboard({
  value,
  onChange,
  layout = 'text',
  always = false,
  docked = false,
  testId = 'virtual-keyboard',
}: {
  value: string;
  onChange: (v: string) => void;
  layout?: keyof typeof LAYOUTS;
  always?: boolean;
  /** On a phone, dock at the bottom of the screen (under the field being typed into) instead of under the form. */
  docked?: boolean;
  testId?: string;
}) {
  const small = useSmallScreen();
  const shown = always || small;
  const el = useRef<HTMLDivElement>(null);
  const kb = useRef<InstanceType<typeof SimpleKeyboard> | null>(null);
  const change = useRef(onChange);
  change.current = onChange;

  useEffect(() => {
    if (!shown || !el.current) return undefined;
    const k = new SimpleKeyboard(el.current, {
      layout: LAYOUTS[layout],
      display: { '{bksp}': '⌫', '{shift}': '⇧', '{space}': kioskText.space },
      theme: 'hg-theme-default kiosk-keys',
      onChange: (v: string) => change.current(v),
      onKeyPress: (b: string) => {
        if (b === '{shift}') k.setOptions({ layoutName: k.options.layoutName === 'shift' ? 'default' : 'shift' });
      },
    });
    kb.current = k;
    return () => {
      k.destroy();
      kb.current = null;
    };
  }, [shown, layout]);

  useEffect(() => {
    kb.current?.setInput(value);
  }, [value, shown]);
  if (!shown) return null;
  // simple-keyboard owns the class list of the element it draws into: the docking class sits on a wrapper.
  return (
    <Box data-testid={testId} className={docked ? 'kiosk-keyboard-docked' : undefined} mt="xs">
      {/* its keys are Latin letters and digits: left to right in every language (issue 27) */}
      <div ref={el} className="kiosk-keyboard" dir="ltr" />
    </Box>
  );
}
