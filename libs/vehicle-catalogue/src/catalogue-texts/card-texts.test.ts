import { texts as allEn } from './by-locale/en';
import { texts as cardsEn } from './cards/en';
import { texts as cardsHi } from './cards/hi';
import { texts as cardsTa } from './cards/ta';

type Tree = Record<string, unknown>;
const at = (tree: Tree, path: string): unknown =>
  path.split('.').reduce<unknown>((node, key) => (node as Tree | undefined)?.[key], tree);

describe("a shelf of cards' texts (texts-catalogue-cards-<locale>)", () => {
  it.each([
    ['en', cardsEn],
    ['hi', cardsHi],
    ['ta', cardsTa],
  ])('%s: hold what a shelf and its cards say, the same words as the whole namespace', (_, cards) => {
    for (const path of [
      'lists.truck.popular.title',
      'lists.expectedLaunch',
      'landing.viewAll',
      'search.empty',
      'search.gvwTonnes',
      'search.bodyTypes',
      'model.unit.hp',
      'model.value.years_other',
    ]) {
      expect(at(cards, path)).toBeTruthy();
    }
  });

  it("leave out the pages' own texts", () => {
    for (const path of [
      'model.documentTitle',
      'compare',
      'emi',
      'runningCost',
      'reviews',
      'dealers',
      'view360',
    ]) {
      expect(at(allEn, path)).toBeDefined();
      expect(at(cardsEn, path)).toBeUndefined();
    }
    expect(JSON.stringify(cardsEn).length).toBeLessThan(JSON.stringify(allEn).length / 2);
  });

  it('English cards carry no Indic letters', () => {
    expect(JSON.stringify(cardsEn)).not.toMatch(/[\u0900-\u0DFF]/);
  });

  it('match the whole namespace word for word', () => {
    expect(at(cardsEn, 'lists.truck.popular.title')).toBe(at(allEn, 'lists.truck.popular.title'));
    expect(at(cardsEn, 'model.unit')).toEqual(at(allEn, 'model.unit'));
  });
});
