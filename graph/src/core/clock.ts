/** The one clock of the product: tests replace it (the edge of the world), code never calls new Date() for "now". */
export interface Clock {
  now(): Date;
}
export const systemClock: Clock = { now: () => new Date() };
export const fixedClock = (iso: string): Clock & { set(iso: string): void } => {
  let t = new Date(iso);
  return {
    now: () => new Date(t),
    set: (v: string) => {
      t = new Date(v);
    },
  };
};
