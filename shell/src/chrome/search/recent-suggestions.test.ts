import { recentSuggestions } from './recent-suggestions';

describe('recently viewed suggestions', () => {
  beforeEach(() => window.localStorage.clear());

  it('come from localStorage visitedModels, most recent first', () => {
    const model = (modelSlug: string, name: string) => ({
      vertical: 'truck',
      brandSlug: 'tata-motors',
      modelSlug,
      name,
      link: `/trucks/tata-motors/${modelSlug}`,
    });
    window.localStorage.setItem(
      'visitedModels',
      JSON.stringify([model('ace-gold', 'Tata Ace Gold'), model('yodha', 'Tata Yodha')]),
    );
    expect(recentSuggestions()).toEqual([
      { label: 'Tata Ace Gold', link: '/trucks/tata-motors/ace-gold', type: 'recently' },
      { label: 'Tata Yodha', link: '/trucks/tata-motors/yodha', type: 'recently' },
    ]);
  });

  it('are empty when the stored value cannot be read (and that is logged)', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    window.localStorage.setItem('visitedModels', '{broken');
    expect(recentSuggestions()).toEqual([]);
    expect(error).toHaveBeenCalledTimes(1);
    error.mockRestore();
  });
});
