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
      modelFixture({ id: index + 1, vertical: 'bus', slug: `model-${index}`, name: `Tata Starbus ${index}` }),
    );
    mockedFetch.mockResolvedValue(filterPageFixture(models, 30));
    const element = document.createElement('div');
    document.body.appendChild(element);
    let unmount: () => void = () => undefined;
    await act(async () => {
      unmount = mount(element);
    });
    const section = await screen.findByRole('region', { name: 'Popular buses' });
    expect(await within(section).findAllByRole('article')).toHaveLength(6);
    expect(within(section).getByRole('link', { name: 'View all: Popular buses' })).toHaveAttribute(
      'href',
      '/buses/popular-buses',
    );
    expect(mockedFetch).toHaveBeenCalledWith(
      'bus',
      expect.objectContaining({ pageType: 'popular' }),
      expect.anything(),
    );
    act(() => unmount());
    expect(screen.queryByRole('region', { name: 'Popular buses' })).not.toBeInTheDocument();
  });
});
