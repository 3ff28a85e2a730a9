import { mergeTexts } from '@cvb/i18n';
import { te as auth } from '../auth/te';
import { te as header } from '../header/te';
import { te as home } from '../home/te';
import { te as dataSaver } from '../data-saver/te';
import { te as pages } from '../pages/te';

/** Namespace "shell" in this locale (header, login and user menu, footer, not-found page): one chunk per locale. */
export const texts = mergeTexts(header, { auth }, pages, home, dataSaver);
