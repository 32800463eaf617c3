/**
 * The reset-password link of spec 2.1: /resetPassword/{b1}/{b2}/{b3}/{username}/{email}. The token is
 * standard base64; "+" is written PLUS and "/" SLASH, and the text is cut into three blocks. Pure
 * functions: the worker builds links with them, the web page reads them back.
 */
export function encodeResetToken(token: string): [string, string, string] {
  const t = token.replace(/\+/g, 'PLUS').replace(/\//g, 'SLASH');
  const n = Math.ceil(t.length / 3);
  return [t.slice(0, n), t.slice(n, 2 * n), t.slice(2 * n)];
}

export function decodeResetToken(b1: string, b2: string, b3: string): string {
  return (b1 + b2 + b3).replace(/PLUS/g, '+').replace(/SLASH/g, '/');
}

export function resetLink(publicUrl: string, token: string, username: string, email: string): string {
  const [b1, b2, b3] = encodeResetToken(token);
  return `${publicUrl.replace(/\/$/, '')}/resetPassword/${[b1, b2, b3, username, email].map(encodeURIComponent).join('/')}`;
}
