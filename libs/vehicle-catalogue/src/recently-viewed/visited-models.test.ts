import {
  MAX_VISITED_MODELS,
  readVisitedModels,
  rememberVisitedModel,
  withVisitedModel,
  type KeyValueStorage,
  type VisitedModel,
} from './visited-models';

function model(modelSlug: string, brandSlug = 'tata-motors'): VisitedModel {
  return {
    vertical: 'truck',
    brandSlug,
    modelSlug,
    name: modelSlug,
    link: `/trucks/${brandSlug}/${modelSlug}`,
  };
}

describe('recently viewed models', () => {
  let errorSpy: jest.SpyInstance;

  beforeEach(() => {
    window.localStorage.clear();
    errorSpy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  afterEach(() => errorSpy.mockRestore());

  it('is empty when nothing is stored', () => {
    expect(readVisitedModels()).toEqual([]);
    expect(errorSpy).not.toHaveBeenCalled();
  });

  it('stores under visitedModels, most recent first, without duplicates', () => {
    rememberVisitedModel(model('ace-gold'));
    rememberVisitedModel(model('intra-v30'));
    rememberVisitedModel(model('ace-gold'));
    expect(readVisitedModels().map((entry) => entry.modelSlug)).toEqual(['ace-gold', 'intra-v30']);
    expect(JSON.parse(window.localStorage.getItem('visitedModels') ?? '[]')).toHaveLength(2);
  });

  it('keeps the same model slug of another brand apart', () => {
    const list = withVisitedModel([model('pro-2049', 'eicher')], model('pro-2049', 'other'));
    expect(list).toHaveLength(2);
  });

  it('keeps at most the cap', () => {
    for (let index = 0; index < MAX_VISITED_MODELS + 5; index += 1) rememberVisitedModel(model(`m-${index}`));
    const list = readVisitedModels();
    expect(list).toHaveLength(MAX_VISITED_MODELS);
    expect(list[0].modelSlug).toBe(`m-${MAX_VISITED_MODELS + 4}`);
  });

  it.each(['{not json', '{"a":1}', '"text"'])(
    'logs a broken stored value %p and treats it as empty',
    (stored) => {
      window.localStorage.setItem('visitedModels', stored);
      expect(readVisitedModels()).toEqual([]);
      expect(errorSpy).toHaveBeenCalledTimes(1);
    },
  );

  it('skips entries of the wrong shape', () => {
    window.localStorage.setItem('visitedModels', JSON.stringify([model('ace-gold'), { name: 3 }, null]));
    expect(readVisitedModels()).toEqual([model('ace-gold')]);
  });

  it('replaces a broken value on the next visit', () => {
    window.localStorage.setItem('visitedModels', '{broken');
    expect(rememberVisitedModel(model('dost-plus'))).toEqual([model('dost-plus')]);
    expect(readVisitedModels()).toEqual([model('dost-plus')]);
  });

  it('logs a storage that refuses writes and still returns the list', () => {
    const full: KeyValueStorage = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(rememberVisitedModel(model('ace-gold'), full)).toEqual([model('ace-gold')]);
    expect(errorSpy).toHaveBeenCalledTimes(1);
  });

  it('works without a storage', () => {
    expect(readVisitedModels(null)).toEqual([]);
    expect(rememberVisitedModel(model('ace-gold'), null)).toEqual([model('ace-gold')]);
  });
});
