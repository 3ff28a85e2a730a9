import { PROXY_SECRET_HEADER } from '../src/http/trusted-proxies';

/** The PROXY_SECRET of the test apps: the headers the shell's server adds when it forwards a visitor's call. */
export const TEST_PROXY_SECRET = 'test-proxy-secret-2f9c';
export const TEST_PROXY = { secret: TEST_PROXY_SECRET } as const;
export const fromShell = { [PROXY_SECRET_HEADER]: TEST_PROXY_SECRET };
