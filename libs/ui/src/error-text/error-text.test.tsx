import { act, render, screen } from '@testing-library/react';
import { getI18n, LOCALES } from '@cvb/i18n';
import { errorKind } from './error-kind';
import { useErrorText, type ErrorTextOverrides } from './error-text';
import { uiLazyTexts } from '../ui-texts/lazy';

const withStatus = (status: number) =>
  Object.assign(new Error(`Request failed with status code ${status}`), { response: { status } });

function Said({ error, overrides }: { error: unknown; overrides?: ErrorTextOverrides }) {
  const textOf = useErrorText();
  return <p>{textOf(error, overrides)}</p>;
}

beforeAll(() => getI18n());
afterEach(() => act(() => void getI18n().changeLanguage('en')));

describe('errorKind', () => {
  it('sorts failures by what a visitor can do about them', () => {
    expect(errorKind(withStatus(404))).toBe('notFound');
    expect(errorKind(withStatus(400))).toBe('invalid');
    expect(errorKind(withStatus(429))).toBe('tooMany');
    expect(errorKind(withStatus(502))).toBe('server');
    expect(
      errorKind(Object.assign(new Error('timeout of 200000ms exceeded'), { code: 'ECONNABORTED' })),
    ).toBe('timeout');
    expect(errorKind(Object.assign(new Error('Network Error'), { code: 'ERR_NETWORK', request: {} }))).toBe(
      'offline',
    );
    expect(errorKind(new Error('Expected string, received number'))).toBe('unknown');
    expect(errorKind('boom')).toBe('unknown');
  });
});

describe('useErrorText', () => {
  it('says a sentence in the visitor’s language instead of the transport message', async () => {
    render(<Said error={withStatus(404)} />);
    expect(
      await screen.findByText(
        'We could not find what you asked for. The link may be wrong or the page may have been removed.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/status code/)).not.toBeInTheDocument();
  });

  it('follows the page’s language and takes a page’s own sentence for a kind', async () => {
    await act(() => getI18n().changeLanguage('hi'));
    const { rerender } = render(<Said error={withStatus(503)} />);
    expect(
      await screen.findByText('हमारे सर्वर में अभी दिक्कत है। कृपया कुछ मिनट बाद फिर से कोशिश करें।'),
    ).toBeInTheDocument();
    rerender(<Said error={withStatus(404)} overrides={{ notFound: 'यह ट्रक अब सूची में नहीं है।' }} />);
    expect(screen.getByText('यह ट्रक अब सूची में नहीं है।')).toBeInTheDocument();
  });

  it('has every sentence in all six languages, none of them a transport message', async () => {
    const english = (await uiLazyTexts.locales.en()) as { errors: Record<string, string> };
    const kinds = Object.keys(english.errors).sort();
    for (const { code } of LOCALES) {
      const texts = (await uiLazyTexts.locales[code]()) as { errors: Record<string, string> };
      expect(Object.keys(texts.errors).sort()).toEqual(kinds);
      for (const text of Object.values(texts.errors)) {
        expect(text).not.toMatch(/status code|Request failed|Network Error/);
      }
    }
  });
});
