import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInRemote } from '@cvb/mfe-kit/src/testing/test-providers';
import { registerPagesTexts } from '../../texts/pages-texts';
import { Footer } from './footer';

beforeAll(registerPagesTexts);
afterEach(() => jest.restoreAllMocks());

function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

describe('footer subscription form', () => {
  it('asks for an email, then for a valid one, without calling the API', async () => {
    const subscribe = jest.fn(async () => 201);
    renderInRemote(<Footer subscribe={subscribe} />);
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter your email');
    await userEvent.type(screen.getByLabelText('Your email address'), 'ravi@transport');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid email address');
    expect(screen.getByLabelText('Your email address')).toHaveAttribute('aria-invalid', 'true');
    expect(subscribe).not.toHaveBeenCalled();
  });

  it('disables the button while submitting, then thanks the visitor on 201 and empties the form', async () => {
    const answer = deferred<number>();
    const subscribe = jest.fn(() => answer.promise);
    renderInRemote(<Footer subscribe={subscribe} />);
    await userEvent.type(screen.getByLabelText('Your email address'), 'ravi@sharmatransport.in');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(subscribe).toHaveBeenCalledWith({ email: 'ravi@sharmatransport.in', category: 'subscription' });
    expect(screen.getByRole('button', { name: 'Subscribing…' })).toBeDisabled();
    answer.resolve(201);
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Thank you! You are subscribed to the CV Bazaar newsletter.',
    );
    expect(screen.getByLabelText('Your email address')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
  });

  it('shows a clear failure and keeps the address when the call fails', async () => {
    const subscribe = jest.fn(async () => {
      throw new Error('Network Error');
    });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderInRemote(<Footer subscribe={subscribe} />);
    await userEvent.type(screen.getByLabelText('Your email address'), 'ravi@sharmatransport.in');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not subscribe you right now');
    expect(screen.getByLabelText('Your email address')).toHaveValue('ravi@sharmatransport.in');
  });

  it('speaks Hindi on Hindi pages', async () => {
    renderInRemote(<Footer subscribe={jest.fn()} />, { locale: 'hi' });
    await userEvent.click(screen.getByRole('button', { name: 'सब्सक्राइब करें' }));
    expect(screen.getByRole('alert')).toHaveTextContent('कृपया अपना ईमेल दर्ज करें');
  });
});

describe('footer links', () => {
  it('groups links, keeps fuel prices in English and localizes the rest', () => {
    renderInRemote(<Footer subscribe={jest.fn()} />, { locale: 'hi' });
    expect(screen.getByRole('heading', { name: 'ट्रक' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'आज के ईंधन के दाम' })).toHaveAttribute('href', '/fuel-prices');
    expect(screen.getByRole('link', { name: 'ट्रक ब्रांड' })).toHaveAttribute('href', '/hi/trucks/brands');
    expect(screen.getByRole('link', { name: 'गोपनीयता नीति' })).toHaveAttribute('href', '/hi/privacy-policy');
    expect(screen.getByText('© 2025 सीवी बाज़ार। सर्वाधिकार सुरक्षित।')).toBeInTheDocument();
  });

  it('lists company links, sister sites, social profiles and the two footer languages', () => {
    renderInRemote(<Footer subscribe={jest.fn()} />);
    for (const name of ['Contact us', 'About us', 'Advertise with us', 'Articles', 'News', 'Videos']) {
      expect(screen.getByRole('link', { name })).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: /CV Bazaar Cars/ })).toHaveAttribute(
      'href',
      'https://cars.cvbazaar.in',
    );
    const social = screen.getByRole('list', { name: 'Follow us' });
    expect(within(social).getByRole('link', { name: /CV Bazaar on YouTube/ })).toHaveAttribute(
      'href',
      'https://www.youtube.com/@CVBazaarIndia',
    );
    const languages = screen.getByRole('navigation', { name: 'Language' });
    expect(within(languages).getByRole('link', { name: 'English' })).toHaveAttribute('href', '/');
    expect(within(languages).getByRole('link', { name: 'हिन्दी' })).toHaveAttribute('href', '/hi');
    expect(screen.getByText('© 2025 CV Bazaar. All rights reserved.')).toBeInTheDocument();
  });

  it('folds sections into accordions on phones', async () => {
    const matchMedia = jest.fn(() => ({
      matches: false,
      addEventListener: jest.fn(),
      removeEventListener: jest.fn(),
    }));
    Object.defineProperty(window, 'matchMedia', { value: matchMedia, configurable: true });
    try {
      renderInRemote(<Footer subscribe={jest.fn()} />);
      const toggle = screen.getByRole('button', { name: 'Trucks' });
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
      expect(screen.queryByRole('link', { name: 'Truck brands' })).not.toBeInTheDocument();
      await userEvent.click(toggle);
      expect(toggle).toHaveAttribute('aria-expanded', 'true');
      expect(screen.getByRole('link', { name: 'Truck brands' })).toBeVisible();
    } finally {
      Reflect.deleteProperty(window, 'matchMedia');
    }
  });
});
