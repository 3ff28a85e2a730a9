import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fetchImplements } from '@cvb/api-client';
import type { FarmImplement, ImplementList } from '@cvb/contracts';
import { renderInRemote } from '@cvb/mfe-kit/testing';
import { ImplementsPage } from './implements-page';

jest.mock('@cvb/api-client', () => ({
  ...jest.requireActual('@cvb/api-client'),
  fetchImplements: jest.fn(),
}));
const mockedFetch = jest.mocked(fetchImplements);

const rotavator: FarmImplement = {
  slug: 'shaktiman-champion-rotavator-7ft',
  name: 'Shaktiman Champion Rotavator 7 ft',
  brandName: 'Shaktiman',
  type: 'rotavator',
  hpMin: 45,
  hpMax: 60,
  price: 136_000,
  workingWidthMm: 2_100,
  weightKg: 470,
  description: 'The Shaktiman Champion Rotavator 7 ft prepares a fine seedbed in one pass.',
};

const list: ImplementList = {
  items: [rotavator],
  total: 1,
  page: 1,
  pageSize: 12,
  typeCounts: [
    { key: 'rotavator', count: 6 },
    { key: 'cultivator', count: 4 },
  ],
  brandCounts: [
    { key: 'Fieldking', count: 3 },
    { key: 'Shaktiman', count: 4 },
  ],
};

beforeEach(() => mockedFetch.mockReset());

it('lists implements with the HP they need and their price, and filters by type, tractor HP and brand', async () => {
  mockedFetch.mockResolvedValue(list);
  renderInRemote(<ImplementsPage />, { path: '/tractors/implements' });
  expect(await screen.findByRole('heading', { level: 1, name: 'Tractor implements' })).toBeInTheDocument();
  const card = await screen.findByRole('article', { name: 'Shaktiman Champion Rotavator 7 ft' });
  expect(card).toHaveTextContent('Shaktiman · Rotavators · Needs 45–60 HP');
  expect(card).toHaveTextContent('₹1.36 Lakh');
  expect(card).toHaveTextContent('Working width 2.1 m');
  expect(screen.queryByRole('button', { name: /^Balers/ })).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Rotavators (6)' }));
  expect(mockedFetch).toHaveBeenLastCalledWith(
    expect.objectContaining({ type: 'rotavator', page: 1 }),
    expect.anything(),
  );
  expect(screen.getByRole('button', { name: 'Rotavators (6)' })).toHaveAttribute('aria-pressed', 'true');
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Your tractor' }), '45 HP');
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Brand' }), 'Shaktiman');
  expect(mockedFetch).toHaveBeenLastCalledWith(
    { type: 'rotavator', hp: 45, brand: 'Shaktiman', page: 1, locale: 'en' },
    expect.anything(),
  );
});

it('pages through a long list and starts again from page 1 when a filter changes', async () => {
  const items = Array.from({ length: 12 }, (_, n) => ({
    ...rotavator,
    slug: `rotavator-${n}`,
    name: `Rotavator ${n}`,
  }));
  mockedFetch.mockImplementation(async (query) => ({
    ...list,
    items,
    total: 30,
    page: Number(query.page ?? 1),
  }));
  renderInRemote(<ImplementsPage />, { path: '/tractors/implements' });
  const pages = await screen.findByRole('navigation', { name: 'Pages' });
  expect(within(pages).getByText('Page 1 of 3')).toBeInTheDocument();
  expect(within(pages).getByRole('button', { name: 'Previous' })).toBeDisabled();
  await userEvent.click(within(pages).getByRole('button', { name: 'Next' }));
  expect(await within(pages).findByText('Page 2 of 3')).toBeInTheDocument();
  expect(mockedFetch).toHaveBeenLastCalledWith(expect.objectContaining({ page: 2 }), expect.anything());
  await userEvent.click(screen.getByRole('button', { name: 'Cultivators (4)' }));
  expect(mockedFetch).toHaveBeenLastCalledWith(
    expect.objectContaining({ type: 'cultivator', page: 1 }),
    expect.anything(),
  );
});

it('shows a placeholder while loading, then an error with a retry that loads again', async () => {
  let fail: (error: Error) => void = () => undefined;
  mockedFetch
    .mockReturnValueOnce(new Promise<ImplementList>((_, reject) => (fail = reject)))
    .mockResolvedValue(list);
  renderInRemote(<ImplementsPage />, { path: '/tractors/implements' });
  expect(await screen.findByRole('status', { name: 'Loading…' })).toBeInTheDocument();
  act(() => fail(new Error('Network down')));
  expect(
    await screen.findByText('We could not load this information. Please try again.'),
  ).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('article', { name: rotavator.name })).toBeInTheDocument();
});

it('says so when nothing matches, in Hindi', async () => {
  mockedFetch.mockResolvedValue({ ...list, items: [], total: 0 });
  renderInRemote(<ImplementsPage />, { path: '/tractors/implements?hp=20', locale: 'hi' });
  expect(await screen.findByRole('heading', { level: 1, name: 'ट्रैक्टर उपकरण' })).toBeInTheDocument();
  expect(await screen.findByText('कोई उपकरण नहीं मिला: दूसरा प्रकार, hp या ब्रांड चुनें।')).toBeInTheDocument();
  expect(mockedFetch).toHaveBeenLastCalledWith(
    expect.objectContaining({ hp: 20, locale: 'hi' }),
    expect.anything(),
  );
});
