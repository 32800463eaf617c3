/** Spec 2.1: the depot code is shown uppercased only for l2, bt1 and bt5 (any case). No React: the entry uses it. */
export const displayDepotCode = (code: string) => (['l2', 'bt1', 'bt5'].includes(code.toLowerCase()) ? code.toUpperCase() : code);
