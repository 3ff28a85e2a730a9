import { render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { getI18n, setLanguage } from '@cvb/i18n';
import { usePageTitle } from './use-page-title';

function Titled({ title }: { title: string }) {
  usePageTitle(title);
  return null;
}

describe('usePageTitle', () => {
  afterEach(() => setLanguage('en'));

  it("ends the tab's title with the site's name in the page's language", async () => {
    await setLanguage('hi');
    render(
      <I18nextProvider i18n={getI18n()}>
        <Titled title="ट्रक समाचार" />
      </I18nextProvider>,
    );
    expect(document.title).toBe('ट्रक समाचार | सीवी बाज़ार');
  });

  it('keeps the English name on English pages', () => {
    render(
      <I18nextProvider i18n={getI18n()}>
        <Titled title="Truck news" />
      </I18nextProvider>,
    );
    expect(document.title).toBe('Truck news | CV Bazaar');
  });
});
