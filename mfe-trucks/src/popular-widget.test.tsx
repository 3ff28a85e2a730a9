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

function hostElement(): HTMLElement {
  const element = document.createElement('div');
  document.body.appendChild(element);
  return element;
}

describe('popular widget', () => {
  let unmount: () => void = () => undefined;

  beforeEach(() => {
    mockedFetch.mockReset();
    getStore().dispatch(localeChanged('en'));
    setLanguage('en');
  });
  afterEach(() => {
    act(() => unmount());
    window.history.pushState({}, '', '/');
  });

  it('mounts the six most popular trucks into a host element and unmounts', async () => {
    const models = Array.from({ length: 6 }, (_, index) =>
      modelFixture({ id: index + 1, slug: `model-${index}`, name: `Tata Model ${index}` }),
    );
    mockedFetch.mockResolvedValue(filterPageFixture(models, 30));
    const element = hostElement();
    await act(async () => {
      unmount = mount(element);
    });
    const section = await screen.findByRole('region', { name: 'Popular trucks' });
    expect(await within(section).findAllByRole('article')).toHaveLength(6);
    expect(within(section).getByRole('article', { name: 'Tata Model 0' })).toHaveTextContent(
      '₹3.99 Lakh - ₹6.75 Lakh',
    );
    expect(within(section).getByRole('link', { name: 'View all: Popular trucks' })).toHaveAttribute(
      'href',
      '/trucks/popular-trucks',
    );
    expect(mockedFetch).toHaveBeenCalledWith(
      'truck',
      expect.objectContaining({ pageType: 'popular', sort: 'popularity', pageSize: 6 }),
      expect.anything(),
    );
    act(() => unmount());
    expect(element).toBeEmptyDOMElement();
  });

  it('shows its own error panel with a retry when the trucks cannot be loaded', async () => {
    mockedFetch
      .mockRejectedValueOnce(new Error('Network Error'))
      .mockResolvedValueOnce(filterPageFixture([modelFixture()]));
    const element = hostElement();
    await act(async () => {
      unmount = mount(element);
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load this information. Please try again.');
    expect(alert).not.toHaveTextContent('Network Error');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('article', { name: 'Tata Ace Gold' })).toBeInTheDocument();
  });

  it('speaks the page language on the Hindi home page', async () => {
    window.history.pushState({}, '', '/hi');
    getStore().dispatch(localeChanged('hi'));
    setLanguage('hi');
    mockedFetch.mockResolvedValue(filterPageFixture([modelFixture()]));
    const element = hostElement();
    await act(async () => {
      unmount = mount(element);
    });
    expect(await screen.findByRole('heading', { name: 'लोकप्रिय ट्रक' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'सभी देखें: लोकप्रिय ट्रक' })).toHaveAttribute(
      'href',
      '/hi/trucks/popular-trucks',
    );
    expect(await screen.findByRole('article', { name: 'Tata Ace Gold' })).toHaveTextContent('₹3.99 लाख');
    expect(mockedFetch).toHaveBeenCalledWith(
      'truck',
      expect.objectContaining({ locale: 'hi' }),
      expect.anything(),
    );
  });
});
