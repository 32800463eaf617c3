import { classifyError } from '../../app/apollo';
import { graphQLErrorText } from './errors';

/**
 * The text for a form's error box: the server's message for a GraphQL error; nothing when a
 * transport toast already said what went wrong (no response, 404, 500); else the fallback.
 */
export function formErrorText(error: unknown, fallback: string): string | null {
  const text = graphQLErrorText(error);
  if (text) return text;
  const kind = classifyError(error);
  if (kind === 'network' || kind === 'notFound' || kind === 'server') return null;
  return fallback;
}
