import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { registerNamespace, type NamespaceResources } from '@cvb/i18n';
import { renderInRemote } from '@cvb/mfe-kit/testing';
import { texts as en } from '../../texts/by-locale/en';
import { texts as hi } from '../../texts/by-locale/hi';
import { texts as te } from '../../texts/by-locale/te';
import { en as enHeader } from '../../texts/header/en';
import { hi as hiHeader } from '../../texts/header/hi';
import { te as teHeader } from '../../texts/header/te';
import { en as enHome } from '../../texts/home/en';
import { hi as hiHome } from '../../texts/home/hi';
import { te as teHome } from '../../texts/home/te';
import { VehicleFinder } from '../../pages/home/vehicle-finder';
import { DesktopNav } from './desktop-nav';
import { menuForPath } from './header-menus';

jest.mock('single-spa', () => ({ navigateToUrl: jest.fn() }));

const shellTexts = { en, hi, te } as unknown as NamespaceResources;
const WORDS = {
  en: { ...enHeader, ...enHome },
  hi: { ...hiHeader, ...hiHome },
  te: { ...teHeader, ...teHome },
};
beforeAll(() => registerNamespace('shell', shellTexts));

/** The bus budget pages' link texts in the header's "By budget" dropdown and in the home finder. */
async function busBudgetLabels(locale: 'en' | 'hi' | 'te') {
  const user = userEvent.setup();
  renderInRemote(
    <>
      <DesktopNav items={menuForPath('/buses')} currentPath="/buses" label="menu" />
      <VehicleFinder />
    </>,
    { locale, path: '/buses' },
  );
  const words = WORDS[locale];
  const finder = screen.getByRole('region', { name: words.home.finder.title });
  await user.click(within(finder).getByRole('button', { name: words.home.finder.verticals.bus }));
  const byBudget = within(screen.getByRole('navigation', { name: 'menu' })).getByRole('button', {
    name: words.header.menu.byBudget,
  });
  await user.click(byBudget);
  const textOf = (link: HTMLElement) => `${link.getAttribute('href')} ${link.textContent}`;
  const menuLinks = within(
    document.getElementById(byBudget.getAttribute('aria-controls') ?? '') as HTMLElement,
  )
    .getAllByRole('link')
    .map(textOf);
  const finderLinks = within(finder)
    .getAllByRole('link')
    .filter((link) => /under|above/.test(link.getAttribute('href') ?? ''))
    .map(textOf);
  return { menu: menuLinks, finder: finderLinks };
}

describe('a budget band reads the same in the header menu and the home finder', () => {
  it.each([
    ['en', 'Under ₹1 Cr'],
    ['hi', '₹1 करोड़ से कम'],
    ['te', '₹1 కోటి లోపు'],
  ] as const)('in %s: "%s" for buses under 1 crore', async (locale, label) => {
    const { menu, finder } = await busBudgetLabels(locale);
    const prefix = locale === 'en' ? '' : `/${locale}`;
    expect(menu).toContain(`${prefix}/buses/buses-under-1-crore ${label}`);
    expect(menu).toEqual(finder);
  });
});
