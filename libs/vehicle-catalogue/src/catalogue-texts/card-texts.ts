import { mergeTexts, type TextBundle } from '@cvb/i18n';

interface ModelPageTexts {
  model: { unit: TextBundle; value: TextBundle };
}

/**
 * The part of namespace "catalogue" that model cards and a landing shelf read: the filters' words (a card's body
 * type, fuel, drive; "GVW 7.5 t"), the list pages' titles and a shelf's "View all", and the model page's units and
 * value words a card's facts use. The model page's other texts stay in the page's own chunk.
 */
export function cardTexts(catalogue: TextBundle, lists: TextBundle, modelPage: ModelPageTexts): TextBundle {
  const { unit, value } = modelPage.model;
  return mergeTexts(catalogue, lists, { model: { unit, value } });
}
