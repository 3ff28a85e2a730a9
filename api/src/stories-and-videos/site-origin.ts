import type { LocaleCode } from '@cvb/contracts';
import type { FastifyRequest } from 'fastify';

/** The site's origin as the visitor sees it (behind the web server's proxy: X-Forwarded-Host). */
export function siteOrigin(request: FastifyRequest): string {
  const forwarded = request.headers['x-forwarded-host'];
  const host = (Array.isArray(forwarded) ? forwarded[0] : forwarded) || request.headers.host || 'localhost';
  return `${request.protocol}://${host}`;
}

/** A site path with the locale's prefix (none for English). */
export const localePath = (locale: LocaleCode, path: string) =>
  locale === 'en' ? path : `/${locale}${path}`;

export const escapeXml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
