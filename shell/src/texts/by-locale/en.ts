import { mergeTexts } from '@cvb/i18n';
import { en as auth } from '../auth/en';
import { en as header } from '../header/en';
import { en as home } from '../home/en';
import { en as dataSaver } from '../data-saver/en';
import { en as pages } from '../pages/en';

/** Namespace "shell" in this locale (header, login and user menu, footer, not-found page): one chunk per locale. */
export const texts = mergeTexts(header, { auth }, pages, home, dataSaver);
