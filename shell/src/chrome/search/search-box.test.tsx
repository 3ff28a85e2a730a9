import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { registerNamespace } from '@cvb/i18n';
import { renderInRemote } from '@cvb/mfe-kit/testing';
import { headerTexts } from '../../texts/header-texts';
import { SearchBox } from './search-box';
import type { SearchAnswer, SearchItem } from './search-types';
import { SEARCH_DEBOUNCE_MS } from './use-search-suggestions';

const ON_FOCUS: SearchAnswer = {
  searchResult: [],
  trendingResult: [{ label: 'Tata Ace Gold', link: '/trucks/tata-motors/ace-gold', type: 'trending' }],
  topStories: [
    { label: 'Electric trucks sales double', link: '/news/electric-trucks-sales', type: 'top-stories' },
  ],
};

const FOR_TATA: SearchAnswer = {
  searchResult: [
    { label: 'Tata Intra V30', link: '/trucks/tata-motors/intra-v30', type: '' },
    { label: 'Tata Intra V30 Diesel', link: '/trucks/tata-motors/intra-v30/variants/diesel', type: '' },
    { label: 'Tata Ultra E.12', link: '/trucks/tata-motors/ultra-e12', type: '', status: 'upcoming' },
  ],
  trendingResult: [],
  topStories: [],
};

const RECENT: SearchItem[] = [
  { label: 'Tata Signa 4825', link: '/trucks/tata-motors/signa-4825', type: 'recently' },
  { label: 'Eicher Pro 2049', link: '/trucks/eicher/pro-2049', type: 'recently' },
];

beforeAll(() => registerNamespace('shell', headerTexts));

function setup(search = jest.fn(async (query: string) => (query === '' ? ON_FOCUS : FOR_TATA))) {
  const onOpenItem = jest.fn();
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  renderInRemote(<SearchBox search={search} onOpenItem={onOpenItem} loadRecent={() => RECENT} />);
  const input = screen.getByRole('combobox', { name: 'Search vehicles, brands and news' });
  return { search, onOpenItem, user, input };
}

/** Lets pending answers (a few promise steps) resolve inside act. */
const settle = () =>
  act(async () => {
    for (let step = 0; step < 5; step += 1) await Promise.resolve();
  });

describe('header search typeahead', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('asks with an empty string on focus and shows trending and top stories under headings', async () => {
    const { search, user, input } = setup();
    expect(input).toHaveAttribute('aria-expanded', 'false');
    await user.click(input);
    expect(search).toHaveBeenCalledTimes(1);
    expect(search).toHaveBeenCalledWith('', expect.any(AbortSignal));
    await screen.findByRole('group', { name: 'Trending' });
    expect(input).toHaveAttribute('aria-expanded', 'true');
    const listbox = screen.getByRole('listbox');
    expect(input).toHaveAttribute('aria-controls', listbox.id);
    expect(within(listbox).getAllByRole('group')).toHaveLength(3);
    expect(within(screen.getByRole('group', { name: 'Trending' })).getByRole('option')).toHaveTextContent(
      'Tata Ace Gold',
    );
    expect(within(screen.getByRole('group', { name: 'Top stories' })).getByRole('option')).toHaveTextContent(
      'Electric trucks sales double',
    );
    expect(
      within(screen.getByRole('group', { name: 'Recently viewed' })).getAllByRole('option'),
    ).toHaveLength(2);
  });

  it('waits for two characters and 200 ms of quiet before asking once', async () => {
    const { search, user, input } = setup();
    await user.click(input);
    await settle();
    search.mockClear();

    await user.type(input, 't');
    act(() => jest.advanceTimersByTime(1000));
    expect(search).not.toHaveBeenCalled();

    await user.type(input, 'ata');
    act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1));
    expect(search).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(search).toHaveBeenCalledTimes(1);
    expect(search).toHaveBeenCalledWith('tata', expect.any(AbortSignal));
    expect(await screen.findByRole('group', { name: 'Search results' })).toBeInTheDocument();
  });

  it('groups the hits without variant pages, matches recently viewed, and badges upcoming models', async () => {
    const { user, input } = setup();
    await user.click(input);
    await user.type(input, 'tata');
    act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    await settle();

    const hits = within(screen.getByRole('group', { name: 'Search results' })).getAllByRole('option');
    expect(hits.map((hit) => hit.textContent)).toEqual(['Tata Intra V30', 'Tata Ultra E.12Upcoming']);
    expect(within(hits[1]).getByText('Upcoming')).toBeInTheDocument();
    expect(within(hits[0]).queryByText('Upcoming')).not.toBeInTheDocument();
    const recent = within(screen.getByRole('group', { name: 'Recently viewed' })).getAllByRole('option');
    expect(recent.map((item) => item.textContent)).toEqual(['Tata Signa 4825']);
    expect(screen.queryByText('No matches found')).not.toBeInTheDocument();
  });

  it("says 'No matches found' when the search has no hits", async () => {
    const empty: SearchAnswer = { searchResult: [], trendingResult: [], topStories: [] };
    const { user, input } = setup(jest.fn(async (_query: string) => empty));
    await user.click(input);
    await user.type(input, 'zzz');
    act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    await settle();
    expect(screen.getByText('No matches found')).toBeVisible();
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
  });

  it('moves through the options with the arrow keys and opens one with Enter', async () => {
    const { user, input, onOpenItem } = setup();
    await user.click(input);
    await settle();

    await user.keyboard('{ArrowDown}');
    const options = screen.getAllByRole('option');
    expect(input).toHaveAttribute('aria-activedescendant', options[0].id);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowUp}');
    expect(input).toHaveAttribute('aria-activedescendant', options[1].id);
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(input).toHaveAttribute('aria-activedescendant', options[options.length - 1].id);

    await user.keyboard('{Home}{ArrowDown}{Enter}');
    expect(onOpenItem).toHaveBeenCalledWith(RECENT[0]);
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes with Escape, then a second Escape clears the text', async () => {
    const { user, input } = setup();
    await user.click(input);
    await user.type(input, 'tata');
    act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    await settle();
    expect(input).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).not.toHaveAttribute('aria-activedescendant');
    await user.keyboard('{Escape}');
    expect(input).toHaveValue('');
  });

  it('opens an option on click', async () => {
    const { user, input, onOpenItem } = setup();
    await user.click(input);
    await settle();
    // The suggestions arrive after a few promise steps; on a busy machine, wait for them rather than count steps.
    await user.click(await screen.findByRole('option', { name: 'Tata Ace Gold' }));
    expect(onOpenItem).toHaveBeenCalledWith(ON_FOCUS.trendingResult[0]);
  });
});
