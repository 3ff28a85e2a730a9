import { mergeTexts } from '@cvb/i18n';
import { hi as auth } from '../auth/hi';
import { hi as header } from '../header/hi';
import { hi as home } from '../home/hi';
import { hi as dataSaver } from '../data-saver/hi';
import { hi as pages } from '../pages/hi';

/** Namespace "shell" in this locale (header, login and user menu, footer, not-found page): one chunk per locale. */
export const texts = mergeTexts(header, { auth }, pages, home, dataSaver);
