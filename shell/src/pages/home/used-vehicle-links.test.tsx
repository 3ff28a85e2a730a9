import { screen, within } from '@testing-library/react';
import { registerNamespace, type NamespaceResources } from '@cvb/i18n';
import { renderInRemote } from '@cvb/mfe-kit/testing';
import { texts as en } from '../../texts/by-locale/en';
import { texts as hi } from '../../texts/by-locale/hi';
import { UsedVehicleLinks } from './used-vehicle-links';

jest.mock('single-spa', () => ({ navigateToUrl: jest.fn() }));

beforeAll(() => registerNamespace('shell', { en, hi } as unknown as NamespaceResources));

describe('the home page’s used vehicles', () => {
  it('links each vertical’s used list, the valuation and selling, in the page’s language', () => {
    renderInRemote(<UsedVehicleLinks />, { locale: 'hi' });
    const section = screen.getByRole('region', { name: 'पुराने वाहन' });
    expect(within(section).getByRole('link', { name: 'पुराने ट्रैक्टर' })).toHaveAttribute(
      'href',
      '/hi/used-tractors',
    );
    expect(within(section).getByRole('link', { name: 'मेरे वाहन की कीमत कितनी है?' })).toHaveAttribute(
      'href',
      '/hi/used-vehicle-valuation',
    );
    expect(within(section).getAllByRole('link')).toHaveLength(7);
  });
});
