import { act, screen } from '@testing-library/react';
import { missingTranslations, registerNamespace } from '@cvb/i18n';
import { renderInRemote } from '@cvb/mfe-kit/testing';
import { offlineTexts } from '../texts/offline-texts';
import { offlineBannerText, savedTimeText } from './banner-text';
import { ConnectionBanner } from './connection-banner';
import { LazyConnectionBanner } from './lazy-connection-banner';
import { noteAnswerSavedAt, forgetSavedAnswers } from './saved-at';

let online = true;
beforeAll(() => {
  registerNamespace('shell', offlineTexts);
  jest.spyOn(window.navigator, 'onLine', 'get').mockImplementation(() => online);
});
afterEach(() => {
  online = true;
  forgetSavedAnswers();
});

const SAVED = new Date('2026-11-28T05:10:00.000Z'); // 10:40 in India

it('has every offline text in six languages', () => {
  expect(missingTranslations(offlineTexts)).toEqual({});
});

describe('the offline banner text', () => {
  const t = (key: string, options?: Record<string, unknown>) =>
    key === 'offline.banner' ? `You are offline — prices as of ${String(options?.time)}` : 'no time';

  it('reads "You are offline — prices as of 28 Nov, 10:40"', () => {
    expect(offlineBannerText(t, SAVED, 'en', 'Asia/Kolkata')).toBe(
      'You are offline — prices as of 28 Nov, 10:40',
    );
  });

  it('gives the time in the visitor’s language, and no time when none is known', () => {
    expect(savedTimeText(SAVED, 'hi', 'Asia/Kolkata')).toBe('28 नव॰, 10:40');
    expect(offlineBannerText(t, null, 'en')).toBe('no time');
  });
});

describe('ConnectionBanner', () => {
  it('shows while the browser is offline, with the time the answers on screen were saved', async () => {
    renderInRemote(<ConnectionBanner />);
    expect(screen.queryByTestId('offline-banner')).not.toBeInTheDocument();

    online = false;
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(await screen.findByRole('status')).toHaveTextContent(
      'You are offline — showing what this phone has saved',
    );
    act(() => noteAnswerSavedAt(SAVED.toISOString()));
    expect(await screen.findByText(/^You are offline — prices as of 28 Nov, \d\d:\d\d$/)).toBeInTheDocument();

    online = true;
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(screen.queryByTestId('offline-banner')).not.toBeInTheDocument();
  });

  it('shows when the page is a saved copy the worker served for want of a network, though the browser says online', async () => {
    document.documentElement.setAttribute('data-offline-copy', SAVED.toISOString());
    renderInRemote(<ConnectionBanner />);
    expect(await screen.findByText(/^You are offline — prices as of 28 Nov, \d\d:\d\d$/)).toBeInTheDocument();
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(screen.queryByTestId('offline-banner')).not.toBeInTheDocument();
    expect(document.documentElement).not.toHaveAttribute('data-offline-copy');
  });

  it('speaks the page’s language', async () => {
    online = false;
    renderInRemote(<ConnectionBanner />, { locale: 'hi', path: '/hi/fuel-prices' });
    expect(await screen.findByRole('status')).toHaveTextContent('आप ऑफ़लाइन हैं');
  });
});

describe('LazyConnectionBanner (the header’s: its code loads only when needed)', () => {
  it('renders nothing online, and the banner once the connection drops', async () => {
    renderInRemote(<LazyConnectionBanner />);
    expect(screen.queryByTestId('offline-banner')).not.toBeInTheDocument();
    online = false;
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(await screen.findByRole('status')).toHaveTextContent(
      'You are offline — showing what this phone has saved',
    );
  });

  it('shows at once on a saved copy of the page the worker served', async () => {
    document.documentElement.setAttribute('data-offline-copy', SAVED.toISOString());
    renderInRemote(<LazyConnectionBanner />);
    expect(await screen.findByText(/^You are offline — prices as of 28 Nov, \d\d:\d\d$/)).toBeInTheDocument();
    document.documentElement.removeAttribute('data-offline-copy');
  });

  it('shows when an API answer came from the saved copies (a weak connection)', async () => {
    renderInRemote(<LazyConnectionBanner />);
    act(() => {
      noteAnswerSavedAt(SAVED.toISOString());
      window.dispatchEvent(new Event('cvb:saved-answer'));
    });
    expect(await screen.findByText(/^You are offline — prices as of 28 Nov, \d\d:\d\d$/)).toBeInTheDocument();
  });
});
