import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fetchAlertPushKey, subscribeAlertPush, unsubscribeAlertPush } from '@cvb/api-client';
import { renderInRemote } from '@cvb/mfe-kit/testing';
import { PushOptIn } from './push-opt-in';
import { keyBytes } from './push-subscription';

jest.mock('@cvb/api-client', () => ({
  ...jest.requireActual('@cvb/api-client'),
  fetchAlertPushKey: jest.fn(),
  subscribeAlertPush: jest.fn(),
  unsubscribeAlertPush: jest.fn(),
}));
const mockedKey = jest.mocked(fetchAlertPushKey);
const mockedSubscribe = jest.mocked(subscribeAlertPush);
const mockedUnsubscribe = jest.mocked(unsubscribeAlertPush);

const PUBLIC_KEY = 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM';
const ENDPOINT = 'https://fcm.googleapis.com/fcm/send/phone-1';

/** A browser's PushSubscription, as far as the control uses it. */
function fakeSubscription() {
  return {
    endpoint: ENDPOINT,
    toJSON: () => ({ endpoint: ENDPOINT, expirationTime: null, keys: { p256dh: 'BPk', auth: 'c2VjcmV0' } }),
    unsubscribe: jest.fn(async () => true),
  };
}

/** The browser's side, set up per test: Notification, the PushManager and the site's service worker. */
function browserWith({
  permission,
  subscribed = false,
}: {
  permission: NotificationPermission;
  subscribed?: boolean;
}) {
  let current = subscribed ? fakeSubscription() : null;
  const pushManager = {
    getSubscription: jest.fn(async () => current),
    subscribe: jest.fn(async () => {
      current = fakeSubscription();
      return current;
    }),
  };
  const registration = { pushManager };
  const requestPermission = jest.fn(async (): Promise<NotificationPermission> => 'granted');
  Object.defineProperty(window, 'Notification', {
    configurable: true,
    value: { permission, requestPermission },
  });
  Object.defineProperty(window, 'PushManager', { configurable: true, value: function PushManager() {} });
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: {
      getRegistration: jest.fn(async () => registration),
      register: jest.fn(async () => registration),
      ready: Promise.resolve(registration),
    },
  });
  return { pushManager, requestPermission, current: () => current };
}

afterEach(() => {
  for (const name of ['Notification', 'PushManager'] as const) Reflect.deleteProperty(window, name);
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

beforeEach(() => {
  jest.clearAllMocks();
  mockedKey.mockResolvedValue({ publicKey: PUBLIC_KEY });
  mockedSubscribe.mockResolvedValue({ subscribed: true });
  mockedUnsubscribe.mockResolvedValue({ subscribed: false });
});

it('asks nothing on arrival, and asks permission and subscribes only when the person taps "Turn on"', async () => {
  const browser = browserWith({ permission: 'default' });
  renderInRemote(<PushOptIn />, { path: '/account/alerts' });
  expect(screen.getByRole('heading', { name: 'Notifications on this phone' })).toBeInTheDocument();
  await screen.findByText('Get your alerts on this phone the moment they fire, as well as by SMS.');
  expect(browser.requestPermission).not.toHaveBeenCalled();
  expect(browser.pushManager.subscribe).not.toHaveBeenCalled();

  await userEvent.click(screen.getByRole('button', { name: 'Turn on notifications' }));
  await screen.findByText('On: your alerts also come to this phone as notifications.');
  expect(browser.requestPermission).toHaveBeenCalledTimes(1);
  expect(browser.pushManager.subscribe).toHaveBeenCalledWith({
    userVisibleOnly: true,
    applicationServerKey: keyBytes(PUBLIC_KEY),
  });
  expect(mockedSubscribe).toHaveBeenCalledWith({
    endpoint: ENDPOINT,
    expirationTime: null,
    keys: { p256dh: 'BPk', auth: 'c2VjcmV0' },
  });
  expect(screen.getByRole('button', { name: 'Turn off notifications' })).toBeInTheDocument();
});

it('shows "on" for a subscribed phone and turns it off, telling the site first', async () => {
  const browser = browserWith({ permission: 'granted', subscribed: true });
  renderInRemote(<PushOptIn />, { path: '/account/alerts' });
  await screen.findByText('On: your alerts also come to this phone as notifications.');
  const subscription = browser.current();
  await userEvent.click(screen.getByRole('button', { name: 'Turn off notifications' }));
  await screen.findByRole('button', { name: 'Turn on notifications' });
  expect(mockedUnsubscribe).toHaveBeenCalledWith(ENDPOINT);
  expect(subscription?.unsubscribe).toHaveBeenCalled();
  expect(browser.requestPermission).not.toHaveBeenCalled();
});

it('says notifications are blocked, with no button, when the person blocked them', async () => {
  browserWith({ permission: 'denied' });
  renderInRemote(<PushOptIn />, { path: '/account/alerts' });
  await screen.findByText(/Notifications are blocked for this site/);
  expect(screen.queryByRole('button')).not.toBeInTheDocument();
});

it('says blocked when the person refuses the permission asked on the tap', async () => {
  const browser = browserWith({ permission: 'default' });
  browser.requestPermission.mockResolvedValue('denied');
  renderInRemote(<PushOptIn />, { path: '/account/alerts' });
  await userEvent.click(await screen.findByRole('button', { name: 'Turn on notifications' }));
  await screen.findByText(/Notifications are blocked for this site/);
  expect(browser.pushManager.subscribe).not.toHaveBeenCalled();
  expect(mockedSubscribe).not.toHaveBeenCalled();
});

it('turns the URL-safe base64 public key into the 65 bytes of an uncompressed P-256 point', () => {
  const bytes = keyBytes(PUBLIC_KEY);
  expect(bytes).toHaveLength(65);
  expect(bytes[0]).toBe(4);
  expect(
    btoa(String.fromCharCode(...bytes))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, ''),
  ).toBe(PUBLIC_KEY);
});

it('says the browser cannot show notifications where push is not supported', async () => {
  renderInRemote(<PushOptIn />, { path: '/account/alerts' });
  await screen.findByText('This browser cannot show notifications. Your alerts still come by SMS.');
  expect(screen.queryByRole('button')).not.toBeInTheDocument();
});

it('says so when subscribing fails, and lets the person try again (in Hindi)', async () => {
  browserWith({ permission: 'granted' });
  mockedSubscribe.mockRejectedValueOnce(new Error('Network Error'));
  renderInRemote(<PushOptIn />, { path: '/hi/account/alerts', locale: 'hi' });
  expect(await screen.findByRole('heading', { name: 'इस फ़ोन पर सूचनाएँ' })).toBeInTheDocument();
  await userEvent.click(await screen.findByRole('button', { name: 'सूचनाएँ चालू करें' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('यह नहीं हो सका। कृपया फिर से कोशिश करें।');
  await userEvent.click(screen.getByRole('button', { name: 'सूचनाएँ चालू करें' }));
  await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  expect(screen.getByText('चालू: आपके अलर्ट इस फ़ोन पर सूचना के रूप में भी आते हैं।')).toBeInTheDocument();
});
