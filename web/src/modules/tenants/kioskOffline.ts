/**
 * Whether a kiosk opened at `url` can work offline (issue 36): a browser keeps a site's code for offline use (a
 * service worker) only in a secure context, that is over https or on the machine itself.
 */
export function worksOffline(url: string): boolean {
  const u = new URL(url);
  return u.protocol === 'https:' || u.hostname === 'localhost' || u.hostname === '[::1]' || /^127\./.test(u.hostname);
}
