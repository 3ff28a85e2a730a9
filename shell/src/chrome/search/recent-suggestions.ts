// One small file of the catalogue lib, not the lib itself: the shell must stay light.
import { readVisitedModels } from '@cvb/vehicle-catalogue/chrome';
import type { SearchItem } from './search-types';

/** Recently viewed models (localStorage visitedModels) as search suggestions. */
export function recentSuggestions(): SearchItem[] {
  return readVisitedModels().map((model) => ({ label: model.name, link: model.link, type: 'recently' }));
}
