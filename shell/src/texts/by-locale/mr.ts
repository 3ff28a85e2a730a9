import { mergeTexts } from '@cvb/i18n';
import { mr as auth } from '../auth/mr';
import { mr as header } from '../header/mr';
import { mr as home } from '../home/mr';
import { mr as dataSaver } from '../data-saver/mr';
import { mr as pages } from '../pages/mr';

/** Namespace "shell" in this locale (header, login and user menu, footer, not-found page): one chunk per locale. */
export const texts = mergeTexts(header, { auth }, pages, home, dataSaver);
