import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { registerNamespace, type NamespaceResources } from '@cvb/i18n';
import { renderInRemote } from '@cvb/mfe-kit/testing';
import { texts as en } from '../../texts/by-locale/en';
import { texts as hi } from '../../texts/by-locale/hi';
import { VehicleFinder } from './vehicle-finder';

jest.mock('single-spa', () => ({ navigateToUrl: jest.fn() }));

const shellTexts = { en, hi } as unknown as NamespaceResources;
beforeAll(() => registerNamespace('shell', shellTexts));

const linkIn = (group: HTMLElement, name: string) => within(group).getByRole('link', { name });

describe('vehicle finder', () => {
  it('finds trucks by budget or type in one tap, and buses after choosing the tab', async () => {
    renderInRemote(<VehicleFinder />, { locale: 'en', path: '/' });
    const finder = screen.getByRole('region', { name: 'Find a vehicle' });
    expect(within(finder).getByRole('button', { name: 'Trucks' })).toHaveAttribute('aria-pressed', 'true');
    expect(linkIn(finder, 'Under ₹10 Lakh')).toHaveAttribute('href', '/trucks/trucks-under-10-lakh');
    expect(linkIn(finder, 'Mini trucks')).toHaveAttribute('href', '/trucks/mini-trucks');

    await userEvent.click(within(finder).getByRole('button', { name: 'Buses' }));
    expect(within(finder).getByRole('button', { name: 'Buses' })).toHaveAttribute('aria-pressed', 'true');
    expect(linkIn(finder, 'School buses')).toHaveAttribute('href', '/buses/school-buses');
    expect(linkIn(finder, 'Search all buses')).toHaveAttribute('href', '/buses/search');
  });

  it('finds tractors by HP, budget or type (mini tractors) in two taps', async () => {
    renderInRemote(<VehicleFinder />, { locale: 'en', path: '/' });
    const finder = screen.getByRole('region', { name: 'Find a vehicle' });
    await userEvent.click(within(finder).getByRole('button', { name: 'Tractors' }));

    const byHp = within(finder).getByRole('list', { name: 'By HP' });
    expect(
      within(byHp)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Up to 20 HP', '21–30 HP', '31–40 HP', '41–50 HP', '51–60 HP', '61 HP and above']);
    expect(linkIn(byHp, '41–50 HP')).toHaveAttribute('href', '/tractors/search?hp=41-50-hp');
    const byBudget = within(finder).getByRole('list', { name: 'By budget' });
    expect(linkIn(byBudget, 'Under ₹5 Lakh')).toHaveAttribute('href', '/tractors/tractors-under-5-lakh');
    const byType = within(finder).getByRole('list', { name: 'By type' });
    expect(linkIn(byType, 'Mini tractors')).toHaveAttribute('href', '/tractors/mini-tractors');
    expect(linkIn(finder, 'Search all tractors')).toHaveAttribute('href', '/tractors/search');
  });

  it('finds construction equipment by type (backhoe loaders, excavators) or budget, without an HP row', async () => {
    renderInRemote(<VehicleFinder />, { locale: 'en', path: '/' });
    const finder = screen.getByRole('region', { name: 'Find a vehicle' });
    await userEvent.click(within(finder).getByRole('button', { name: 'Infra' }));

    const byType = within(finder).getByRole('list', { name: 'By type' });
    expect(linkIn(byType, 'Backhoe loaders')).toHaveAttribute('href', '/infra/backhoe-loaders');
    expect(linkIn(byType, 'Excavators')).toHaveAttribute('href', '/infra/excavators');
    expect(linkIn(byType, 'Pick-and-carry cranes')).toHaveAttribute('href', '/infra/pick-and-carry-cranes');
    const byBudget = within(finder).getByRole('list', { name: 'By budget' });
    expect(linkIn(byBudget, 'Under ₹1 Cr')).toHaveAttribute('href', '/infra/infra-under-1-crore');
    expect(within(finder).queryByRole('list', { name: 'By HP' })).not.toBeInTheDocument();
    expect(within(finder).getByText('Search all construction equipment')).toBeInTheDocument();
  });

  it('speaks Hindi, with links under /hi', async () => {
    renderInRemote(<VehicleFinder />, { locale: 'hi', path: '/hi' });
    const finder = screen.getByRole('region', { name: 'वाहन खोजें' });
    await userEvent.click(within(finder).getByRole('button', { name: 'थ्री-व्हीलर' }));
    expect(linkIn(finder, 'ई-रिक्शा')).toHaveAttribute('href', '/hi/three-wheelers/e-rickshaw-three-wheelers');

    await userEvent.click(within(finder).getByRole('button', { name: 'ट्रैक्टर' }));
    expect(linkIn(finder, '41–50 hp')).toHaveAttribute('href', '/hi/tractors/search?hp=41-50-hp');
    expect(linkIn(finder, 'मिनी ट्रैक्टर')).toHaveAttribute('href', '/hi/tractors/mini-tractors');

    await userEvent.click(within(finder).getByRole('button', { name: 'इन्फ्रा' }));
    expect(linkIn(finder, 'बैकहो लोडर')).toHaveAttribute('href', '/hi/infra/backhoe-loaders');
  });
});
