import { call, useAccountsApi } from './accounts-helpers';
import { testDatabases } from './databases';

const MOBILE = '9000000077';
const PASSWORD = 'e2e-editor-secret';

describe.each(testDatabases)('CVB_SEED_ADMIN_PASSWORD on %s', (kind) => {
  describe('outside production', () => {
    const api = useAccountsApi(kind, { env: { ADMIN_MOBILE: MOBILE, CVB_SEED_ADMIN_PASSWORD: PASSWORD } });

    it('is the first admin’s password, so browser tests can log in as an editor', async () => {
      const login = await call(api, 'POST', '/api/auth/local', { identifier: MOBILE, password: PASSWORD });
      expect(login.statusCode).toBe(200);
      expect(login.json().data).toMatchObject({ mobile: MOBILE, role: 'admin' });
    });
  });

  describe('in production', () => {
    const api = useAccountsApi(kind, {
      env: {
        NODE_ENV: 'production',
        ADMIN_MOBILE: MOBILE,
        CVB_SEED_ADMIN_PASSWORD: PASSWORD,
        SMS_PROVIDER_URL: 'http://127.0.0.1:9/sms',
      },
    });

    it('is ignored: the admin gets a random password', async () => {
      const login = await call(api, 'POST', '/api/auth/local', { identifier: MOBILE, password: PASSWORD });
      expect(login.statusCode).toBe(400);
    });
  });
});
