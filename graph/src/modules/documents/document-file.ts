import { DomainError, badInput } from '../../core/errors';
import { Messages } from '../../contracts/messages';

/** What a partner's document may be, read from its bytes (never from its name or the type the client claims). */
export const DOCUMENT_TYPES: Readonly<Record<string, string>> = { 'application/pdf': 'pdf', 'image/jpeg': 'jpg', 'image/png': 'png' };
/** The default size limit (config DOCUMENT_MAX_MB). */
export const DOCUMENT_MAX_MB = 5;

const notAccepted = () => badInput(Messages.documentNotAccepted, { file: [Messages.documentNotAccepted] });

/**
 * A document's bytes checked (issue 38): present, at most `maxMb`, and a PDF, JPEG or PNG by its content (`file-type`,
 * ESM only: a dynamic import, as the photos do). A file whose name or claimed type says PDF but whose bytes are
 * something else is refused the same way. Answers its type and the extension its stored name takes.
 */
export async function sniffDocument(bytes: Buffer | null | undefined, maxMb: number): Promise<{ mime: string; ext: string }> {
  if (!bytes) throw badInput(Messages.documentFileRequired, { file: [Messages.documentFileRequired] });
  if (bytes.length > maxMb * 1024 * 1024)
    throw new DomainError('PAYLOAD_TOO_LARGE', Messages.documentTooLarge(maxMb), { file: [Messages.documentTooLarge(maxMb)] });
  if (bytes.length === 0) throw notAccepted();
  const { fileTypeFromBuffer } = await import('file-type');
  const type = await fileTypeFromBuffer(bytes);
  const ext = type ? DOCUMENT_TYPES[type.mime] : undefined;
  if (!type || !ext) throw notAccepted();
  return { mime: type.mime, ext };
}

/** A file name as shown to staff and sent back with the download: its base name, plain characters, at most 120. */
export const cleanFileName = (name: unknown, ext: string): string => {
  const base = typeof name === 'string' ? (name.split(/[\\/]/).pop() ?? '') : '';
  const plain = base
    .replace(/[^\p{L}\p{N} ._()-]+/gu, '_')
    .slice(0, 120)
    .trim();
  return plain || `document.${ext}`;
};
