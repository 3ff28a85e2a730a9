import { act, screen, within } from '@testing-library/react';
import { fetchFilterPage } from '@cvb/api-client';
import { setLanguage } from '@cvb/i18n';
import { getStore, localeChanged } from '@cvb/store';
import { filterPageFixture, modelFixture } from '@cvb/vehicle-catalogue/testing';
import { mount } from './popular-widget';

jest.mock('@cvb/api-client', () => ({
  ...jest.requireActual('@cvb/api-client'),
  fetchFilterPage: jest.fn(),
}));
const mockedFetch = jest.mocked(fetchFilterPage);

describe('popular widget', () => {
  beforeEach(() => {
    getStore().dispatch(localeChanged('en'));
    setLanguage('en');
  });

  it('mounts the most popular models of the vertical into a host element and unmounts', async () => {
    const models = Array.from({ length: 6 }, (_, index) =>
      modelFixture({
        id: index + 1,
        vertical: 'three-wheeler',
        slug: `model-${index}`,
        name: `Bajaj RE ${index}`,
      }),
    );
    mockedFetch.mockResolvedValue(filterPageFixture(models, 30));
    const element = document.createElement('div');
    document.body.appendChild(element);
    let unmount: () => void = () => undefined;
    await act(async () => {
      unmount = mount(element);
    });
    const section = await screen.findByRole('region', { name: 'Popular three-wheelers' });
    expect(await within(section).findAllByRole('article')).toHaveLength(6);
    expect(within(section).getByRole('link', { name: 'View all: Popular three-wheelers' })).toHaveAttribute(
      'href',
      '/three-wheelers/popular-three-wheelers',
    );
    expect(mockedFetch).toHaveBeenCalledWith(
      'three-wheeler',
      expect.objectContaining({ pageType: 'popular' }),
      expect.anything(),
    );
    act(() => unmount());
    expect(screen.queryByRole('region', { name: 'Popular three-wheelers' })).not.toBeInTheDocument();
  });
});
