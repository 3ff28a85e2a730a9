import type { AuthTexts } from './en';

export const mr: AuthTexts = {
  openLogin: 'लॉगिन / साइन अप',
  menu: {
    button: '{{name}} यांचा खाते मेनू',
    account: 'माझे खाते',
    logout: 'लॉगआउट',
    loggingOut: 'लॉगआउट होत आहे…',
  },
};
