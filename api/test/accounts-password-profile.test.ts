import { accountUserAnswerSchema } from '@cvb/contracts';
import { MESSAGES } from '@cvb/validation';
import { testDatabases } from './databases';
import {
  call,
  freshMobile,
  PASSWORD,
  sessionCookieOf,
  sessionOf,
  signUp,
  useAccountsApi,
  verifiedToken,
  type AccountsTestApi,
} from './accounts-helpers';

const CHANGE = '/api/change-password';

async function login(api: AccountsTestApi, identifier: string, password: string) {
  return call(api, 'POST', '/api/auth/local', { identifier, password });
}

async function meOf(api: AccountsTestApi, session: string) {
  return (await call(api, 'GET', '/api/auth/me', undefined, { session })).json().user;
}

describe.each(testDatabases)('change password and profile on %s', (kind) => {
  const api = useAccountsApi(kind);

  afterAll(() => {
    for (const answer of api.answers) {
      expect(answer.body).not.toMatch(/chai-garam|naya-password|scrypt\$|password_?hash/i);
    }
  });

  describe('forgot-password mode', () => {
    it('sets the new password after a reset code was confirmed, and ends every session', async () => {
      const { mobile, session } = await signUp(api);
      const verificationToken = await verifiedToken(api, mobile, 'reset');
      const response = await call(api, 'POST', CHANGE, {
        loginPhone: mobile,
        loginPassword: 'naya-password-7',
        verificationToken,
      });
      expect(response.statusCode).toBe(200);
      expect(accountUserAnswerSchema.parse(response.json())).toMatchObject({
        error: false,
        message: 'Password changed successfully',
        data: { mobile },
      });
      expect(await meOf(api, session)).toBeNull();
      expect((await login(api, mobile, PASSWORD)).statusCode).toBe(400);
      expect((await login(api, mobile, 'naya-password-7')).statusCode).toBe(200);
    });

    it('refuses without a confirmed reset code for that mobile', async () => {
      const { mobile } = await signUp(api);
      const signupToken = await verifiedToken(api, freshMobile(), 'signup');
      const verifyToken = await verifiedToken(api, mobile, 'verify');
      for (const verificationToken of ['guess', signupToken, verifyToken]) {
        const response = await call(api, 'POST', CHANGE, {
          loginPhone: mobile,
          loginPassword: 'naya-password-7',
          verificationToken,
        });
        expect(response.statusCode).toBe(400);
        expect(response.json().message).toBe('Mobile number is not verified, please confirm the OTP again');
      }
      expect((await login(api, mobile, PASSWORD)).statusCode).toBe(200);
    });

    it("answers 'Username not found' for an unknown mobile only after its code, and rule messages for bad fields", async () => {
      const { mobile: known } = await signUp(api);
      const unconfirmed = [freshMobile(), known].map((loginPhone) =>
        call(api, 'POST', CHANGE, { loginPhone, loginPassword: 'naya-password-7', verificationToken: 'x' }),
      );
      for (const answer of await Promise.all(unconfirmed)) {
        expect(answer.statusCode).toBe(400);
        expect(answer.json().message).toBe('Mobile number is not verified, please confirm the OTP again');
      }
      const unknownMobile = freshMobile();
      const unknown = await call(api, 'POST', CHANGE, {
        loginPhone: unknownMobile,
        loginPassword: 'naya-password-7',
        verificationToken: await verifiedToken(api, unknownMobile, 'reset'),
      });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json()).toEqual({ error: true, message: 'Username not found', data: null });
      const short = await call(api, 'POST', CHANGE, {
        loginPhone: freshMobile(),
        loginPassword: '123',
        verificationToken: 'x',
      });
      expect(short.json().message).toBe(MESSAGES.passwordTooShort);
      const badPhone = await call(api, 'POST', CHANGE, {
        loginPhone: '12345',
        loginPassword: '123456',
        verificationToken: 'x',
      });
      expect(badPhone.json().message).toBe(MESSAGES.mobileTooShort);
    });
  });

  describe('signed in', () => {
    it('needs a session', async () => {
      const response = await call(api, 'POST', CHANGE, {
        currentPassword: PASSWORD,
        newPassword: 'naya-password-7',
      });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ error: true, message: 'Please log in to continue', data: null });
    });

    it('checks the current password and the new one', async () => {
      const { session } = await signUp(api);
      const wrong = await call(
        api,
        'POST',
        CHANGE,
        { currentPassword: 'nope-nope', newPassword: 'naya-password-7' },
        { session },
      );
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().message).toBe('Current password is invalid');
      const short = await call(
        api,
        'POST',
        CHANGE,
        { currentPassword: PASSWORD, newPassword: '12345' },
        { session },
      );
      expect(short.json().message).toBe(MESSAGES.passwordTooShort);
    });

    it('changes it, replaces the current session and ends the others', async () => {
      const { mobile, session } = await signUp(api);
      const otherDevice = sessionOf(await login(api, mobile, PASSWORD));
      const response = await call(
        api,
        'POST',
        CHANGE,
        { currentPassword: PASSWORD, newPassword: 'naya-password-7' },
        { session },
      );
      expect(response.statusCode).toBe(200);
      const replaced = sessionCookieOf(response)?.value ?? '';
      expect(replaced).not.toBe(session);
      expect(await meOf(api, session)).toBeNull();
      expect(await meOf(api, otherDevice)).toBeNull();
      expect((await meOf(api, replaced))?.mobile).toBe(mobile);
      expect((await login(api, mobile, 'naya-password-7')).statusCode).toBe(200);
    });
  });

  describe('PUT users/me', () => {
    it('updates name and email of the signed-in user', async () => {
      const { session, mobile } = await signUp(api);
      const response = await call(
        api,
        'PUT',
        '/api/users/me',
        { name: 'Lakshmi Narayanan', email: 'Lakshmi@Example.in' },
        { session },
      );
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        error: false,
        message: 'Profile updated successfully',
        data: {
          id: expect.any(Number),
          name: 'Lakshmi Narayanan',
          email: 'lakshmi@example.in',
          mobile,
          role: 'user',
        },
      });
      expect((await meOf(api, session)).name).toBe('Lakshmi Narayanan');
    });

    it('applies the field rules, refuses an email of another user and needs a session', async () => {
      const other = await signUp(api);
      const { session } = await signUp(api);
      const put = (body: object, withSession = session) =>
        call(api, 'PUT', '/api/users/me', body, { session: withSession });
      expect((await put({ name: 'Al', email: 'al@example.in' })).json().message).toBe(MESSAGES.nameTooShort);
      expect((await put({ name: 'Alok', email: 'alok@' })).json().message).toBe(
        'Please provide a valid email address',
      );
      const taken = await put({ name: 'Alok Nath', email: other.email });
      expect(taken.statusCode).toBe(400);
      expect(taken.json().message).toBe('Email already taken');
      const anonymous = await call(api, 'PUT', '/api/users/me', {
        name: 'Alok Nath',
        email: 'alok@example.in',
      });
      expect(anonymous.statusCode).toBe(401);
    });
  });
});
