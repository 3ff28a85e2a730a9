import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { registerNamespace } from '@cvb/i18n';
import { renderInRemote } from '@cvb/mfe-kit/testing';
import { headerTexts } from '../../texts/header-texts';
import { DesktopNav } from './desktop-nav';
import { menuForPath } from './header-menus';
import { DROPDOWN_CLOSE_DELAY_MS } from './use-dropdowns';

beforeAll(() => registerNamespace('shell', headerTexts));

function renderNav(path = '/', locale: 'en' | 'hi' = 'en') {
  return renderInRemote(<DesktopNav items={menuForPath(path)} currentPath={path} label="Main menu" />, {
    locale,
  });
}

const nav = () => screen.getByRole('navigation', { name: 'Main menu' });

describe('desktop dropdowns', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('open on hover and close 300 ms after the pointer leaves', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderNav();
    const trigger = within(nav()).getByRole('link', { name: 'News & Reviews' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Expert reviews' })).not.toBeInTheDocument();

    await user.hover(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const panel = document.getElementById(trigger.getAttribute('aria-controls') ?? '');
    expect(panel).not.toBeNull();
    expect(within(panel as HTMLElement).getByRole('link', { name: 'Expert reviews' })).toHaveAttribute(
      'href',
      '/expert-reviews',
    );

    await user.unhover(trigger);
    act(() => jest.advanceTimersByTime(DROPDOWN_CLOSE_DELAY_MS - 1));
    expect(screen.getByRole('link', { name: 'Expert reviews' })).toBeVisible();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByRole('link', { name: 'Expert reviews' })).not.toBeInTheDocument();
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('stays open when the pointer comes back within 300 ms', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderNav();
    const trigger = within(nav()).getByRole('link', { name: 'News & Reviews' });
    await user.hover(trigger);
    await user.unhover(trigger);
    act(() => jest.advanceTimersByTime(200));
    await user.hover(trigger);
    act(() => jest.advanceTimersByTime(1000));
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
  });

  it('opens on keyboard focus, lets Tab reach its links, and Escape closes it back on the trigger', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderNav('/trucks');
    const budget = within(nav()).getByRole('button', { name: 'By budget' });
    while (document.activeElement !== budget) await user.tab();
    expect(budget).toHaveAttribute('aria-expanded', 'true');
    await user.tab();
    expect(screen.getByRole('link', { name: 'Under ₹10 Lakh' })).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Under ₹10 Lakh' })).toHaveAttribute(
      'href',
      '/trucks/trucks-under-10-lakh',
    );

    await user.keyboard('{Escape}');
    expect(budget).toHaveFocus();
    expect(budget).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Under ₹10 Lakh' })).not.toBeInTheDocument();
  });

  it('closes when focus leaves it', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderNav('/trucks');
    const budget = within(nav()).getByRole('button', { name: 'By budget' });
    act(() => budget.focus());
    expect(budget).toHaveAttribute('aria-expanded', 'true');
    const lastBudgetLink = screen.getByRole('link', { name: 'Above ₹50 Lakh' });
    act(() => lastBudgetLink.focus());
    await user.tab();
    expect(budget).toHaveAttribute('aria-expanded', 'false');
  });

  it('stays open when the trigger that hover and focus opened is clicked, and Enter reopens it after Escape', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderNav('/trucks');
    const budget = within(nav()).getByRole('button', { name: 'By budget' });
    await user.click(budget);
    expect(budget).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Under ₹10 Lakh' })).toBeVisible();

    await user.keyboard('{Escape}');
    expect(budget).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{Enter}');
    expect(budget).toHaveAttribute('aria-expanded', 'true');
  });

  it('shows one dropdown at a time', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderNav('/trucks');
    await user.hover(within(nav()).getByRole('button', { name: 'By budget' }));
    await user.hover(within(nav()).getByRole('button', { name: 'By type' }));
    expect(within(nav()).getByRole('button', { name: 'By budget' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(screen.getByRole('link', { name: 'Dumper trucks' })).toBeVisible();
  });
});

describe('menu links', () => {
  it('carry the locale prefix, except fuel prices which stay in English', () => {
    renderNav('/', 'hi');
    const menu = within(screen.getByRole('navigation'));
    expect(menu.getByRole('link', { name: 'ट्रक' })).toHaveAttribute('href', '/hi/trucks');
    expect(menu.getByRole('link', { name: 'ईंधन के दाम' })).toHaveAttribute('href', '/fuel-prices');
  });

  it('mark the current page', () => {
    renderNav('/trucks/compare');
    expect(screen.getByRole('link', { name: 'Compare' })).toHaveAttribute('aria-current', 'page');
  });
});
