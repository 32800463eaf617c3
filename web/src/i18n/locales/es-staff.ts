/** The staff screens in this language (issue 39): keys not here are said in English (the engine's fallback). */
import type { StaffTranslation } from '../staffTranslation';

export const esStaff: StaffTranslation = {};
