import { act, screen } from '@testing-library/react';
import { fetchVehicleBrands } from '@cvb/api-client';
import { mount } from './embed';

jest.mock('@cvb/api-client', () => ({
  ...jest.requireActual('@cvb/api-client'),
  fetchVehicleBrands: jest.fn(),
}));
jest.mocked(fetchVehicleBrands).mockResolvedValue([
  {
    id: 3,
    slug: 'swaraj',
    name: 'Swaraj',
    vertical: 'tractor',
    logo: '/api/media/logos/swaraj.svg',
    popularity: 80,
    modelCount: 2,
    minPrice: 690_000,
    maxPrice: 840_000,
  },
]);

describe('embed', () => {
  it('mounts the tractors pages into a host element in the locale asked for, and unmounts', async () => {
    const element = document.createElement('div');
    document.body.appendChild(element);
    let unmount: () => void = () => undefined;
    await act(async () => {
      unmount = mount(element, { path: '/tractors', locale: 'pa' });
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'ਭਾਰਤ ਵਿੱਚ ਟਰੈਕਟਰ ਬ੍ਰਾਂਡ' })).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'Swaraj' })).toHaveTextContent('6.90 ਲੱਖ');
    act(() => unmount());
    expect(element).toBeEmptyDOMElement();
  });
});
