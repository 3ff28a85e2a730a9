import { screen } from '@testing-library/react';
import { fetchUsedModelSummary } from '@cvb/api-client';
import { missingTranslations, registerNamespace } from '@cvb/i18n';
import { renderInRemote } from '@cvb/mfe-kit/testing';
import { useUsedListLinks } from './used-list-links';
import { usedLinksTexts } from './used-links-texts';
import { UsedOfModel } from './used-of-model';

jest.mock('@cvb/api-client', () => ({
  ...jest.requireActual('@cvb/api-client'),
  fetchUsedModelSummary: jest.fn(),
}));
const mockedSummary = jest.mocked(fetchUsedModelSummary);

function Links() {
  return (
    <ul>
      {useUsedListLinks('tractor').map((link) => (
        <li key={link.to}>
          <a href={link.to}>{link.label}</a>
        </li>
      ))}
    </ul>
  );
}

describe('links into the used marketplace', () => {
  // The pages load them with namespace "catalogue" (its per-language chunks); here all six at once.
  beforeAll(() => registerNamespace('catalogue', usedLinksTexts));

  it('has every text in six languages', () => {
    expect(missingTranslations(usedLinksTexts)).toEqual({});
  });

  it('a model page says how many used ones are for sale and from what price', async () => {
    mockedSummary.mockResolvedValue({
      count: 3,
      fromPrice: 420_000,
      listPath: '/used-tractors/brand/mahindra?model=575-di',
    });
    renderInRemote(
      <ul>
        <UsedOfModel vertical="tractor" brandSlug="mahindra" modelSlug="575-di" name="Mahindra 575 DI" />
      </ul>,
      { locale: 'hi' },
    );
    expect(await screen.findByRole('link', { name: '3 पुराने Mahindra 575 DI, ₹4.20 लाख से' })).toHaveAttribute(
      'href',
      '/used-tractors/brand/mahindra?model=575-di',
    );
    expect(mockedSummary).toHaveBeenCalledWith(
      { vertical: 'tractor', brand: 'mahindra', model: '575-di' },
      expect.anything(),
    );
  });

  it('says nothing while none are for sale', async () => {
    mockedSummary.mockResolvedValue({
      count: 0,
      fromPrice: null,
      listPath: '/used-tractors/brand/mahindra?model=575-di',
    });
    renderInRemote(
      <ul>
        <UsedOfModel vertical="tractor" brandSlug="mahindra" modelSlug="575-di" name="Mahindra 575 DI" />
      </ul>,
    );
    await screen.findByRole('list');
    await Promise.resolve();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('a landing links its used list and the valuation', () => {
    renderInRemote(<Links />);
    expect(screen.getByRole('link', { name: 'Used tractors for sale' })).toHaveAttribute(
      'href',
      '/used-tractors',
    );
    expect(screen.getByRole('link', { name: 'What is my vehicle worth?' })).toHaveAttribute(
      'href',
      '/used-vehicle-valuation',
    );
  });
});
