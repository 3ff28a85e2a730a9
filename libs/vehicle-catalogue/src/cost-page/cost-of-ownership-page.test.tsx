import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from '@cvb/router';
import { fetchCities, fetchRunningCost, fetchVehicleBrands } from '@cvb/api-client';
import {
  TRUCK_DEFINITION,
  defaultPlan,
  ownershipCost,
  ownershipInputs,
  type OwnershipPlan,
} from '@cvb/contracts';
import { renderInRemote } from '@cvb/mfe-kit/testing';
import { registerCatalogueTexts } from '../register-catalogue-texts';
import { CostOfOwnershipPage } from './cost-of-ownership-page';
import { dieselTruck, electricTruck, runningCostAnswer } from './running-cost-fixtures';

jest.mock('@cvb/api-client', () => ({
  ...jest.requireActual('@cvb/api-client'),
  fetchVehicleBrands: jest.fn(),
  fetchCities: jest.fn(),
  fetchRunningCost: jest.fn(),
}));

function ShowUrl() {
  return <output aria-label="url">{useLocation().search}</output>;
}

const answer = runningCostAnswer([dieselTruck, electricTruck]);
const defaults = TRUCK_DEFINITION.runningCost;
const plan = defaultPlan(TRUCK_DEFINITION) as OwnershipPlan;

/** What the shared formulas give for a variant of the answer with this plan: the page must show exactly this. */
function expectedPerKm(index: number, change: Partial<OwnershipPlan> = {}): string {
  const variant = answer.variants[index];
  if (!variant || !defaults) throw new Error('fixture');
  const { vehicle } = ownershipInputs(variant, answer, defaults);
  if (!vehicle) throw new Error('fixture vehicle');
  return `₹${ownershipCost(vehicle, { ...plan, ...change }).costPerUnit.toFixed(2)}`;
}

const summary = () => screen.getByRole('table', { name: 'Cost of ownership over 5 years' });

describe('CostOfOwnershipPage', () => {
  beforeAll(registerCatalogueTexts);
  beforeEach(() => {
    jest.mocked(fetchVehicleBrands).mockResolvedValue([]);
    jest.mocked(fetchCities).mockResolvedValue([
      { slug: 'new-delhi', name: 'New Delhi', state: 'Delhi' },
      { slug: 'mumbai', name: 'Mumbai', state: 'Maharashtra' },
    ]);
    jest.mocked(fetchRunningCost).mockResolvedValue(answer);
  });

  it('compares the cost per km of the variants in the URL, from the city’s fuel price and tyre prices', async () => {
    renderInRemote(<CostOfOwnershipPage vertical="truck" />, {
      path: '/trucks/cost-of-ownership?variants=ace-gold-std,ace-ev-std&city=mumbai',
    });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Truck cost of ownership calculator' }),
    ).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Cost of ownership over 5 years' });
    expect(fetchRunningCost).toHaveBeenCalledWith(
      'truck',
      { variantSlugs: ['ace-gold-std', 'ace-ev-std'], city: 'mumbai', locale: 'en' },
      expect.anything(),
    );
    const perKm = within(table).getByRole('row', { name: /^Cost per km/ });
    expect(
      within(perKm)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([expectedPerKm(0), expectedPerKm(1)]);
    expect(screen.getByRole('region', { name: 'Cost of ownership over 5 years' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Year by year: Tata Ace Gold STD' })).toBeInTheDocument();
    // Sources, in words.
    expect(screen.getAllByText(/Diesel ₹90\.03 in Mumbai today/).length).toBeGreaterThan(0);
    expect(screen.getAllByText(/Tyre life 80,000 km/, { selector: 'small' })).toHaveLength(2);
    expect(
      screen.getAllByText(/4 × 145 R12 LT \(₹3,540\): average price of 10 tyres/, { selector: 'small' }),
    ).toHaveLength(4);
    expect(screen.getByText('EV charging tariff of Maharashtra')).toBeInTheDocument();
    // The break-even year of the EV against the diesel, in words.
    expect(
      screen.getByText(/Tata Ace EV STD costs more to buy, but by the end of year \d+|does not catch up/),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('img').length).toBeGreaterThanOrEqual(2);
  });

  it('recalculates when the km a month change, and keeps the choice in the URL', async () => {
    jest.mocked(fetchRunningCost).mockResolvedValue(runningCostAnswer([dieselTruck]));
    renderInRemote(
      <>
        <CostOfOwnershipPage vertical="truck" />
        <ShowUrl />
      </>,
      { path: '/trucks/cost-of-ownership?variants=ace-gold-std' },
    );
    await screen.findByRole('table', { name: 'Cost of ownership over 5 years' });
    const km = screen.getByRole('textbox', { name: 'Kilometres a month' });
    expect(km).toHaveValue('6000');
    await userEvent.clear(km);
    await userEvent.type(km, '3000');
    const perKm = within(summary()).getByRole('row', { name: /^Cost per km/ });
    expect(within(perKm).getByRole('cell')).toHaveTextContent(expectedPerKm(0, { monthlyUsage: 3000 }));
    expect(screen.getByRole('status', { name: 'url' })).toHaveTextContent('usage=3000');
  });

  it('takes the visitor’s own mileage and marks it as theirs', async () => {
    jest.mocked(fetchRunningCost).mockResolvedValue(runningCostAnswer([dieselTruck]));
    renderInRemote(<CostOfOwnershipPage vertical="truck" />, {
      path: '/trucks/cost-of-ownership?variants=ace-gold-std&x.ace-gold-std.energyPerUnit=0.1',
    });
    const mileage = await screen.findByRole('textbox', { name: 'Mileage (km a litre)' });
    expect(mileage).toHaveValue('10');
    expect(mileage).toHaveAccessibleDescription('Your figure');
  });

  it('counts a tractor in engine hours, from its horsepower, with no cost per tonne', async () => {
    jest.mocked(fetchRunningCost).mockResolvedValue(
      runningCostAnswer([
        {
          ...electricTruck,
          slug: 'x45h2-2wd',
          modelName: 'AutoNxt X45H2',
          name: '2WD',
          powerHp: 45,
          payloadKg: null,
        },
      ]),
    );
    renderInRemote(<CostOfOwnershipPage vertical="tractor" />, {
      path: '/tractors/cost-of-ownership?variants=x45h2-2wd',
    });
    const table = await screen.findByRole('table', { name: 'Cost of ownership over 5 years' });
    expect(within(table).getByRole('row', { name: /^Cost per engine hour ₹\d+\.\d\d$/ })).toBeInTheDocument();
    expect(within(table).queryByRole('row', { name: /tonne/ })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Energy use (kWh an hour)' })).toHaveValue('6.75');
    expect(screen.getByText('45 hp × 0.15 kWh per hp an hour at average load')).toBeInTheDocument();
  });

  it('asks for a vehicle first', () => {
    renderInRemote(<CostOfOwnershipPage vertical="tractor" />, { path: '/tractors/cost-of-ownership' });
    expect(screen.getByText('Pick a vehicle above to see what it costs to run.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Engine hours a month' })).toHaveValue('80');
  });
});
