import { notificationUrl, openNotificationUrl, pushedAlertOf, showPushedAlert } from './push-handlers';

const ORIGIN = 'https://www.cvbazaar.in';
const PUSHED = {
  title: 'सीवी बाज़ार मूल्य अलर्ट',
  body: 'Lasalgaon में आज Onion ₹1,800/क्विंटल।',
  url: '/hi/emandi/market/maharashtra/nashik/lasalgaon',
  tag: 'alert-7',
};

/** A window of the site as `clients.matchAll` lists it. */
const windowAt = (url: string) => ({ url, focus: jest.fn(async () => undefined) });

describe("the service worker's alert notifications", () => {
  it('shows a pushed alert with its title, text and page, replacing the same alert’s earlier one', async () => {
    const showNotification = jest.fn(async () => undefined);
    await showPushedAlert(
      { showNotification },
      pushedAlertOf(() => PUSHED),
    );
    expect(showNotification).toHaveBeenCalledWith('सीवी बाज़ार मूल्य अलर्ट', {
      body: 'Lasalgaon में आज Onion ₹1,800/क्विंटल।',
      tag: 'alert-7',
      data: { url: '/hi/emandi/market/maharashtra/nashik/lasalgaon' },
      icon: '/icons/icon-192.png',
      badge: '/icons/maskable-192.png',
      renotify: true,
    });
  });

  it('still shows a notification for a push it cannot read, and never links off the site', () => {
    const unreadable = pushedAlertOf(() => {
      throw new SyntaxError('Unexpected token');
    });
    expect(unreadable).toEqual({ title: 'CV Bazaar', body: '', url: '/account/alerts', tag: 'cvb-alert' });
    expect(pushedAlertOf(() => undefined).title).toBe('CV Bazaar');
    expect(pushedAlertOf(() => ({ ...PUSHED, url: 'https://evil.example/x' })).url).toBe('/account/alerts');
    expect(pushedAlertOf(() => ({ ...PUSHED, url: '//evil.example/x' })).url).toBe('/account/alerts');
    expect(notificationUrl({ url: '/fuel-prices/nagpur' }, ORIGIN)).toBe(`${ORIGIN}/fuel-prices/nagpur`);
    expect(notificationUrl({ url: 'javascript:alert(1)' }, ORIGIN)).toBe(`${ORIGIN}/account/alerts`);
    expect(notificationUrl(null, ORIGIN)).toBe(`${ORIGIN}/account/alerts`);
  });

  it('focuses a tab already showing the page instead of opening another', async () => {
    const href = notificationUrl({ url: PUSHED.url }, ORIGIN);
    const other = windowAt(`${ORIGIN}/trucks`);
    const same = windowAt(href);
    const clients = { matchAll: jest.fn(async () => [other, same]), openWindow: jest.fn(async () => null) };
    await openNotificationUrl(clients as unknown as Pick<Clients, 'matchAll' | 'openWindow'>, href);
    expect(clients.matchAll).toHaveBeenCalledWith({ type: 'window', includeUncontrolled: true });
    expect(same.focus).toHaveBeenCalled();
    expect(other.focus).not.toHaveBeenCalled();
    expect(clients.openWindow).not.toHaveBeenCalled();
  });

  it('opens the page in a new tab when no tab shows it', async () => {
    const href = notificationUrl({ url: PUSHED.url }, ORIGIN);
    const clients = {
      matchAll: jest.fn(async () => [windowAt(`${ORIGIN}/trucks`)]),
      openWindow: jest.fn(async () => null),
    };
    await openNotificationUrl(clients as unknown as Pick<Clients, 'matchAll' | 'openWindow'>, href);
    expect(clients.openWindow).toHaveBeenCalledWith(href);
  });
});
