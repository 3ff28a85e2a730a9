import type { FastifyReply, FastifyRequest } from 'fastify';
import { hmacHex, safeEqual } from '../secrets';

/** The browser that confirmed a 'verify' code for a mobile: leads from it for that mobile need no new code. */
export const VERIFIED_MOBILE_COOKIE = 'cvb_verified_mobile';
export const VERIFIED_MOBILE_LIFETIME_MS = 12 * 60 * 60 * 1000;

export interface VerifiedMobileSeal {
  /** HMAC key (derived from OTP_PEPPER), the same on every API instance when OTP_PEPPER is set. */
  key: string;
  secure: boolean;
}

const signature = (key: string, mobile: string, expiresMs: number) =>
  hmacHex(key, `verified-mobile:${mobile}:${expiresMs}`);

/** `mobile.expiresMs.hmac`: readable, but no one without the key can make one. */
export function sealVerifiedMobile(key: string, mobile: string, expiresMs: number): string {
  return `${mobile}.${expiresMs}.${signature(key, mobile, expiresMs)}`;
}

/** The mobile a live, untampered seal vouches for; null otherwise. */
export function unsealVerifiedMobile(key: string, value: string | undefined, nowMs: number): string | null {
  const [mobile, expires, mac, ...rest] = (value ?? '').split('.');
  const expiresMs = Number(expires);
  if (rest.length > 0 || !mobile || !mac || !Number.isSafeInteger(expiresMs) || expiresMs <= nowMs)
    return null;
  return safeEqual(mac, signature(key, mobile, expiresMs)) ? mobile : null;
}

export function setVerifiedMobileCookie(
  reply: FastifyReply,
  seal: VerifiedMobileSeal,
  mobile: string,
  now: Date,
): void {
  const expiresMs = now.getTime() + VERIFIED_MOBILE_LIFETIME_MS;
  reply.setCookie(VERIFIED_MOBILE_COOKIE, sealVerifiedMobile(seal.key, mobile, expiresMs), {
    httpOnly: true,
    sameSite: 'lax',
    path: '/api',
    secure: seal.secure,
    expires: new Date(expiresMs),
  });
}

export function verifiedMobileOfRequest(request: FastifyRequest, seal: VerifiedMobileSeal, now: Date) {
  return unsealVerifiedMobile(seal.key, request.cookies[VERIFIED_MOBILE_COOKIE], now.getTime());
}
