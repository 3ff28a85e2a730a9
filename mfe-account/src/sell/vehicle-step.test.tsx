import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { fetchAdCatalogueOptions } from '@cvb/api-client';
import { registerNamespace } from '@cvb/i18n';
import { renderInRemote } from '@cvb/mfe-kit/testing';
import { sellTexts } from './sell-texts';
import { EMPTY_SELL_VALUES, toAdInput, type SellValues } from './sell-values';
import { VehicleStep } from './vehicle-step';

jest.mock('@cvb/api-client', () => ({
  ...jest.requireActual('@cvb/api-client'),
  fetchAdCatalogueOptions: jest.fn(),
}));
const mockedOptions = jest.mocked(fetchAdCatalogueOptions);

let latest: SellValues = EMPTY_SELL_VALUES;
function Harness() {
  const [values, setValues] = useState<SellValues>(EMPTY_SELL_VALUES);
  latest = values;
  return (
    <VehicleStep
      values={values}
      errors={{}}
      onChange={(field, value) => setValues((current) => ({ ...current, [field]: value }))}
    />
  );
}

beforeEach(() => {
  registerNamespace('sell', sellTexts);
  mockedOptions.mockReset();
});

it('types brand and model only after "Other"; a new vehicle type clears the picks', async () => {
  mockedOptions.mockImplementation(async ({ vertical, brandSlug }) => ({
    options: brandSlug
      ? [{ slug: 'dost', name: 'Dost' }]
      : [
          {
            slug: vertical === 'bus' ? 'eicher' : 'ashok-leyland',
            name: vertical === 'bus' ? 'Eicher' : 'Ashok Leyland',
          },
        ],
  }));
  const user = userEvent.setup({ delay: null });
  renderInRemote(<Harness />);
  expect(screen.queryByRole('textbox', { name: 'Brand name' })).not.toBeInTheDocument();
  await screen.findByRole('option', { name: 'Ashok Leyland' });
  await user.selectOptions(screen.getByRole('combobox', { name: 'Brand' }), 'Ashok Leyland');
  await user.selectOptions(await screen.findByRole('combobox', { name: 'Model' }), 'Other (not in the list)');
  await user.type(screen.getByRole('textbox', { name: 'Model name' }), 'Partner 4 Tyre');
  await user.type(screen.getByRole('textbox', { name: 'Variant name' }), 'Cargo');
  expect(toAdInput(latest)).toMatchObject({
    brand: 'Ashok Leyland',
    brandSlug: 'ashok-leyland',
    model: 'Partner 4 Tyre',
    modelSlug: undefined,
    variant: 'Cargo',
  });

  await user.selectOptions(screen.getByRole('combobox', { name: 'Vehicle type' }), 'Bus');
  expect(await screen.findByRole('option', { name: 'Eicher' })).toBeInTheDocument();
  expect(screen.queryByRole('combobox', { name: 'Model' })).not.toBeInTheDocument();
  expect(latest).toMatchObject({ vertical: 'bus', brandSlug: '', brand: '', model: '', variant: '' });
});

it('says so when the list cannot be loaded and still lets the seller type the brand', async () => {
  mockedOptions.mockRejectedValue(new Error('Network Error'));
  const user = userEvent.setup({ delay: null });
  renderInRemote(<Harness />);
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Could not load the list. Choose Other and type it.',
  );
  await user.selectOptions(screen.getByRole('combobox', { name: 'Brand' }), 'Other (not in the list)');
  await user.type(screen.getByRole('textbox', { name: 'Brand name' }), 'Hindustan');
  expect(screen.getByRole('textbox', { name: 'Model name' })).toBeInTheDocument();
  expect(toAdInput(latest)).toMatchObject({ brand: 'Hindustan', brandSlug: undefined });
});
