import { mergeTexts } from '@cvb/i18n';
import { ta as auth } from '../auth/ta';
import { ta as header } from '../header/ta';
import { ta as home } from '../home/ta';
import { ta as dataSaver } from '../data-saver/ta';
import { ta as pages } from '../pages/ta';

/** Namespace "shell" in this locale (header, login and user menu, footer, not-found page): one chunk per locale. */
export const texts = mergeTexts(header, { auth }, pages, home, dataSaver);
