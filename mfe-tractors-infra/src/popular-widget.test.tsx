import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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

const tractors = Array.from({ length: 6 }, (_, index) =>
  modelFixture({
    id: index + 1,
    vertical: 'tractor',
    slug: `575-di-${index}`,
    name: `Mahindra 575 DI ${index}`,
  }),
);

async function mountWidget(): Promise<() => void> {
  const element = document.createElement('div');
  document.body.appendChild(element);
  let unmount: () => void = () => undefined;
  await act(async () => {
    unmount = mount(element);
  });
  return unmount;
}

describe('popular tractors widget', () => {
  beforeEach(() => {
    mockedFetch.mockReset();
    getStore().dispatch(localeChanged('en'));
    setLanguage('en');
  });

  it('shows a skeleton while the tractors load, then the most popular six, and unmounts', async () => {
    let answer: (page: ReturnType<typeof filterPageFixture>) => void = () => undefined;
    mockedFetch.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    const unmount = await mountWidget();
    expect(await screen.findByRole('status', { name: 'Loading…' })).toBeInTheDocument();

    await act(async () => answer(filterPageFixture(tractors, 40)));
    const section = await screen.findByRole('region', { name: 'Popular tractors' });
    expect(within(section).getAllByRole('article')).toHaveLength(6);
    expect(within(section).getByRole('link', { name: 'View all: Popular tractors' })).toHaveAttribute(
      'href',
      '/tractors/popular-tractors',
    );
    expect(mockedFetch).toHaveBeenCalledWith(
      'tractor',
      expect.objectContaining({ pageType: 'popular', pageSize: 6 }),
      expect.anything(),
    );
    act(() => unmount());
    expect(screen.queryByRole('region', { name: 'Popular tractors' })).not.toBeInTheDocument();
  });

  it('shows an error panel when the API fails, and Retry loads the tractors', async () => {
    mockedFetch
      .mockRejectedValueOnce(new Error('Network Error'))
      .mockResolvedValueOnce(filterPageFixture(tractors, 40));
    const unmount = await mountWidget();
    const section = await screen.findByRole('region', { name: 'Popular tractors' });
    expect(await within(section).findByRole('alert')).toHaveTextContent('We could not load this information');

    await userEvent.click(within(section).getByRole('button', { name: 'Retry' }));
    expect(await within(section).findAllByRole('article')).toHaveLength(6);
    expect(within(section).queryByRole('alert')).not.toBeInTheDocument();
    act(() => unmount());
  });
});
