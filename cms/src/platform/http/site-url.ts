/**
 * An absolute link to the site. Built from PUBLIC_URL, never from the request's Host header, which
 * the caller controls (a forged Host would put a reset token in a link to someone else's site).
 */
export function siteUrl(pathAndQuery: string): string {
  const base = process.env.PUBLIC_URL || `http://localhost:${process.env.PORT || 1337}`;
  return new URL(pathAndQuery, base).toString();
}
