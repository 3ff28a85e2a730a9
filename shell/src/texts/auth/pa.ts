import type { AuthTexts } from './en';

export const pa: AuthTexts = {
  openLogin: 'ਲੌਗਇਨ / ਸਾਈਨ ਅੱਪ',
  menu: {
    button: '{{name}} ਦਾ ਖਾਤਾ ਮੀਨੂ',
    account: 'ਮੇਰਾ ਖਾਤਾ',
    logout: 'ਲੌਗਆਊਟ',
    loggingOut: 'ਲੌਗਆਊਟ ਹੋ ਰਿਹਾ ਹੈ…',
  },
};
