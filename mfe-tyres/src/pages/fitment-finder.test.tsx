import { screen, within } from '@testing-library/react';
import { fetchBatteriesForVehicle, fetchFinderVehicles, fetchLubricantsForVehicle } from '@cvb/api-client';
import type { FinderVehicle } from '@cvb/contracts';
import { registerNamespace } from '@cvb/i18n';
import { renderInRemote } from '@cvb/mfe-kit/testing';
import { tyreTexts } from '../texts';
import { BatteryFinderPage } from './battery-finder-page';
import { LubricantFinderPage } from './lubricant-finder-page';

jest.mock('@cvb/api-client', () => ({
  ...jest.requireActual('@cvb/api-client'),
  fetchFinderVehicles: jest.fn(),
  fetchBatteriesForVehicle: jest.fn(),
  fetchLubricantsForVehicle: jest.fn(),
}));

const swaraj: FinderVehicle = {
  vertical: 'tractor',
  brandSlug: 'swaraj',
  brandName: 'Swaraj',
  modelSlug: '744-fe',
  modelName: 'Swaraj 744 FE',
};
const CHOSEN = '?vertical=tractor&brand=swaraj&model=744-fe';

describe('the battery and lubricant finders', () => {
  beforeAll(() => registerNamespace('tyres', tyreTexts));
  beforeEach(() => jest.mocked(fetchFinderVehicles).mockResolvedValue([swaraj]));

  it('lists the batteries that fit the chosen tractor, name first and price last', async () => {
    jest.mocked(fetchBatteriesForVehicle).mockResolvedValue({
      vehicle: swaraj,
      batteries: [
        {
          slug: 'exide-xplore-88',
          brand: 'Exide',
          name: 'Exide Xplore 88Ah',
          capacityAh: 88,
          orientation: 'left',
          powerCca: 510,
          size: '306 × 173 × 222 mm',
          layout: 'L',
          voltage: 12,
          warrantyMonths: 36,
          price: 8450,
        },
      ],
    });
    renderInRemote(<BatteryFinderPage />, { path: `/tyres/battery-finder${CHOSEN}` });
    const table = within(
      await screen.findByRole('region', { name: 'Batteries for Swaraj 744 FE' }),
    ).getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Battery',
      'Capacity',
      'Power',
      'Orientation',
      'Layout',
      'Size (L × W × H)',
      'Warranty',
      expect.stringMatching(/price/i),
    ]);
    const row = within(table).getByRole('row', { name: /Exide Xplore 88Ah/ });
    expect(row).toHaveTextContent('88 Ah');
    expect(row).toHaveTextContent('Positive on the left');
    expect(row).toHaveTextContent('36 months');
    expect(row).toHaveTextContent('₹8,450');
  });

  it('lists the oils that fit, and says so when none is listed', async () => {
    jest.mocked(fetchLubricantsForVehicle).mockResolvedValueOnce({
      vehicle: swaraj,
      lubricants: [
        {
          slug: 'servo-super-tractor-oil',
          brand: 'Servo',
          name: 'Servo Super Tractor Oil Universal',
          viscosity: '15W-40',
          technology: 'mineral',
          quality: 'API CH-4',
          category: 'engine-oil',
          quantityLitres: 7.5,
          price: 2890,
        },
      ],
    });
    const { unmount } = renderInRemote(<LubricantFinderPage />, { path: `/tyres/lubricant-finder${CHOSEN}` });
    const row = await screen.findByRole('row', { name: /Servo Super Tractor Oil Universal/ });
    expect(row).toHaveTextContent('Engine oil');
    expect(row).toHaveTextContent('Mineral');
    expect(row).toHaveTextContent('7.5 L');
    unmount();

    jest.mocked(fetchLubricantsForVehicle).mockResolvedValueOnce({ vehicle: swaraj, lubricants: [] });
    renderInRemote(<LubricantFinderPage />, { path: `/tyres/lubricant-finder${CHOSEN}` });
    expect(await screen.findByText('No lubricant is listed for this vehicle.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
