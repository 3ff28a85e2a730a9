import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { navigateToUrl } from 'single-spa';
import { renderInRemote } from '@cvb/mfe-kit/testing';
import { LanguageSelect } from './language-select';

jest.mock('single-spa', () => ({ navigateToUrl: jest.fn() }));

describe('language selector', () => {
  it.each([
    ['/trucks/tata-motors?sort=price-asc#specs', 'en', 'ta', '/ta/trucks/tata-motors?sort=price-asc#specs'],
    ['/hi/buses', 'hi', 'en', '/buses'],
    ['/mr', 'mr', 'pa', '/pa'],
  ] as const)('re-opens %s (%s) in %s as %s', async (url, locale, chosen, expected) => {
    window.history.pushState({}, '', url);
    const user = userEvent.setup();
    renderInRemote(<LanguageSelect />, { locale });
    await user.selectOptions(screen.getByRole('combobox'), chosen);
    expect(navigateToUrl).toHaveBeenLastCalledWith(expected);
  });
});
