/** Numeric work id (spec 3, 5): digits only, at most 18 (the column's width). The partner commands and the bulk upload share it. */
export const WORK_ID = /^\d{1,18}$/;
