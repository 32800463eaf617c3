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

/**
 * A field the docked keyboard would cover, scrolled to the middle of the screen (the page has room under it while
 * the keyboard is docked: global.css). Issue 36: a field low on a short form (a planned visit's car registration) was
 * typed into under the keyboard.
 */
export function scrollAboveKeyboard(field: Element | null) {
  field?.scrollIntoView({ block: 'center' });
}

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
  onDone,
  testId = 'virtual-keyboard',
}: {
  value: string;
  onChange: (v: string) => void;
  layout?: keyof typeof LAYOUTS;
  always?: boolean;
  /** On a phone, dock at the bottom of the screen (under the field being typed into) instead of under the form. */
  docked?: boolean;
  /** A Done key on the last row that puts the keyboard away (the docked keyboard: a phone's own has one too). */
  onDone?: () => void;
  testId?: string;
}) {
  const small = useSmallScreen();
  const shown = always || small;
  const el = useRef<HTMLDivElement>(null);
  const kb = useRef<InstanceType<typeof SimpleKeyboard> | null>(null);
  const change = useRef(onChange);
  change.current = onChange;
  const done = useRef(onDone);
  done.current = onDone;
  const withDone = !!onDone;

  useEffect(() => {
    if (!shown || !el.current) return undefined;
    // Done ends the last row of each layer (the space key narrows to make room)
    const keys = withDone
      ? Object.fromEntries(
          Object.entries(LAYOUTS[layout]).map(([n, rows]) => [n, [...rows.slice(0, -1), `${rows[rows.length - 1]} {done}`]]),
        )
      : LAYOUTS[layout];
    const k = new SimpleKeyboard(el.current, {
      layout: keys,
      display: { '{bksp}': '⌫', '{shift}': '⇧', '{space}': kioskText.space, '{done}': kioskText.done },
      buttonAttributes: withDone ? [{ attribute: 'data-testid', value: 'keyboard-done', buttons: '{done}' }] : [],
      theme: 'hg-theme-default kiosk-keys',
      onChange: (v: string) => change.current(v),
      onKeyPress: (b: string) => {
        if (b === '{done}') done.current?.();
        if (b === '{shift}') k.setOptions({ layoutName: k.options.layoutName === 'shift' ? 'default' : 'shift' });
      },
    });
    kb.current = k;
    // Docked, it now covers the bottom of the screen: the field it types into moves above it (the next frame, once the
    // page has its room under the keyboard).
    const frame = docked ? requestAnimationFrame(() => scrollAboveKeyboard(document.activeElement)) : 0;
    return () => {
      cancelAnimationFrame(frame);
      k.destroy();
      kb.current = null;
    };
  }, [shown, layout, docked, withDone]);

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
