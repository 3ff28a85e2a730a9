import type { AuthTexts } from './en';

export const ta: AuthTexts = {
  openLogin: 'உள்நுழைவு / பதிவு',
  menu: {
    button: '{{name}} கணக்கு மெனு',
    account: 'என் கணக்கு',
    logout: 'வெளியேறு',
    loggingOut: 'வெளியேறுகிறது…',
  },
};
