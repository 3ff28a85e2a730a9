import { setImmediate } from 'node:timers';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AppProps, LifeCycleFn } from 'single-spa';
import { FIRST_DATA_ELEMENT_ID } from '@cvb/contracts';
import { resetFirstData } from '@cvb/api-client';
import { createRemote } from '../create-remote';
import type { RemoteDefinition } from '../create-remote';
import { aceKey, lazyStoryRemote, storyRemote } from '../testing/story-remote';
import { remoteServerRenderer } from './render-remote';

type Props = AppProps & { domElement: HTMLElement };

// The server's renderer runs here too (jsdom has no setImmediate, which React's Node renderer schedules with), and
// single-spa mounts as in a page: its mount settles after React commits, outside any act() scope.
Object.assign(globalThis, { setImmediate, IS_REACT_ACT_ENVIRONMENT: false });

const answers = { [aceKey('en')]: { name: 'Tata Ace Gold', price: '₹4.00 Lakh' } };

/** The page as the shell's server sends it: the app's box with its server view, and the answers it was made from. */
async function serverPage(render = remoteServerRenderer(storyRemote)): Promise<HTMLElement> {
  const view = await render({
    url: '/trucks/tata-motors/ace-gold',
    locale: 'en',
    data: answers,
    origin: window.location.origin,
  });
  window.history.pushState({}, '', '/trucks/tata-motors/ace-gold');
  const box = document.createElement('div');
  box.dataset.serverView = storyRemote.app;
  box.setAttribute('inert', '');
  box.innerHTML = view.html;
  document.body.append(box);
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = FIRST_DATA_ELEMENT_ID;
  script.textContent = JSON.stringify(answers);
  document.head.append(script);
  resetFirstData();
  return box;
}

async function mount(box: HTMLElement, remote: RemoteDefinition = storyRemote) {
  const lifecycles = createRemote(remote);
  const props = { name: storyRemote.app, domElement: box } as unknown as Props;
  await (lifecycles.bootstrap as LifeCycleFn<Props>)(props);
  await (lifecycles.mount as LifeCycleFn<Props>)(props);
  return () => (lifecycles.unmount as LifeCycleFn<Props>)(props);
}

describe('a server view in the browser', () => {
  it('is hydrated, not painted again: the same elements come alive, without a mismatch', async () => {
    const box = await serverPage();
    const heading = box.querySelector('h1');
    expect(heading).toHaveTextContent('Tata Ace Gold');
    const errors = jest.spyOn(console, 'error');
    const reported: unknown[] = [];
    const onError = (event: ErrorEvent) => reported.push(event.error);
    window.addEventListener('error', onError);

    const unmount = await mount(box);
    expect(box.querySelector('h1')).toBe(heading);
    expect(box.dataset.serverView).toBeUndefined();
    expect(box.hasAttribute('inert')).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await screen.findByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true');
    // (React's development build also warns here that the server and browser renderers share contexts: in one
    // test process they do; in a page they never meet.)
    const hydrationErrors = errors.mock.calls.filter((call) =>
      /hydrat|did not match|mismatch/i.test(String(call[0])),
    );
    expect(hydrationErrors).toEqual([]);
    expect(reported).toEqual([]);

    window.removeEventListener('error', onError);
    await unmount();
    // Mounted again (the visitor comes back to the page): rendered afresh, from the network's answer this time.
    box.remove();
  });

  it('answers taps only once a lazily loaded page is hydrated, so nothing typed into its server view is lost', async () => {
    // The server renders in its own module registry: React's server and browser renderers in one process would share
    // the router's context across the Suspense boundary (in a page they never meet).
    let render = remoteServerRenderer(storyRemote);
    await jest.isolateModulesAsync(async () => {
      const server = await import('./render-remote');
      const remotes = await import('../testing/story-remote');
      render = server.remoteServerRenderer(remotes.lazyStoryRemote());
    });
    const box = await serverPage(render);
    let pageCodeComes: (code?: unknown) => void = () => undefined;
    const unmount = await mount(box, lazyStoryRemote(new Promise((resolve) => (pageCodeComes = resolve))));
    // The root is committed, but the page is still the server's HTML: React would drop what is typed into it.
    expect(box).toHaveTextContent('Tata Ace Gold');
    expect(box).toHaveAttribute('inert');

    pageCodeComes();
    await waitFor(() => expect(box).not.toHaveAttribute('inert'));
    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await screen.findByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true');
    await unmount();
    box.remove();
  });

  it('renders afresh into a box without a server view', async () => {
    const box = document.createElement('div');
    document.body.append(box);
    window.history.pushState({}, '', '/broken-link');
    const unmount = await mount(box);
    await waitFor(() => expect(box.dataset.serverView).toBeUndefined());
    expect(box.querySelector('h1')).toBeNull();
    await unmount();
  });
});
