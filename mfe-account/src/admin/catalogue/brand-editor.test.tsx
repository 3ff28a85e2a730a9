import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { desk, openDesk, prepareDeskTests } from './desk-test-kit';
import { refusal, TATA } from './desk-fixtures';

jest.mock('@cvb/api-client', () =>
  jest.requireActual<typeof import('./desk-api-mock')>('./desk-api-mock').deskApiMock(),
);
const { createBrand: create, fetchBrand, updateBrand: update } = desk;

prepareDeskTests();

it('creates a brand with an address made from its name, then opens it', async () => {
  const eicher = {
    ...TATA,
    id: 9,
    vertical: 'bus' as const,
    name: 'Eicher',
    slug: 'eicher',
    description: '',
    version: 1,
  };
  create.mockResolvedValue(eicher);
  fetchBrand.mockResolvedValue(eicher);
  openDesk('/admin/catalogue/brands/new');
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Vehicle type' }), 'Buses');
  await userEvent.type(screen.getByRole('textbox', { name: 'Brand name' }), 'Eicher');
  expect(screen.getByRole('textbox', { name: 'Address (slug)' })).toHaveValue('eicher');
  await userEvent.click(screen.getByRole('button', { name: 'Save brand' }));
  expect(await screen.findByRole('heading', { name: 'Brand: Eicher' })).toBeInTheDocument();
  expect(create).toHaveBeenCalledWith(
    { vertical: 'bus', name: 'Eicher', slug: 'eicher', description: '', logo: null },
    'en',
  );
});

it('says a slug is taken, and who changed the brand first on a 409', async () => {
  fetchBrand.mockResolvedValue(TATA);
  update
    .mockRejectedValueOnce(
      refusal(400, {
        statusCode: 400,
        error: 'Bad Request',
        message: 'slug: tata is taken by another truck brand',
        field: 'slug',
      }),
    )
    .mockRejectedValueOnce(
      refusal(409, {
        message: 'Changed',
        changedBy: 'Arjun Mehta',
        changedAt: '2026-11-28T06:15:00.000Z',
        current: { ...TATA, version: 5, description: 'New text' },
      }),
    );
  openDesk('/admin/catalogue/brands/3');
  const slug = await screen.findByRole('textbox', { name: 'Address (slug)' });
  await userEvent.clear(slug);
  await userEvent.type(slug, 'tata');
  await userEvent.click(screen.getByRole('button', { name: 'Save brand' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('slug: tata is taken by another truck brand');
  expect(update).toHaveBeenLastCalledWith(3, expect.objectContaining({ version: 4, slug: 'tata' }), 'en');

  await userEvent.click(screen.getByRole('button', { name: 'Save brand' }));
  expect(await screen.findByText(/Arjun Mehta saved a newer version/)).toBeInTheDocument();
  expect(slug).toHaveValue('tata');
  await userEvent.click(
    screen.getByRole('button', { name: 'Load their version (your changes are dropped)' }),
  );
  expect(screen.getByRole('textbox', { name: 'Address (slug)' })).toHaveValue('tata-motors');
  expect(screen.getByRole('textbox', { name: 'Description' })).toHaveValue('New text');
});
