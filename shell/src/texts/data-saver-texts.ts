import type { NamespaceResources } from '@cvb/i18n';
import { en } from './data-saver/en';
import { hi } from './data-saver/hi';
import { mr } from './data-saver/mr';
import { pa } from './data-saver/pa';
import { ta } from './data-saver/ta';
import { te } from './data-saver/te';

/** The header's data saver switch (namespace 'shell', key 'offline'): in the shell's texts of each language. */
export const dataSaverTexts = { en, hi, mr, pa, ta, te } satisfies NamespaceResources;
