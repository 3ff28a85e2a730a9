import { screen } from '@testing-library/react';
import type { UsedVehicleAd } from '@cvb/contracts';
import { registerNamespace } from '@cvb/i18n';
import { renderInRemote } from '@cvb/mfe-kit/testing';
import { Posted } from './posted-ad';
import { sellTexts } from './sell-texts';

const ad = { id: 3, brand: 'Tata Motors', model: 'Ace Gold', moderation: 'held' } as UsedVehicleAd;

beforeAll(() => registerNamespace('sell', sellTexts));

it('tells the seller a held ad will appear after a check', () => {
  renderInRemote(<Posted ad={ad} />);
  expect(
    screen.getByRole('heading', { name: 'Thank you, your ad is waiting for a check' }),
  ).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent(
    'Your Tata Motors Ace Gold will appear on the site after a quick check by our team.',
  );
});

it('tells the seller a live ad is live', () => {
  renderInRemote(<Posted ad={{ ...ad, moderation: 'live' }} />);
  expect(screen.getByRole('heading', { name: 'Your ad is live' })).toBeInTheDocument();
});
