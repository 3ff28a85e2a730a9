import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { navigateToUrl } from 'single-spa';
import { renderInRemote } from '@cvb/mfe-kit/testing';
import { registerPagesTexts } from '../texts/pages-texts';
import { SHELL_PAGES } from '@cvb/route-table';
import { SHELL_PAGE_PATHS, ShellPages } from './shell-pages';

jest.mock('single-spa', () => ({ navigateToUrl: jest.fn() }));
jest.mock('./home/home-page', () => ({ HomePage: () => <h1>Home</h1> }));

beforeAll(registerPagesTexts);

function visit(path: string, locale: 'en' | 'hi' | 'te' = 'en') {
  window.history.pushState({}, '', path);
  return renderInRemote(<ShellPages />, { locale, path });
}

describe('shell pages', () => {
  it('has a page for every path the route table gives the shell (so the server may answer 200)', () => {
    expect([...SHELL_PAGE_PATHS].sort()).toEqual([...SHELL_PAGES].sort());
  });

  it.each([
    ['/about-us', 'About CV Bazaar'],
    ['/advertise-with-us', 'Advertise with us'],
    ['/privacy-policy', 'Privacy policy'],
    ['/terms-and-conditions', 'Terms and conditions'],
    ['/visitor-agreement', 'Visitor agreement'],
    ['/contact-us', 'Contact us'],
  ])('%s shows its page', async (path, heading) => {
    visit(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(document.title).toBe(`${heading} | CV Bazaar`);
  });

  it('shows several paragraphs of real text, with the legal date on legal pages', async () => {
    visit('/privacy-policy/');
    expect(await screen.findByText('Last updated: 1 January 2025')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).length).toBeGreaterThanOrEqual(3);
    expect(screen.getByText(/We never sell your personal data/)).toBeInTheDocument();
  });

  it('works under a locale prefix', async () => {
    visit('/hi/about-us', 'hi');
    expect(await screen.findByRole('heading', { level: 1, name: 'सीवी बाज़ार के बारे में' })).toBeInTheDocument();
  });

  it('shows the not-found page with the exact text and a button home in the current language', async () => {
    visit('/te/no-such-page', 'te');
    // The switch to Telugu waits for the Telugu texts of the pages visited before (a static page's are their own).
    expect(await screen.findByRole('heading', { level: 1, name: /క్షమించండి/ })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'హోమ్‌కు తిరిగి వెళ్ళండి' }));
    expect(navigateToUrl).toHaveBeenCalledWith('/te');
  });

  it('says the English not-found sentence exactly and goes back to /', async () => {
    visit('/truckstop');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      /^Sorry, We cant find the page you are looking for!$/,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Go back home' }));
    expect(navigateToUrl).toHaveBeenCalledWith('/');
  });
});
