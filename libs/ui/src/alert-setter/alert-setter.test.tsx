import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { getI18n } from '@cvb/i18n';
import { ThemeRoot } from '../theme-root';
import { uiLazyTexts } from '../ui-texts/lazy';
import { AlertSetter } from './alert-setter';

function renderSetter(props: { signedIn: boolean; save?: () => Promise<unknown> }) {
  const save = props.save ?? jest.fn().mockResolvedValue({});
  render(
    <I18nextProvider i18n={getI18n()}>
      <ThemeRoot>
        <AlertSetter
          title="Tell me about Mahindra"
          signedIn={props.signedIn}
          save={save}
          manageHref="/account/alerts"
        >
          <label>
            Note <input />
          </label>
        </AlertSetter>
      </ThemeRoot>
    </I18nextProvider>,
  );
  return save;
}

beforeAll(async () => {
  const i18n = getI18n();
  i18n.addResourceBundle('en', uiLazyTexts.namespace, await uiLazyTexts.locales.en(), true, false);
  i18n.addResourceBundle('hi', uiLazyTexts.namespace, await uiLazyTexts.locales.hi(), true, false);
});
afterEach(() => void getI18n().changeLanguage('en'));

describe('AlertSetter', () => {
  it('asks a visitor to log in through the shell, and opens no form', async () => {
    const opened = jest.fn();
    window.addEventListener('cvb:open-login', opened);
    renderSetter({ signedIn: false });
    await userEvent.click(screen.getByRole('button', { name: 'Set an alert' }));
    expect(opened).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    window.removeEventListener('cvb:open-login', opened);
  });

  it('opens its form for a signed-in person, saves, and links to the alerts page', async () => {
    const save = renderSetter({ signedIn: true });
    await userEvent.click(screen.getByRole('button', { name: 'Set an alert' }));
    const form = screen.getByRole('form', { name: 'Tell me about Mahindra' });
    expect(form).toContainElement(screen.getByRole('textbox', { name: 'Note' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save alert' }));
    expect(save).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('status')).toHaveTextContent('Alert saved. We will send you an SMS.');
    expect(screen.getByRole('link', { name: 'Your alerts' })).toHaveAttribute('href', '/account/alerts');
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('says so when the alert could not be saved, and keeps the form; in Hindi too', async () => {
    await getI18n().changeLanguage('hi');
    renderSetter({ signedIn: true, save: jest.fn().mockRejectedValue(new Error('422')) });
    await userEvent.click(screen.getByRole('button', { name: 'अलर्ट लगाएँ' }));
    await userEvent.click(screen.getByRole('button', { name: 'अलर्ट सहेजें' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('अलर्ट सहेजा नहीं जा सका। कृपया फिर कोशिश करें।');
    expect(screen.getByRole('form', { name: 'Tell me about Mahindra' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'रद्द करें' }));
    expect(screen.getByRole('button', { name: 'अलर्ट लगाएँ' })).toBeInTheDocument();
  });
});
