/**
 * The viewport of a table that scrolls sideways on a narrow screen: focusable, so the keyboard can reach and
 * scroll it (axe-core scrollable-region-focusable). Only tables: a select's option list keeps its own.
 */
export const TABLE_SCROLL = { tabIndex: 0 } as const;
