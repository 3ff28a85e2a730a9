import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const PARAMS = { N: 16384, r: 8, p: 1 } as const;
const KEY_LENGTH = 64;

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

/** `scrypt$N$r$p$salt$key` (base64url), with a fresh 16-byte salt per user. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, PARAMS);
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64url'), key.toString('base64url')].join(
    '$',
  );
}

let dummyHash: Promise<string> | undefined;

/**
 * True when `password` matches `stored`. Without a stored hash (unknown user) a dummy hash is still
 * checked, so the answer takes as long either way.
 */
export async function verifyPassword(password: string, stored: string | null | undefined): Promise<boolean> {
  dummyHash ??= hashPassword(randomBytes(12).toString('hex'));
  const [scheme, n, r, p, salt, key] = (stored ?? (await dummyHash)).split('$');
  if (scheme !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64url');
  const actual = await derive(password, Buffer.from(salt, 'base64url'), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  const matches = actual.length === expected.length && timingSafeEqual(actual, expected);
  return matches && Boolean(stored);
}
