import type { AuthTexts } from './en';

export const te: AuthTexts = {
  openLogin: 'లాగిన్ / సైన్ అప్',
  menu: {
    button: '{{name}} ఖాతా మెనూ',
    account: 'నా ఖాతా',
    logout: 'లాగౌట్',
    loggingOut: 'లాగౌట్ అవుతోంది…',
  },
};
