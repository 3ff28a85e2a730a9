import { registerNamespace, setLanguage, getI18n } from '@cvb/i18n';
import { STORAGE_KEYS } from '@cvb/store';
import { authTexts } from '../texts/auth-texts';
import { avatarLetter } from './avatar-letter';
import { accountFailureText } from './failure-text';
import { clearLoggedInUser, readLoggedInUser, storeLoggedInUser } from './logged-in-user';
import { logoutTarget } from './logout-target';

beforeAll(() => registerNamespace('shell', authTexts));
afterEach(() => setLanguage('en'));

describe('avatar letter', () => {
  it('is the first letter of the name, upper-cased', () => {
    expect(avatarLetter('ravi Kumar')).toBe('R');
    expect(avatarLetter('  sunita')).toBe('S');
    expect(avatarLetter('रवि')).toBe('र');
    expect(avatarLetter('')).toBe('?');
  });
});

describe('logout target', () => {
  it('goes home, in the page language', () => {
    expect(logoutTarget('/trucks/tata-motors')).toBe('/');
    expect(logoutTarget('/hi/account')).toBe('/hi');
  });

  it('stays on /community', () => {
    expect(logoutTarget('/community')).toBe('/community');
    expect(logoutTarget('/ta/community/threads/12')).toBe('/ta/community');
    expect(logoutTarget('/communityx')).toBe('/');
  });
});

describe('logined_user', () => {
  beforeEach(() => window.localStorage.clear());

  it('holds only the id and name', () => {
    const accountUser = { id: 7, name: 'Ravi', email: 'r@x.in', mobile: '9876543210', role: 'user' };
    storeLoggedInUser(accountUser);
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.loggedInUser) ?? '')).toEqual({
      user: { id: 7, name: 'Ravi' },
    });
    expect(readLoggedInUser()).toEqual({ id: 7, name: 'Ravi' });
    clearLoggedInUser();
    expect(window.localStorage.getItem('logined_user')).toBeNull();
  });

  it('ignores an unreadable copy', () => {
    window.localStorage.setItem('logined_user', '{"user":{"name":5}}');
    expect(readLoggedInUser()).toBeNull();
    window.localStorage.setItem('logined_user', 'not json');
    expect(readLoggedInUser()).toBeNull();
  });
});

describe('failure text', () => {
  const t = () => getI18n().getFixedT(null, 'shell');

  it('shows the API message in English exactly, reworded', () => {
    expect(
      accountFailureText(t(), { status: 400, message: 'Identifier or password invalid' }, (m) =>
        m.replace('Identifier', 'Mobile'),
      ),
    ).toBe('Mobile or password invalid');
    expect(accountFailureText(t(), { status: 400, message: 'Invalid code, 1 try left' })).toBe(
      'Invalid code, 1 try left',
    );
    expect(accountFailureText(t(), { status: 400, message: 'Invalid code, 4 tries left' })).toBe(
      'Invalid code, 4 tries left',
    );
    expect(accountFailureText(t(), { status: 400, message: 'Something new' })).toBe('Something new');
  });

  it('translates known messages and field-rule messages', () => {
    setLanguage('hi');
    expect(
      accountFailureText(t(), {
        status: 429,
        message: 'Please wait 30 seconds before asking for a new code',
      }),
    ).toBe('नया कोड मँगाने से पहले कृपया 30 सेकंड रुकें');
    expect(accountFailureText(t(), { status: 400, message: 'Invalid code, 3 tries left' })).toBe(
      'कोड गलत है, 3 कोशिशें बाकी हैं',
    );
    expect(accountFailureText(t(), { status: 400, message: 'Enter correct mobile number' })).toBe(
      'सही मोबाइल नंबर दर्ज करें',
    );
  });

  it('explains failures without a message', () => {
    expect(accountFailureText(t(), { status: null, message: null })).toBe(
      'Could not reach CV Bazaar. Check your connection and try again.',
    );
    expect(accountFailureText(t(), { status: 429, message: null })).toBe(
      'Too many attempts. Please wait a little and try again.',
    );
    expect(accountFailureText(t(), { status: 502, message: null })).toBe(
      'Something went wrong on our side. Please try again.',
    );
  });
});
