import { useCallback, useEffect, useRef, useState } from 'react';

/** How long a list that changed on its own stays as it was before it closes up (issue 36). */
export const STEADY_HOLD_MS = 1500;

/**
 * Keeps a live list still under a finger (issue 36, the roll-call). When the list changes by itself (another marshal's
 * mark, this device's own mark coming back, a new arrival, a sign-out), the cards keep their places for `holdMs` after
 * the change arrived, and for as long as a pointer is down on the list (then `holdMs` more): a card that left the list
 * stays where it was, showing its new state, and a new one joins at the end, where it moves nothing. Then the list
 * closes up. What the person changes (`key`: the tab, the search) is laid out at once.
 *
 * `fresh` is the list as it is now; `all` every item still known (a card that left the list is drawn from it).
 * `bind` goes on the list's element; `held` says the list on screen is not yet the fresh one.
 */
export function useSteadyOrder<T>(
  fresh: readonly T[],
  all: readonly T[],
  idOf: (item: T) => string,
  key: string,
  holdMs = STEADY_HOLD_MS,
): { items: T[]; held: boolean; bind: { onPointerDown: () => void } } {
  const freshIds = fresh.map(idOf);
  const signature = freshIds.join('\n');
  // The ids as laid out on screen, and the key (tab and search) they were laid out for.
  const [shown, setShown] = useState<{ key: string; ids: string[] }>({ key, ids: freshIds });
  const pointerDown = useRef(false);
  const holdUntil = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef({ key, ids: freshIds });
  latest.current = { key, ids: freshIds };

  // The person's own choice (tab, search): laid out at once.
  const sameKey = shown.key === key;
  if (!sameKey) setShown({ key, ids: freshIds });
  const held = sameKey && shown.ids.join('\n') !== signature;

  const release = useCallback(() => {
    clearTimeout(timer.current);
    if (pointerDown.current) return; // lifting the pointer holds it once more
    const wait = holdUntil.current - Date.now();
    if (wait > 0) {
      timer.current = setTimeout(release, wait);
      return;
    }
    setShown({ ...latest.current });
  }, []);
  const hold = useCallback(() => {
    holdUntil.current = Date.now() + holdMs;
    clearTimeout(timer.current);
    timer.current = setTimeout(release, holdMs);
  }, [holdMs, release]);

  // A change that arrived by itself: the layout on screen stays for a moment.
  useEffect(() => {
    if (held) hold();
  }, [signature, held, hold]);

  const heldNow = useRef(held);
  heldNow.current = held;
  useEffect(() => {
    const up = () => {
      if (!pointerDown.current) return;
      pointerDown.current = false;
      if (heldNow.current) hold();
    };
    window.addEventListener('pointerup', up);
    window.addEventListener('pointercancel', up);
    return () => {
      window.removeEventListener('pointerup', up);
      window.removeEventListener('pointercancel', up);
      clearTimeout(timer.current);
    };
  }, [hold]);

  let items: T[] = [...fresh];
  if (held) {
    const byId = new Map<string, T>();
    for (const item of all) byId.set(idOf(item), item);
    for (const item of fresh) byId.set(idOf(item), item);
    const kept = shown.ids.filter((id) => byId.has(id));
    const keptSet = new Set(kept);
    items = [...kept, ...freshIds.filter((id) => !keptSet.has(id))].map((id) => byId.get(id)!);
  }
  return {
    items,
    held,
    bind: {
      onPointerDown: () => {
        pointerDown.current = true;
      },
    },
  };
}
