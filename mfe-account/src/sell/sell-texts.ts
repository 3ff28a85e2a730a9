import type { NamespaceResources } from '@cvb/i18n';
import { en } from './sell-texts/en';
import { hi } from './sell-texts/hi';
import { mr } from './sell-texts/mr';
import { pa } from './sell-texts/pa';
import { ta } from './sell-texts/ta';
import { te } from './sell-texts/te';

/** Texts of the sell form (namespace "sell"). English validation texts are those of docs/domain.md#field-rules, exactly. */
export const sellTexts: NamespaceResources = { en, hi, mr, pa, ta, te };
