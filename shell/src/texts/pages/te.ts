import type { ShellPagesTexts } from './en';

export const te: ShellPagesTexts = {
  notFound: {
    title: 'క్షమించండి, మీరు వెతుకుతున్న పేజీ మాకు దొరకలేదు!',
    body: 'లింక్ పాతది కావచ్చు లేదా పేజీ వేరే చోటికి మారి ఉండవచ్చు. హోమ్ పేజీ లేదా పైన ఉన్న విభాగాల్లో ఒకదాన్ని చూడండి.',
    goHome: 'హోమ్‌కు తిరిగి వెళ్ళండి',
  },
};
