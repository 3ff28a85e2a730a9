import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { desk, openDesk, prepareDeskTests } from './desk-test-kit';
import { hit } from './desk-fixtures';

jest.mock('@cvb/api-client', () =>
  jest.requireActual<typeof import('./desk-api-mock')>('./desk-api-mock').deskApiMock(),
);
const { search, brands } = desk;

prepareDeskTests();

it('finds models, variants and brands with their status, and narrows by vertical, brand and status by keyboard', async () => {
  search.mockResolvedValue({
    hits: [
      hit({ kind: 'brand', id: 3, modelId: null, name: 'Tata Motors', status: null, price: null }),
      hit({ name: 'Intra V70 EV', id: 77, modelId: 77, status: 'upcoming', hasDraft: true, price: null }),
      hit({ kind: 'variant', id: 9001, modelId: 501, name: 'Tata Intra V70 BS6', price: 868000 }),
    ],
    total: 3,
    page: 1,
    pageSize: 20,
  });
  openDesk('/admin/catalogue');
  expect(await screen.findByText('3 results')).toBeInTheDocument();
  const items = within(screen.getByRole('list', { name: '3 results' })).getAllByRole('listitem');
  expect(within(items[0]).getByRole('link', { name: 'Tata Motors' })).toHaveAttribute(
    'href',
    '/admin/catalogue/brands/3',
  );
  expect(within(items[1]).getByRole('link', { name: 'Tata Motors Intra V70 EV' })).toHaveAttribute(
    'href',
    '/admin/catalogue/models/77',
  );
  expect(items[1]).toHaveTextContent('Upcoming');
  expect(items[1]).toHaveTextContent('Unpublished changes');
  expect(within(items[2]).getByRole('link', { name: 'Tata Intra V70 BS6' })).toHaveAttribute(
    'href',
    '/admin/catalogue/models/501',
  );
  expect(items[2]).toHaveTextContent('On sale');
  expect(items[2]).toHaveTextContent('₹8.68 Lakh');

  const box = screen.getByRole('searchbox', { name: 'Brand, model or variant name' });
  await userEvent.type(box, 'intra');
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Vehicle type' }), 'Trucks');
  await screen.findByRole('option', { name: 'Tata Motors' });
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Brand' }), 'Tata Motors');
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Upcoming');
  box.focus();
  await userEvent.keyboard('{Enter}');
  expect(brands).toHaveBeenLastCalledWith({ vertical: 'truck' }, expect.anything());
  expect(search).toHaveBeenLastCalledWith(
    { q: 'intra', vertical: 'truck', brandId: 3, status: 'upcoming', page: 1 },
    expect.anything(),
  );
});

it('says when nothing matches, and offers a retry when the search fails', async () => {
  search
    .mockRejectedValueOnce(new Error('Network Error'))
    .mockResolvedValueOnce({ hits: [], total: 0, page: 1, pageSize: 20 });
  openDesk('/admin/catalogue');
  await userEvent.click(await screen.findByRole('button', { name: /try again|retry/i }));
  expect(
    await screen.findByText('Nothing in the catalogue matches. Try another name or fewer filters.'),
  ).toBeInTheDocument();
});

it('reads in Hindi', async () => {
  search.mockResolvedValue({ hits: [hit({ status: 'discontinued' })], total: 1, page: 1, pageSize: 20 });
  openDesk('/admin/catalogue', 'hi');
  expect(await screen.findByRole('heading', { name: 'कैटलॉग' })).toBeInTheDocument();
  expect(screen.getByText('1 नतीजा')).toBeInTheDocument();
  expect(within(screen.getByRole('list', { name: '1 नतीजा' })).getByText('बंद')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'खोजें' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'नया मॉडल' })).toHaveAttribute(
    'href',
    '/admin/catalogue/models/new',
  );
});
