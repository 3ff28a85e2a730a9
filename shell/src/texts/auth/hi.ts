import type { AuthTexts } from './en';

export const hi: AuthTexts = {
  openLogin: 'लॉगिन / साइन अप',
  menu: {
    button: '{{name}} का खाता मेनू',
    account: 'मेरा खाता',
    logout: 'लॉगआउट',
    loggingOut: 'लॉगआउट हो रहा है…',
  },
};
