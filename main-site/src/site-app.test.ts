import { readFileSync } from 'node:fs';
import path from 'node:path';
import { screen, waitFor, within } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import type { EmbedHandle, EmbedModule, EmbedOptions } from './embed-loader';
import { startSite } from './site-app';

const page = readFileSync(path.join(__dirname, 'index.html'), 'utf8');

/** A stand-in for the remote's `./embed` that records what the site asks of it. */
function fakeEmbed() {
  const calls = { mounts: 0, unmounts: 0, navigations: [] as string[], locales: [] as string[] };
  let options: Partial<EmbedOptions> = {};
  const module: EmbedModule = {
    async mount(element, given): Promise<EmbedHandle> {
      calls.mounts += 1;
      options = given;
      calls.locales.push(given.locale ?? '');
      element.innerHTML = `<h1>Tractor listings ${given.path ?? ''}</h1>`;
      return {
        update: async (changes) => {
          calls.locales.push(changes.locale ?? '');
        },
        navigate: (to) => {
          calls.navigations.push(to);
        },
        unmount: () => {
          calls.unmounts += 1;
          element.innerHTML = '';
        },
      };
    },
  };
  return { module, calls, options: () => options };
}

describe('the main site', () => {
  let stop: () => void = () => undefined;
  beforeEach(() => {
    document.body.innerHTML = /<body>([\s\S]*)<\/body>/.exec(page)?.[1] ?? '';
    localStorage.clear();
    history.replaceState(null, '', '/');
  });
  afterEach(() => stop());

  it('has its own home page and header, and mounts the embed for /tractors with the API base and locale', async () => {
    const embed = fakeEmbed();
    stop = startSite({ loadEmbed: async () => embed.module, apiBase: '/api' }).stop;
    expect(
      screen.getByRole('heading', { level: 1, name: 'Tractors, implements and construction equipment' }),
    ).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    await userEvent.click(within(nav).getByRole('link', { name: 'Tractors' }));
    expect(await screen.findByRole('heading', { name: 'Tractor listings /tractors' })).toBeInTheDocument();
    expect(location.pathname).toBe('/tractors');
    expect(within(nav).getByRole('link', { name: 'Tractors' })).toHaveAttribute('aria-current', 'page');
    expect(embed.options()).toEqual(
      expect.objectContaining({
        path: '/tractors',
        locale: 'en',
        apiBase: '/api',
        theme: expect.objectContaining({ colors: expect.objectContaining({ brand: '#1f6f3a' }) }),
      }),
    );
  });

  it('moves the mounted embed instead of mounting again, and unmounts it on its own pages', async () => {
    const embed = fakeEmbed();
    history.replaceState(null, '', '/tractors');
    stop = startSite({ loadEmbed: async () => embed.module, apiBase: '/api' }).stop;
    await screen.findByRole('heading', { name: 'Tractor listings /tractors' });
    await userEvent.click(screen.getByRole('link', { name: 'Construction equipment' }));
    expect(embed.calls.mounts).toBe(1);
    expect(embed.calls.navigations).toEqual(['/infra']);
    await userEvent.click(screen.getByRole('link', { name: 'Home' }));
    expect(embed.calls.unmounts).toBe(1);
    expect(screen.queryByRole('heading', { name: /Tractor listings/ })).toBeNull();
  });

  it('follows the embed: its navigation becomes the address, a lead shows the site notice', async () => {
    const embed = fakeEmbed();
    history.replaceState(null, '', '/tractors');
    stop = startSite({ loadEmbed: async () => embed.module, apiBase: '/api' }).stop;
    await screen.findByRole('heading', { name: 'Tractor listings /tractors' });
    embed.options().onNavigate?.('/tractors/mahindra/575-di');
    expect(location.pathname).toBe('/tractors/mahindra/575-di');
    embed.options().onLead?.({ kind: 'quote', source: '/infra/jcb/3dx' });
    expect(screen.getByRole('status')).toHaveTextContent('Your request has been sent');
  });

  it('switches the embed language with its own language menu, and remembers it', async () => {
    const embed = fakeEmbed();
    history.replaceState(null, '', '/tractors');
    stop = startSite({ loadEmbed: async () => embed.module, apiBase: '/api' }).stop;
    await screen.findByRole('heading', { name: 'Tractor listings /tractors' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'हिन्दी');
    await waitFor(() => expect(embed.calls.locales).toEqual(['en', 'hi']));
    expect(document.documentElement.lang).toBe('hi');
    expect(screen.getByRole('link', { name: 'ट्रैक्टर' })).toBeInTheDocument();
    expect(localStorage.getItem('kyk-locale')).toBe('hi');
  });

  it('shows its own fallback when the remote cannot load, keeps its header working, and retries', async () => {
    const embed = fakeEmbed();
    let fail = true;
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    history.replaceState(null, '', '/infra');
    stop = startSite({
      loadEmbed: async () => {
        if (fail) throw new Error('remote down');
        return embed.module;
      },
      apiBase: '/api',
    }).stop;
    expect(
      await screen.findByRole('heading', { name: 'Listings are unavailable right now' }),
    ).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Tractor listings /infra' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Home' }));
    expect(
      screen.getByRole('heading', { level: 1, name: 'Tractors, implements and construction equipment' }),
    ).toBeInTheDocument();
  });

  it('names each page in the tab: home, the embedded page (its own title from the API) and not found', async () => {
    const embed = fakeEmbed();
    const titles: Record<string, string> = {
      'en /tractors': 'Tractors in India',
      'en /tractors/mahindra/575-di': 'Mahindra 575 DI Price in India',
    };
    stop = startSite({
      loadEmbed: async () => embed.module,
      apiBase: '/api',
      loadTitle: async (path, locale) => titles[`${locale} ${path}`] ?? null,
    }).stop;
    expect(document.title).toBe('Tractors, implements and construction equipment | Krishi Yantra Kendra');
    await userEvent.click(screen.getByRole('link', { name: 'Tractors' }));
    await waitFor(() => expect(document.title).toBe('Tractors in India | Krishi Yantra Kendra'));
    embed.options().onNavigate?.('/tractors/mahindra/575-di');
    await waitFor(() => expect(document.title).toBe('Mahindra 575 DI Price in India | Krishi Yantra Kendra'));
    history.pushState(null, '', '/no-such-page');
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(document.title).toBe('We could not find this page | Krishi Yantra Kendra');
  });

  it('shows a page under a language prefix in that language, keeps the prefix in its links and moves it with the menu', async () => {
    const embed = fakeEmbed();
    history.replaceState(null, '', '/hi/tractors');
    stop = startSite({
      loadEmbed: async () => embed.module,
      apiBase: '/api',
      loadTitle: async (path, locale) => (locale === 'hi' && path === '/tractors' ? 'भारत में ट्रैक्टर' : null),
    }).stop;
    expect(await screen.findByRole('heading', { name: 'Tractor listings /tractors' })).toBeInTheDocument();
    expect(embed.options()).toEqual(
      expect.objectContaining({ path: '/tractors', locale: 'hi', basePath: '/hi' }),
    );
    expect(document.documentElement.lang).toBe('hi');
    await waitFor(() => expect(document.title).toBe('भारत में ट्रैक्टर | कृषि यंत्र केंद्र'));
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'ट्रैक्टर' })).toHaveAttribute('href', '/hi/tractors');
    expect(within(nav).getByRole('link', { name: 'ट्रैक्टर' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'होम' })).toHaveAttribute('href', '/hi');
    expect(screen.getByRole('link', { name: 'कृषि यंत्र केंद्र' })).toHaveAttribute('href', '/hi');

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'भाषा' }), 'मराठी');
    expect(location.pathname).toBe('/mr/tractors');
    await waitFor(() =>
      expect(embed.options()).toEqual(expect.objectContaining({ locale: 'mr', basePath: '/mr' })),
    );
    expect(within(nav).getByRole('link', { name: 'मुख्यपृष्ठ' })).toHaveAttribute('href', '/mr');

    await userEvent.click(within(nav).getByRole('link', { name: 'मुख्यपृष्ठ' }));
    expect(location.pathname).toBe('/mr');
    expect(
      screen.getByRole('heading', { level: 1, name: 'ट्रॅक्टर, शेती अवजारे आणि बांधकाम उपकरणे' }),
    ).toBeInTheDocument();
  });

  it('answers an unknown path with its own not-found page', () => {
    history.replaceState(null, '', '/no-such-page');
    stop = startSite({ loadEmbed: async () => fakeEmbed().module, apiBase: '/api' }).stop;
    expect(screen.getByRole('heading', { name: 'We could not find this page.' })).toBeInTheDocument();
  });
});
