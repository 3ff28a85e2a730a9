import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { navigateToUrl } from 'single-spa';
import { logOut } from '@cvb/api-client';
import { selectUser, userKnown } from '@cvb/store';
import { OPEN_LOGIN_EVENT, requestLogin } from './open-login-event';
import { renderAccountControl } from './test-support';

jest.mock('@cvb/api-client', () => ({ ...jest.requireActual('@cvb/api-client'), logOut: jest.fn() }));
jest.mock('single-spa', () => ({ navigateToUrl: jest.fn() }));

const LOGGED_OUT = { error: false, message: 'Logged out successfully', data: null };

beforeEach(() => window.localStorage.clear());
afterEach(() => jest.clearAllMocks());

function renderLoggedIn(path = '/') {
  const view = renderAccountControl(path);
  act(() => {
    view.store.dispatch(userKnown({ id: 3, name: 'sunita devi' }));
  });
  window.localStorage.setItem('logined_user', JSON.stringify({ user: { id: 3, name: 'sunita devi' } }));
  return view;
}

describe('user icon', () => {
  it('shows "Login / Sign up" to a visitor', () => {
    renderAccountControl();
    expect(screen.getByRole('button', { name: 'Login / Sign up' })).toHaveAttribute(
      'aria-haspopup',
      'dialog',
    );
    expect(screen.queryByRole('button', { name: /Account menu/ })).not.toBeInTheDocument();
  });

  it('draws the stored user until the API has answered, then follows the API', () => {
    window.localStorage.setItem('logined_user', JSON.stringify({ user: { id: 9, name: 'Harpreet' } }));
    const { store } = renderAccountControl();
    expect(screen.getByRole('button', { name: 'Account menu of Harpreet' })).toHaveTextContent('H');
    act(() => {
      store.dispatch(userKnown(null));
    });
    expect(screen.getByRole('button', { name: 'Login / Sign up' })).toBeInTheDocument();
  });

  it('shows the first letter of a logged-in name and a menu with My account and Logout', async () => {
    const user = userEvent.setup();
    renderLoggedIn();
    const avatar = screen.getByRole('button', { name: 'Account menu of sunita devi' });
    expect(avatar).toHaveTextContent(/^S$/);
    expect(avatar).toHaveAttribute('aria-expanded', 'false');
    await user.click(avatar);
    expect(avatar).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'My account' })).toHaveAttribute('href', '/account');
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('link', { name: 'My account' })).not.toBeInTheDocument();
    expect(avatar).toHaveFocus();
  });

  it('links My account in the page language', async () => {
    const user = userEvent.setup();
    renderLoggedIn('/mr/trucks');
    await user.click(screen.getByRole('button', { name: 'sunita devi यांचा खाते मेनू' }));
    expect(screen.getByRole('link', { name: 'माझे खाते' })).toHaveAttribute('href', '/mr/account');
  });
});

describe('logout', () => {
  it('ends the session, forgets the user and goes to /', async () => {
    const user = userEvent.setup();
    jest.mocked(logOut).mockResolvedValue(LOGGED_OUT);
    const { store } = renderLoggedIn('/trucks/tata-motors');
    await user.click(screen.getByRole('button', { name: 'Account menu of sunita devi' }));
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(navigateToUrl).toHaveBeenCalledWith('/'));
    expect(logOut).toHaveBeenCalledTimes(1);
    expect(window.localStorage.getItem('logined_user')).toBeNull();
    expect(selectUser(store.getState())).toBeNull();
    expect(screen.getByRole('button', { name: 'Login / Sign up' })).toBeInTheDocument();
  });

  it('stays on /community, and still signs out locally when the call fails', async () => {
    const user = userEvent.setup();
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.mocked(logOut).mockRejectedValue(new Error('Network Error'));
    const { store } = renderLoggedIn('/hi/community');
    await user.click(screen.getByRole('button', { name: 'sunita devi का खाता मेनू' }));
    await user.click(screen.getByRole('button', { name: 'लॉगआउट' }));
    await waitFor(() => expect(navigateToUrl).toHaveBeenCalledWith('/hi/community'));
    expect(selectUser(store.getState())).toBeNull();
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });
});

describe('open-login event', () => {
  it(`opens the login modal on "${OPEN_LOGIN_EVENT}" (what /admin dispatches when nobody is logged in)`, async () => {
    renderAccountControl('/admin');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => {
      window.dispatchEvent(new CustomEvent('cvb:open-login'));
    });
    expect(await screen.findByRole('dialog', { name: 'Login / Sign up' })).toBeInTheDocument();
  });

  it('requestLogin dispatches the same event', () => {
    const listener = jest.fn();
    window.addEventListener(OPEN_LOGIN_EVENT, listener);
    requestLogin();
    expect(listener).toHaveBeenCalledTimes(1);
    window.removeEventListener(OPEN_LOGIN_EVENT, listener);
  });
});
