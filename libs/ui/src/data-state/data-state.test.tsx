import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { getI18n } from '@cvb/i18n';
import { uiLazyTexts } from '../ui-texts/lazy';
import { ThemeRoot } from '../theme-root';
import { DataState, type DataResult } from './data-state';

const notFound = Object.assign(new Error('Request failed with status code 404'), {
  response: { status: 404 },
});
const serverDown = Object.assign(new Error('Request failed with status code 503'), {
  response: { status: 503 },
});

function view(result: DataResult<string[]>) {
  return render(
    <I18nextProvider i18n={getI18n()}>
      <ThemeRoot>
        <DataState
          result={result}
          skeleton={<p>placeholder</p>}
          empty={<p>Nothing here</p>}
          isEmpty={(rows) => rows.length === 0}
          errorTexts={{ notFound: 'This truck is no longer listed.' }}
        >
          {(rows) => (
            <ul>
              {rows.map((row) => (
                <li key={row}>{row}</li>
              ))}
            </ul>
          )}
        </DataState>
      </ThemeRoot>
    </I18nextProvider>,
  );
}

afterEach(() => act(() => void getI18n().changeLanguage('en')));

// The page's i18next instance with the shared components' texts already there, as after the first load.
beforeAll(async () => {
  const i18n = getI18n();
  i18n.addResourceBundle('en', uiLazyTexts.namespace, await uiLazyTexts.locales.en(), true, false);
  i18n.addResourceBundle('hi', uiLazyTexts.namespace, await uiLazyTexts.locales.hi(), true, false);
});

describe('DataState', () => {
  it('shows the skeleton while the first answer loads, then the content', () => {
    const { rerender } = view({ status: 'loading' });
    expect(screen.getByRole('status', { name: 'Loading…' })).toHaveTextContent('placeholder');
    rerender(
      <I18nextProvider i18n={getI18n()}>
        <ThemeRoot>
          <DataState result={{ status: 'ready', data: ['Tata Ace'] }} skeleton={<p>placeholder</p>}>
            {(rows) => <p>{rows.join()}</p>}
          </DataState>
        </ThemeRoot>
      </I18nextProvider>,
    );
    expect(screen.getByText('Tata Ace')).toBeInTheDocument();
    expect(screen.queryByText('placeholder')).not.toBeInTheDocument();
  });

  it('keeps the previous answer while a newer call runs, and says when there is nothing', () => {
    const { unmount } = view({ status: 'loading', previous: ['Tata Ace'] });
    expect(screen.getByRole('listitem')).toHaveTextContent('Tata Ace');
    unmount();
    view({ status: 'ready', data: [] });
    expect(screen.getByText('Nothing here')).toBeInTheDocument();
  });

  it('tells a failure in a sentence with Retry, never the transport message', async () => {
    const retry = jest.fn();
    view({ status: 'error', error: serverDown, retry });
    const alert = screen.getByRole('alert');
    expect(
      await screen.findByText('Our server has a problem right now. Please try again in a few minutes.'),
    ).toBeInTheDocument();
    expect(alert).not.toHaveTextContent(/status code/);
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('uses the page’s own sentence for a missing item, without a pointless Retry', () => {
    view({ status: 'error', error: notFound, retry: jest.fn() });
    expect(screen.getByRole('alert')).toHaveTextContent('This truck is no longer listed.');
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it('speaks the page’s language', async () => {
    await act(() => getI18n().changeLanguage('hi'));
    view({ status: 'error', error: serverDown, retry: jest.fn() });
    expect(await screen.findByText(/^हमारे सर्वर में अभी दिक्कत है।/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'फिर से कोशिश करें' })).toBeInTheDocument();
  });
});
