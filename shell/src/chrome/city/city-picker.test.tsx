import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { City } from '@cvb/contracts';
import { registerNamespace } from '@cvb/i18n';
import { renderInRemote } from '@cvb/mfe-kit/testing';
import { getStore, selectCity } from '@cvb/store';
import { headerTexts } from '../../texts/header-texts';
import { filterCities, shortCityLabel } from './city-filter';
import { CityPicker } from './city-picker';
import { readStoredCity, storeCity } from './city-storage';
import { fetchCities } from '@cvb/api-client';
import { restoreStoredCity } from './restore-city';

jest.mock('@cvb/api-client', () => ({ ...jest.requireActual('@cvb/api-client'), fetchCities: jest.fn() }));

const CITIES: City[] = [
  { slug: 'new-delhi', name: 'New Delhi', state: 'Delhi' },
  { slug: 'mumbai', name: 'Mumbai', state: 'Maharashtra' },
  { slug: 'pune', name: 'Pune', state: 'Maharashtra' },
  { slug: 'chennai', name: 'Chennai', state: 'Tamil Nadu' },
  { slug: 'ludhiana', name: 'Ludhiana', state: 'Punjab' },
];

beforeAll(() => registerNamespace('shell', headerTexts));
beforeEach(() => {
  window.localStorage.clear();
  jest.mocked(fetchCities).mockResolvedValue(CITIES);
});

describe('city helpers', () => {
  it.each([
    ['New Delhi', 'New D…'],
    ['Pune', 'Pune'],
    ['Surat', 'Surat'],
    ['Ludhiana', 'Ludhi…'],
  ])('shortCityLabel(%p) is %p', (name, label) => {
    expect(shortCityLabel(name)).toBe(label);
  });

  it('filters by city or state name, ignoring case', () => {
    expect(filterCities(CITIES, 'maha').map((city) => city.name)).toEqual(['Mumbai', 'Pune']);
    expect(filterCities(CITIES, ' CHEN ').map((city) => city.name)).toEqual(['Chennai']);
    expect(filterCities(CITIES, '')).toHaveLength(CITIES.length);
    expect(filterCities(CITIES, 'goa')).toEqual([]);
  });

  it('stores the city under location and reads it back; New Delhi by default or when broken', () => {
    expect(readStoredCity()).toEqual({ slug: 'new-delhi', name: 'New Delhi' });
    storeCity({ slug: 'pune', name: 'Pune' });
    expect(JSON.parse(window.localStorage.getItem('location') ?? '')).toEqual({ slug: 'pune', name: 'Pune' });
    expect(readStoredCity()).toEqual({ slug: 'pune', name: 'Pune' });
    window.localStorage.setItem('location', '{broken');
    expect(readStoredCity()).toEqual({ slug: 'new-delhi', name: 'New Delhi' });
    window.localStorage.setItem('location', JSON.stringify({ slug: 3 }));
    expect(readStoredCity().name).toBe('New Delhi');
  });

  it('restores the stored city into the page store at start (it survives a reload)', () => {
    storeCity({ slug: 'chennai', name: 'Chennai' });
    restoreStoredCity();
    expect(selectCity(getStore().getState())).toEqual({ slug: 'chennai', name: 'Chennai' });
  });
});

describe('city picker', () => {
  it('shows the current city, cut to 5 characters on phones', () => {
    renderInRemote(<CityPicker />);
    const button = screen.getByRole('button', { name: /New Delhi/ });
    expect(within(button).getByText('New D…')).toBeInTheDocument();
  });

  it('opens a labelled dialog with focus in the search box, lists and filters the cities', async () => {
    const user = userEvent.setup();
    renderInRemote(<CityPicker />);
    await user.click(screen.getByRole('button', { name: /New Delhi/ }));
    const dialog = screen.getByRole('dialog', { name: 'Choose your city' });
    const search = within(dialog).getByRole('searchbox', { name: 'Search by city or state' });
    expect(search).toHaveFocus();
    expect(await within(dialog).findByRole('button', { name: /Chennai/ })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: /New Delhi/ })).toHaveAttribute('aria-pressed', 'true');

    await user.type(search, 'maha');
    const list = within(within(dialog).getByRole('list', { name: 'Cities' }));
    expect(list.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'MumbaiMaharashtra',
      'PuneMaharashtra',
    ]);

    await user.clear(search);
    await user.type(search, 'goa');
    expect(within(dialog).getByText('No city matches “goa”.')).toBeInTheDocument();
  });

  it('names the cities in the page language and finds them by either spelling; the store keeps the English name', async () => {
    const user = userEvent.setup();
    const { store } = renderInRemote(<CityPicker />, { locale: 'hi' });
    await user.click(screen.getByRole('button', { name: /नई दिल्ली/ }));
    const dialog = screen.getByRole('dialog');
    const search = within(dialog).getByRole('searchbox');
    await within(dialog).findByRole('button', { name: /चेन्नई/ });
    await user.type(search, 'पुणे');
    const list = within(within(dialog).getByRole('list'));
    expect(list.getAllByRole('button').map((button) => button.textContent)).toEqual(['पुणेमहाराष्ट्र']);
    await user.clear(search);
    await user.type(search, 'ludh');
    await user.click(list.getByRole('button', { name: /लुधियाना/ }));
    expect(selectCity(store.getState())).toEqual({ slug: 'ludhiana', name: 'Ludhiana' });
    expect(screen.getByRole('button', { name: /लुधियाना/ })).toBeInTheDocument();
  });

  it('stores the chosen city in the store and localStorage, closes and gives focus back', async () => {
    const user = userEvent.setup();
    const { store } = renderInRemote(<CityPicker />);
    const trigger = screen.getByRole('button', { name: /New Delhi/ });
    await user.click(trigger);
    await user.click(await screen.findByRole('button', { name: /Ludhiana/ }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(selectCity(store.getState())).toEqual({ slug: 'ludhiana', name: 'Ludhiana' });
    expect(JSON.parse(window.localStorage.getItem('location') ?? '')).toEqual({
      slug: 'ludhiana',
      name: 'Ludhiana',
    });
    const updated = screen.getByRole('button', { name: /Ludhiana/ });
    expect(updated).toHaveFocus();
    expect(within(updated).getByText('Ludhi…')).toBeInTheDocument();
  });

  it('closes on Escape without changing the city', async () => {
    const user = userEvent.setup();
    const { store } = renderInRemote(<CityPicker />);
    await user.click(screen.getByRole('button', { name: /New Delhi/ }));
    await screen.findByRole('button', { name: /Chennai/ });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /New Delhi/ })).toHaveFocus();
    expect(selectCity(store.getState()).name).toBe('New Delhi');
  });

  it('shows an error panel with retry when the cities cannot be loaded', async () => {
    const user = userEvent.setup();
    jest.mocked(fetchCities).mockRejectedValueOnce(new Error('Network Error'));
    renderInRemote(<CityPicker />);
    await user.click(screen.getByRole('button', { name: /New Delhi/ }));
    await user.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: /Pune/ })).toBeInTheDocument();
  });
});
