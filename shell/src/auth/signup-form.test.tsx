import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { confirmOtp, registerAccount, sendOtp } from '@cvb/api-client';
import { selectUser } from '@cvb/store';
import { reloadPage } from './reload-page';
import { accountError, renderAccountControl, userAnswer } from './test-support';

jest.mock('@cvb/api-client', () => ({
  ...jest.requireActual('@cvb/api-client'),
  sendOtp: jest.fn(),
  confirmOtp: jest.fn(),
  registerAccount: jest.fn(),
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
  data: { verificationToken: 'signup-token', expiresInSeconds: 600 },
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

async function openSignup(user: ReturnType<typeof setup>) {
  await user.click(screen.getByRole('button', { name: 'Login / Sign up' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Login / Sign up' }));
  await user.click(dialog.getByRole('tab', { name: 'Sign up' }));
  return dialog;
}

async function fillDetails(
  dialog: ReturnType<typeof within>,
  user: ReturnType<typeof setup>,
  { mobile = '9876543210', name = 'Ravi Kumar', email = 'ravi@example.in' } = {},
) {
  await user.type(dialog.getByLabelText('Mobile number'), mobile);
  await user.type(dialog.getByLabelText('Full name'), name);
  await user.type(dialog.getByLabelText('Email'), email);
  await user.click(dialog.getByRole('button', { name: 'Send code' }));
}

describe('sign up', () => {
  it('checks mobile, name and email with the field-rule messages before sending a code', async () => {
    const user = setup();
    renderAccountControl();
    const dialog = await openSignup(user);
    await user.click(dialog.getByRole('button', { name: 'Send code' }));
    expect(dialog.getByLabelText('Mobile number')).toHaveAccessibleDescription(
      'Please enter your mobile number',
    );
    expect(dialog.getByLabelText('Full name')).toHaveAccessibleDescription('Please enter your name');
    expect(dialog.getByLabelText('Email')).toHaveAccessibleDescription('Please enter your email');

    await user.type(dialog.getByLabelText('Mobile number'), '9876543210');
    await user.type(dialog.getByLabelText('Full name'), 'Ravi2');
    await user.type(dialog.getByLabelText('Email'), 'ravi@');
    await user.click(dialog.getByRole('button', { name: 'Send code' }));
    expect(dialog.getByLabelText('Mobile number')).not.toHaveAttribute('aria-describedby');
    expect(dialog.getByLabelText('Full name')).toHaveAccessibleDescription(
      'Name should contain alphabets only',
    );
    expect(dialog.getByLabelText('Email')).toHaveAccessibleDescription(
      'Please provide a valid email address',
    );

    await user.clear(dialog.getByLabelText('Full name'));
    await user.type(dialog.getByLabelText('Full name'), 'Ra');
    await user.click(dialog.getByRole('button', { name: 'Send code' }));
    expect(dialog.getByLabelText('Full name')).toHaveAccessibleDescription(
      'Name should be at least 3 characters',
    );
    expect(sendOtp).not.toHaveBeenCalled();
  });

  it('signs up: code, resend after 30 s, password, register; "Sign up successful..." closes after 2 s', async () => {
    const user = setup();
    jest.mocked(sendOtp).mockResolvedValue(CODE_SENT);
    jest.mocked(confirmOtp).mockResolvedValue(CODE_OK);
    jest.mocked(registerAccount).mockResolvedValue(userAnswer('Sign up successful'));
    const { store } = renderAccountControl();
    const dialog = await openSignup(user);
    await fillDetails(dialog, user);
    expect(sendOtp).toHaveBeenCalledWith('9876543210', 'signup');

    const code = await dialog.findByLabelText('6-digit code');
    expect(code).toHaveFocus();
    const resend = dialog.getByRole('button', { name: 'Resend code in 30 s' });
    expect(resend).toBeDisabled();
    act(() => jest.advanceTimersByTime(29_000));
    expect(dialog.getByRole('button', { name: 'Resend code in 1 s' })).toBeDisabled();
    act(() => jest.advanceTimersByTime(1000));
    await user.click(dialog.getByRole('button', { name: 'Resend code' }));
    expect(sendOtp).toHaveBeenCalledTimes(2);
    expect(await dialog.findByRole('button', { name: 'Resend code in 30 s' })).toBeDisabled();

    await user.type(dialog.getByLabelText('6-digit code'), '654321');
    await user.click(dialog.getByRole('button', { name: 'Verify code' }));
    expect(confirmOtp).toHaveBeenCalledWith('9876543210', '654321', 'signup');

    const password = await dialog.findByLabelText('Password');
    await user.type(password, '12345');
    await user.click(dialog.getByRole('button', { name: 'Create account' }));
    expect(password).toHaveAccessibleDescription('Password should be at least 6 characters');
    expect(registerAccount).not.toHaveBeenCalled();
    await user.type(password, '6');
    await user.click(dialog.getByRole('button', { name: 'Create account' }));
    expect(registerAccount).toHaveBeenCalledWith({
      mobile: '9876543210',
      name: 'Ravi Kumar',
      email: 'ravi@example.in',
      password: '123456',
      verificationToken: 'signup-token',
    });

    const alert = await dialog.findByRole('alert');
    expect(alert).toHaveTextContent('Sign up successful...');
    expect(alert).toHaveAttribute('data-type', 'success');
    expect(selectUser(store.getState())).toEqual({ id: 11, name: 'Ravi Kumar' });
    expect(JSON.parse(window.localStorage.getItem('logined_user') ?? '')).toEqual({
      user: { id: 11, name: 'Ravi Kumar' },
    });
    act(() => jest.advanceTimersByTime(1999));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(reloadPage).not.toHaveBeenCalled();
    // Now logged in: the header shows the avatar letter.
    expect(screen.getByRole('button', { name: 'Account menu of Ravi Kumar' })).toHaveTextContent('R');
  });

  it('rewords a taken mobile as "Mobile Number" and a taken email as "Email/Mobile Number"', async () => {
    const user = setup();
    jest.mocked(sendOtp).mockRejectedValueOnce(accountError(400, 'Username already taken'));
    renderAccountControl();
    const dialog = await openSignup(user);
    await fillDetails(dialog, user);
    const alert = await dialog.findByRole('alert');
    expect(alert).toHaveTextContent('Mobile Number already taken');
    expect(alert).toHaveAttribute('data-type', 'danger');

    jest.mocked(sendOtp).mockResolvedValue(CODE_SENT);
    jest.mocked(confirmOtp).mockResolvedValue(CODE_OK);
    jest.mocked(registerAccount).mockRejectedValue(accountError(400, 'Email already taken'));
    await user.click(dialog.getByRole('button', { name: 'Send code' }));
    await user.type(await dialog.findByLabelText('6-digit code'), '654321');
    await user.click(dialog.getByRole('button', { name: 'Verify code' }));
    await user.type(await dialog.findByLabelText('Password'), 'secret1');
    await user.click(dialog.getByRole('button', { name: 'Create account' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('Email/Mobile Number already taken');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('disables "Send code" while sending and shows an SMS failure (502) clearly', async () => {
    const user = setup();
    let fail: (error: unknown) => void = () => undefined;
    jest.mocked(sendOtp).mockReturnValue(new Promise((_, reject) => (fail = reject)));
    renderAccountControl();
    const dialog = await openSignup(user);
    await fillDetails(dialog, user);
    expect(dialog.getByRole('button', { name: 'Sending code…' })).toBeDisabled();
    await act(async () => fail(accountError(502, 'Could not send the code, please try again')));
    expect(dialog.getByRole('alert')).toHaveTextContent('Could not send the code, please try again');
    expect(dialog.getByRole('button', { name: 'Send code' })).toBeEnabled();
  });

  it('can change the number after the code was sent', async () => {
    const user = setup();
    jest.mocked(sendOtp).mockResolvedValue(CODE_SENT);
    renderAccountControl();
    const dialog = await openSignup(user);
    await fillDetails(dialog, user);
    await user.click(await dialog.findByRole('button', { name: 'Change number' }));
    expect(dialog.getByLabelText('Mobile number')).toHaveValue('9876543210');
    expect(dialog.getByLabelText('Full name')).toHaveValue('Ravi Kumar');
  });
});
