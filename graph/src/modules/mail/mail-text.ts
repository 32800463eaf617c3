/** The small pieces every e-mail text is made of. */

export const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

/** Lines of text as HTML paragraphs (an empty line is a gap). */
export const paragraphs = (lines: string[]) => lines.map((l) => (l ? `<p>${escapeHtml(l)}</p>` : '')).join('\n');

/** A depot's address on one line. */
export const addressLine = (d: { code: string; line1: string; line2: string; county: string; eirCode: string }) =>
  `${d.code}, ${d.line1}, ${d.line2}, ${d.county} ${d.eirCode}`;
