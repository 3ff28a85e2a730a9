/** The origin the server renders a page for (set per render; there is no window there). */
let serverOrigin: string | null = null;

export function setServerOrigin(origin: string | null): void {
  serverOrigin = origin;
}

/**
 * The page's origin (`https://www.cvbazaar.in`), for absolute links such as share links and structured data: the
 * browser's, or on the server the one the visitor asked for, so both render the same link.
 */
export function pageOrigin(): string {
  if (typeof window !== 'undefined') return window.location.origin;
  return serverOrigin ?? 'https://cvbazaar.in';
}
