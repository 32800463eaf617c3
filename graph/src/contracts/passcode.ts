/**
 * The regular visitor's passcode challenge (spec 3, 9): three distinct random positions out of 6, sorted,
 * one character entered at each. Pure functions: the web kiosk and the server use the same ones.
 */
export const PASSCODE_LENGTH = 6;
export const PASSCODE_CHALLENGE_SIZE = 3;

/** Three distinct positions 1..6, ascending. `random` returns [0, 1) (Math.random by default). */
export function passcodeChallenge(random: () => number = Math.random): [number, number, number] {
  const pool = [1, 2, 3, 4, 5, 6];
  const picked: number[] = [];
  while (picked.length < PASSCODE_CHALLENGE_SIZE) {
    const i = Math.min(pool.length - 1, Math.floor(random() * pool.length));
    picked.push(pool.splice(i, 1)[0]);
  }
  picked.sort((a, b) => a - b);
  return picked as [number, number, number];
}

/** True when the positions are three distinct whole numbers from 1 to 6. */
export function validPasscodePositions(positions: unknown[]): positions is number[] {
  const n = positions.map((p) => (typeof p === 'string' && /^\d+$/.test(p.trim()) ? Number(p) : p));
  return (
    n.length === PASSCODE_CHALLENGE_SIZE &&
    n.every((p) => typeof p === 'number' && Number.isInteger(p) && p >= 1 && p <= PASSCODE_LENGTH) &&
    new Set(n).size === PASSCODE_CHALLENGE_SIZE
  );
}

/** Find Me is enabled only when each of the three characters is exactly one character (spec 5). */
export const validPasscodeCharacters = (chars: unknown[]): chars is string[] =>
  chars.length === PASSCODE_CHALLENGE_SIZE && chars.every((c) => typeof c === 'string' && [...c].length === 1 && c.trim() !== '');
