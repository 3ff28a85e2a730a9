import type { NamespaceResources } from '@cvb/i18n';
import { en } from './texts/en';
import { hi } from './texts/hi';
import { mr } from './texts/mr';
import { pa } from './texts/pa';
import { ta } from './texts/ta';
import { te } from './texts/te';

/** Texts of /account (namespace "account"), one file per language. English form messages are those of docs/domain.md#field-rules, exactly. */
export const accountTexts: NamespaceResources = { en, hi, mr, pa, ta, te };
