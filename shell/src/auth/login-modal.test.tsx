import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { confirmOtp, logIn, resetForgottenPassword, sendOtp } from '@cvb/api-client';
import { selectUser } from '@cvb/store';
import { reloadPage } from './reload-page';
import { accountError, renderAccountControl, userAnswer } from './test-support';

jest.mock('@cvb/api-client', () => ({
  ...jest.requireActual('@cvb/api-client'),
  logIn: jest.fn(),
  sendOtp: jest.fn(),
  confirmOtp: jest.fn(),
  resetForgottenPassword: jest.fn(),
  registerAccount: jest.fn(),
  logOut: jest.fn(),
}));
jest.mock('./reload-page', () => ({ reloadPage: jest.fn() }));
jest.mock('single-spa', () => ({ navigateToUrl: jest.fn() }));

const CODE_SENT = {
  error: false,
  message: 'OTP sent successfully',
  data: { expiresInSeconds: 300, resendAfterSeconds: 30 },
};
const CODE_OK = {
  error: false,
  message: 'OTP verified successfully',
  data: { verificationToken: 'reset-token', expiresInSeconds: 600 },
};

beforeEach(() => {
  jest.useFakeTimers();
  window.localStorage.clear();
});
afterEach(() => {
  jest.useRealTimers();
  jest.clearAllMocks();
});

const setup = () => userEvent.setup({ advanceTimers: jest.advanceTimersByTime });

async function openModal(user: ReturnType<typeof setup>) {
  await user.click(screen.getByRole('button', { name: 'Login / Sign up' }));
  return screen.findByRole('dialog', { name: 'Login / Sign up' });
}

describe('login modal', () => {
  it('opens from the user icon as a labelled dialog with focus on the selected tab; Escape closes it', async () => {
    const user = setup();
    renderAccountControl();
    const opener = screen.getByRole('button', { name: 'Login / Sign up' });
    const dialog = await openModal(user);
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(within(dialog).getByRole('tab', { name: 'Login' })).toHaveFocus();
    expect(within(dialog).getByRole('tab', { name: 'Login' })).toHaveAttribute('aria-selected', 'true');
    for (let step = 0; step < 8; step += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('switches tabs by click and by arrow keys', async () => {
    const user = setup();
    renderAccountControl();
    const dialog = await openModal(user);
    within(dialog).getByRole('tablist', { name: 'Login or sign up' });
    expect(within(dialog).getByRole('tabpanel', { name: 'Login' })).toContainElement(
      within(dialog).getByLabelText('Password'),
    );
    await user.keyboard('{ArrowRight}');
    expect(within(dialog).getByRole('tab', { name: 'Sign up' })).toHaveAttribute('aria-selected', 'true');
    expect(within(dialog).getByRole('tab', { name: 'Sign up' })).toHaveFocus();
    expect(within(dialog).getByRole('tabpanel', { name: 'Sign up' })).toContainElement(
      within(dialog).getByLabelText('Full name'),
    );
    await user.click(within(dialog).getByRole('tab', { name: 'Login' }));
    expect(within(dialog).getByRole('tabpanel', { name: 'Login' })).toBeInTheDocument();
  });

  it('shows the field-rule messages beside the login fields and sends nothing', async () => {
    const user = setup();
    renderAccountControl();
    const dialog = within(await openModal(user));
    const mobile = dialog.getByLabelText('Mobile number');
    const submit = dialog.getByRole('button', { name: 'Login' });

    await user.click(submit);
    expect(mobile).toHaveAccessibleDescription('Please enter your mobile number');
    expect(dialog.getByLabelText('Password')).toHaveAccessibleDescription(
      'Password should be at least 6 characters',
    );

    await user.type(mobile, '98765432101');
    await user.click(submit);
    expect(mobile).toHaveAccessibleDescription('Mobile number should not be more than 10 digits');

    await user.clear(mobile);
    await user.type(mobile, '98765');
    await user.click(submit);
    expect(mobile).toHaveAccessibleDescription('Mobile number should not be less than 10 digits');

    await user.clear(mobile);
    await user.type(mobile, '98765abc10');
    await user.click(submit);
    expect(mobile).toHaveAccessibleDescription('Enter correct mobile number');
    expect(mobile).toHaveAttribute('aria-invalid', 'true');
    expect(logIn).not.toHaveBeenCalled();
  });

  it('logs in: stores the user, shows "Login successful...", reloads and closes after 2 s', async () => {
    const user = setup();
    let answer: (value: ReturnType<typeof userAnswer>) => void = () => undefined;
    jest.mocked(logIn).mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const { store } = renderAccountControl();
    const dialog = within(await openModal(user));
    await user.type(dialog.getByLabelText('Mobile number'), '9876543210');
    await user.type(dialog.getByLabelText('Password'), 'secret1');
    await user.click(dialog.getByRole('button', { name: 'Login' }));

    expect(logIn).toHaveBeenCalledWith({ identifier: '9876543210', password: 'secret1' });
    expect(dialog.getByRole('button', { name: 'Logging in…' })).toBeDisabled();
    await act(async () => answer(userAnswer('Login successful')));

    expect(dialog.getByRole('alert')).toHaveTextContent('Login successful...');
    expect(dialog.getByRole('alert')).toHaveAttribute('data-type', 'success');
    expect(JSON.parse(window.localStorage.getItem('logined_user') ?? '')).toEqual({
      user: { id: 11, name: 'Ravi Kumar' },
    });
    expect(selectUser(store.getState())).toEqual({ id: 11, name: 'Ravi Kumar' });

    act(() => jest.advanceTimersByTime(1900));
    expect(reloadPage).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(100));
    expect(reloadPage).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows a login failure in danger with Identifier replaced by Mobile, and keeps the form', async () => {
    const user = setup();
    jest.mocked(logIn).mockRejectedValue(accountError(400, 'Identifier or password invalid'));
    renderAccountControl();
    const dialog = within(await openModal(user));
    await user.type(dialog.getByLabelText('Mobile number'), '9876543210');
    await user.type(dialog.getByLabelText('Password'), 'wrong-one');
    await user.click(dialog.getByRole('button', { name: 'Login' }));

    const alert = await dialog.findByRole('alert');
    expect(alert).toHaveTextContent('Mobile or password invalid');
    expect(alert).toHaveAttribute('data-type', 'danger');
    expect(dialog.getByRole('button', { name: 'Login' })).toBeEnabled();
    expect(window.localStorage.getItem('logined_user')).toBeNull();
  });

  it('gives focus back to the submit button after a failure, so Escape still closes the dialog', async () => {
    const user = setup();
    let fail: (error: unknown) => void = () => undefined;
    jest.mocked(logIn).mockReturnValue(new Promise((_, reject) => (fail = reject)));
    renderAccountControl();
    const dialog = within(await openModal(user));
    await user.type(dialog.getByLabelText('Mobile number'), '9876543210');
    await user.type(dialog.getByLabelText('Password'), 'wrong-one');
    await user.click(dialog.getByRole('button', { name: 'Login' }));
    // Browsers drop focus to <body> when the focused button gets disabled; jsdom neither does that nor
    // blurs a disabled button, so the test drops focus the way a browser would.
    act(() => {
      const button = document.activeElement as HTMLButtonElement;
      button.disabled = false;
      button.blur();
      button.disabled = true;
    });
    expect(document.body).toHaveFocus();
    await act(async () => fail(accountError(400, 'Identifier or password invalid')));
    expect(dialog.getByRole('button', { name: 'Login' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says clearly when the API cannot be reached', async () => {
    const user = setup();
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.mocked(logIn).mockRejectedValue(new Error('Network Error'));
    renderAccountControl();
    const dialog = within(await openModal(user));
    await user.type(dialog.getByLabelText('Mobile number'), '9876543210');
    await user.type(dialog.getByLabelText('Password'), 'secret1');
    await user.click(dialog.getByRole('button', { name: 'Login' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(
      'Could not reach CV Bazaar. Check your connection and try again.',
    );
    error.mockRestore();
  });

  it('speaks the page language', async () => {
    const user = setup();
    renderAccountControl('/hi/trucks');
    // The switch to Hindi waits for the Hindi texts of the forms opened before (they load with the forms).
    await user.click(await screen.findByRole('button', { name: 'लॉगिन / साइन अप' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'लॉगिन / साइन अप' }));
    await user.click(dialog.getByRole('button', { name: 'लॉगिन करें' }));
    expect(dialog.getByLabelText('मोबाइल नंबर')).toHaveAccessibleDescription('कृपया अपना मोबाइल नंबर दर्ज करें');
  });
});

describe('forgot-password mode', () => {
  async function openForgot(user: ReturnType<typeof setup>) {
    const dialog = await openModal(user);
    await user.click(within(dialog).getByRole('button', { name: 'Forgot password?' }));
    return within(screen.getByRole('dialog', { name: 'Forgot password' }));
  }

  it('resets with a reset code: mobile → code → new password → "Password changes successfully..." and closes', async () => {
    const user = setup();
    jest.mocked(sendOtp).mockResolvedValue(CODE_SENT);
    jest.mocked(confirmOtp).mockResolvedValue(CODE_OK);
    jest.mocked(resetForgottenPassword).mockResolvedValue(userAnswer('Password changed successfully'));
    renderAccountControl();
    const dialog = await openForgot(user);
    expect(dialog.queryByRole('tablist')).not.toBeInTheDocument();
    expect(dialog.getByLabelText('Mobile number')).toHaveFocus();

    await user.type(dialog.getByLabelText('Mobile number'), '9876543210');
    await user.click(dialog.getByRole('button', { name: 'Send code' }));
    expect(sendOtp).toHaveBeenCalledWith('9876543210', 'reset');

    expect(await dialog.findByText('We sent a 6-digit code to 9876543210.')).toBeInTheDocument();
    await user.type(dialog.getByLabelText('6-digit code'), '123');
    await user.click(dialog.getByRole('button', { name: 'Verify code' }));
    expect(dialog.getByLabelText('6-digit code')).toHaveAccessibleDescription('Enter the 6-digit code');
    await user.type(dialog.getByLabelText('6-digit code'), '456');
    await user.click(dialog.getByRole('button', { name: 'Verify code' }));
    expect(confirmOtp).toHaveBeenCalledWith('9876543210', '123456', 'reset');

    const password = await dialog.findByLabelText('New password');
    expect(password).toHaveFocus();
    await user.type(password, 'abc');
    await user.click(dialog.getByRole('button', { name: 'Save new password' }));
    expect(password).toHaveAccessibleDescription('Password should be at least 6 characters');
    await user.type(password, 'defg');
    await user.click(dialog.getByRole('button', { name: 'Save new password' }));
    expect(resetForgottenPassword).toHaveBeenCalledWith({
      loginPhone: '9876543210',
      loginPassword: 'abcdefg',
      verificationToken: 'reset-token',
    });
    expect(await dialog.findByRole('alert')).toHaveTextContent('Password changes successfully...');
    expect(dialog.getByRole('alert')).toHaveAttribute('data-type', 'success');

    act(() => jest.advanceTimersByTime(2000));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(reloadPage).not.toHaveBeenCalled();
  });

  it('an unknown mobile shows "Username not found..." and the modal closes', async () => {
    const user = setup();
    jest.mocked(sendOtp).mockRejectedValue(accountError(400, 'Username not found'));
    renderAccountControl();
    const dialog = await openForgot(user);
    await user.type(dialog.getByLabelText('Mobile number'), '9123456780');
    await user.click(dialog.getByRole('button', { name: 'Send code' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('Username not found...');
    expect(dialog.getByRole('alert')).toHaveAttribute('data-type', 'danger');
    act(() => jest.advanceTimersByTime(2000));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('any failure of change-password shows "Username not found..."', async () => {
    const user = setup();
    jest.mocked(sendOtp).mockResolvedValue(CODE_SENT);
    jest.mocked(confirmOtp).mockResolvedValue(CODE_OK);
    jest
      .mocked(resetForgottenPassword)
      .mockRejectedValue(accountError(400, 'Mobile number is not verified, please confirm the OTP again'));
    renderAccountControl();
    const dialog = await openForgot(user);
    await user.type(dialog.getByLabelText('Mobile number'), '9876543210');
    await user.click(dialog.getByRole('button', { name: 'Send code' }));
    await user.type(await dialog.findByLabelText('6-digit code'), '123456');
    await user.click(dialog.getByRole('button', { name: 'Verify code' }));
    await user.type(await dialog.findByLabelText('New password'), 'abcdefg');
    await user.click(dialog.getByRole('button', { name: 'Save new password' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('Username not found...');
    act(() => jest.advanceTimersByTime(2000));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows 429 answers and wrong codes in danger and stays open; goes back to login', async () => {
    const user = setup();
    jest
      .mocked(sendOtp)
      .mockRejectedValueOnce(
        accountError(429, 'Too many codes for this mobile number, please try again in an hour'),
      )
      .mockResolvedValueOnce(CODE_SENT);
    jest.mocked(confirmOtp).mockRejectedValue(accountError(400, 'Invalid code, 4 tries left'));
    renderAccountControl();
    const dialog = await openForgot(user);
    await user.type(dialog.getByLabelText('Mobile number'), '9876543210');
    await user.click(dialog.getByRole('button', { name: 'Send code' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(
      'Too many codes for this mobile number, please try again in an hour',
    );
    await user.click(dialog.getByRole('button', { name: 'Send code' }));
    await user.type(await dialog.findByLabelText('6-digit code'), '000000');
    await user.click(dialog.getByRole('button', { name: 'Verify code' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('Invalid code, 4 tries left');
    act(() => jest.advanceTimersByTime(5000));
    expect(screen.getByRole('dialog')).toBeInTheDocument();

    await user.click(dialog.getByRole('button', { name: 'Back to login' }));
    const login = screen.getByRole('dialog', { name: 'Login / Sign up' });
    expect(within(login).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(login).getByLabelText('Mobile number')).toHaveFocus();
  });
});
