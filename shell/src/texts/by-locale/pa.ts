import { mergeTexts } from '@cvb/i18n';
import { pa as auth } from '../auth/pa';
import { pa as header } from '../header/pa';
import { pa as home } from '../home/pa';
import { pa as dataSaver } from '../data-saver/pa';
import { pa as pages } from '../pages/pa';

/** Namespace "shell" in this locale (header, login and user menu, footer, not-found page): one chunk per locale. */
export const texts = mergeTexts(header, { auth }, pages, home, dataSaver);
