import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fetchVehicleBrands, getHttp } from '@cvb/api-client';
import { vehicleBrandFixture } from '@cvb/mfe-kit/testing';
import { mount, type EmbedHandle } from '.';

jest.mock('@cvb/api-client', () => ({
  ...jest.requireActual('@cvb/api-client'),
  fetchVehicleBrands: jest.fn(),
}));
jest
  .mocked(fetchVehicleBrands)
  .mockImplementation(async (vertical) => [
    vehicleBrandFixture({ slug: 'swaraj', name: 'Swaraj', vertical, minPrice: 690_000, maxPrice: 840_000 }),
  ]);

async function mountInto(element: HTMLElement, options: Parameters<typeof mount>[1]): Promise<EmbedHandle> {
  let handle: EmbedHandle | undefined;
  await act(async () => {
    handle = await mount(element, options);
  });
  if (!handle) throw new Error('mount resolved nothing');
  return handle;
}

describe('the tractors/infra embed', () => {
  let host: HTMLElement;
  beforeEach(() => {
    host = document.createElement('main');
    document.body.appendChild(host);
  });
  afterEach(() => host.remove());

  it('shows the page asked for in the locale asked for, with its styles inside the host element', async () => {
    const handle = await mountInto(host, { path: '/tractors/brands', locale: 'pa' });
    expect(await screen.findByRole('heading', { level: 1, name: 'ਭਾਰਤ ਵਿੱਚ ਟਰੈਕਟਰ ਬ੍ਰਾਂਡ' })).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'Swaraj' })).toHaveTextContent('6.90 ਲੱਖ');
    expect(host.querySelector('style')).not.toBeNull();
    expect(document.head.querySelector('style[data-styled]')).toBeNull();
    act(() => handle.unmount());
  });

  it('switches locale through update() without remounting', async () => {
    const handle = await mountInto(host, { path: '/tractors/brands', locale: 'en' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Tractor brands in India' }),
    ).toBeInTheDocument();
    await act(() => handle.update({ locale: 'hi' }));
    expect(await screen.findByRole('heading', { level: 1, name: /ट्रैक्टर/ })).toBeInTheDocument();
    act(() => handle.unmount());
  });

  it('tells the host where the visitor went, with the host base path, and follows the host back', async () => {
    const onNavigate = jest.fn();
    const handle = await mountInto(host, { path: '/infra/brands', basePath: '/machinery', onNavigate });
    const card = await screen.findByRole('article', { name: 'Swaraj' });
    const link = card.closest('a');
    expect(link).toHaveAttribute('href', '/machinery/infra/swaraj');
    await userEvent.click(link as HTMLElement);
    expect(onNavigate).toHaveBeenLastCalledWith('/machinery/infra/swaraj');
    act(() => handle.navigate('/tractors/brands'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Tractor brands in India' }),
    ).toBeInTheDocument();
    expect(onNavigate).toHaveBeenLastCalledWith('/machinery/tractors/brands');
    act(() => handle.unmount());
  });

  it('points the API calls at the host apiBase while mounted, and leaves nothing behind', async () => {
    const before = getHttp().defaults.baseURL;
    const handle = await mountInto(host, {
      path: '/tractors/brands',
      apiBase: 'https://main.example.in/api',
    });
    expect(getHttp().defaults.baseURL).toBe('https://main.example.in/api');
    await screen.findByRole('article', { name: 'Swaraj' });
    act(() => handle.unmount());
    expect(host).toBeEmptyDOMElement();
    expect(document.querySelectorAll('style')).toHaveLength(0);
    expect(getHttp().defaults.baseURL).toBe(before);
  });
});
