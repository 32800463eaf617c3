import type { ComponentType } from 'react';
import { useSignInLanguage } from '../../app/signInLanguage';
import { FullPageLoader } from '../../app/FullPageLoader';

/**
 * A sign-in page in this browser's sign-in language (issue 39, app/signInLanguage.ts): a loader until its words are
 * in, then the page, drawn again at each change of language (the picker's, or the staff user's after a sign-out).
 */
export function inSignInLanguage<P extends object>(Page: ComponentType<P>): ComponentType<P> {
  function InSignInLanguage(props: P) {
    const lng = useSignInLanguage();
    return lng ? <Page {...props} /> : <FullPageLoader />;
  }
  InSignInLanguage.displayName = `inSignInLanguage(${Page.displayName ?? Page.name})`;
  return InSignInLanguage;
}
