import { execFileSync } from 'node:child_process';

const LOCAL_REDIS = 'redis://127.0.0.1:6379';

/** True when something answers at 127.0.0.1:6379 (checked synchronously, so test lists can be built). */
function localRedisAnswers(): boolean {
  const probe = `require('node:net').connect(6379, '127.0.0.1').on('connect', () => process.exit(0)).on('error', () => process.exit(1))`;
  try {
    execFileSync(process.execPath, ['-e', probe], { timeout: 3000, stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** The Redis the limiter tests use: TEST_REDIS_URL, else REDIS_URL, else a local Redis when one answers. */
export const testRedisUrl: string | undefined =
  process.env.TEST_REDIS_URL || process.env.REDIS_URL || (localRedisAnswers() ? LOCAL_REDIS : undefined);
