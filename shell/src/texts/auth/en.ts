/** English texts of the header's account control: the login button and the user menu (the forms' are in auth-forms/). */
export const en = {
  openLogin: 'Login / Sign up',
  menu: {
    button: 'Account menu of {{name}}',
    account: 'My account',
    logout: 'Logout',
    loggingOut: 'Logging out…',
  },
};

export type AuthTexts = typeof en;
