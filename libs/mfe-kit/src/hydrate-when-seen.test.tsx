import { act, useEffect, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HydrateWhenSeen, ServerRender } from './hydrate-when-seen';
import { FakeObserver, fakeSeenOrIdle } from './testing/seen-or-idle-fakes';

/** A section of the page below the fold: a counter that says when React has taken it over. */
function Counter({ name, city, onAlive }: { name: string; city?: string; onAlive: (name: string) => void }) {
  const [count, setCount] = useState(0);
  useEffect(() => onAlive(name), [name, onAlive]);
  return (
    <section aria-label={name}>
      <h2>{name}</h2>
      {city && <p>{`Prices in ${city}`}</p>}
      <button type="button" onClick={() => setCount(count + 1)}>
        {`${name}: ${count} taps`}
      </button>
    </section>
  );
}

function Page({ onAlive, city = 'Delhi' }: { onAlive: (name: string) => void; city?: string }) {
  return (
    <main>
      <h1>Tata Ace Gold</h1>
      <p>{`Your city: ${city}`}</p>
      <HydrateWhenSeen>
        <Counter name="Specs" city={city} onAlive={onAlive} />
      </HydrateWhenSeen>
      <HydrateWhenSeen>
        <Counter name="Reviews" onAlive={onAlive} />
      </HydrateWhenSeen>
    </main>
  );
}

const noop = () => undefined;

describe('HydrateWhenSeen', () => {
  let idle: (() => void)[];
  let restore: () => void;
  let root: Root | undefined;
  let errors: jest.SpyInstance;

  beforeEach(() => {
    ({ idle, restore } = fakeSeenOrIdle());
    errors = jest.spyOn(console, 'error');
  });

  afterEach(() => {
    act(() => root?.unmount());
    root = undefined;
    document.body.innerHTML = '';
    restore();
    errors.mockRestore();
  });

  /** The page as the server sends it, hydrated in the browser: returns the parts' boxes. */
  async function hydrateServerPage(onAlive: (name: string) => void) {
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <ServerRender value>
        <Page onAlive={noop} />
      </ServerRender>,
    );
    document.body.append(container);
    await act(async () => {
      root = hydrateRoot(container, <Page onAlive={onAlive} />);
    });
    const [specs, reviews] = [...container.querySelectorAll(':scope > main > div')];
    return { container, specs, reviews };
  }

  function expectNoHydrationError() {
    expect(
      errors.mock.calls.filter((call) => /hydrat|did not match|mismatch/i.test(String(call[0]))),
    ).toEqual([]);
  }

  it('renders every part in full on the server', () => {
    const html = renderToString(
      <ServerRender value>
        <Page onAlive={noop} />
      </ServerRender>,
    );
    expect(html).toContain('<h2>Specs</h2>');
    expect(html).toContain('<h2>Reviews</h2>');
    expect(html).toContain('Reviews: 0 taps');
  });

  it("keeps a part's server HTML until it comes near the screen, then hydrates it in place", async () => {
    const alive = jest.fn();
    const { specs } = await hydrateServerPage(alive);
    const button = screen.getByRole('button', { name: 'Specs: 0 taps' });
    expect(screen.getByRole('heading', { name: 'Reviews' })).toBeVisible();
    expect(alive).not.toHaveBeenCalled();

    await act(async () => FakeObserver.of(specs)?.show(true));
    expect(alive.mock.calls).toEqual([['Specs']]);
    fireEvent.click(button);
    expect(screen.getByRole('button', { name: 'Specs: 1 taps' })).toBe(button);
    expectNoHydrationError();
  });

  it('hydrates the rest once the browser is idle', async () => {
    const alive = jest.fn();
    await hydrateServerPage(alive);
    await act(async () => idle.forEach((callback) => callback()));
    expect(alive.mock.calls.map(([name]) => name).sort()).toEqual(['Reviews', 'Specs']);
    expectNoHydrationError();
  });

  it('hydrates a part the visitor touches before it was seen, and their first tap counts', async () => {
    const alive = jest.fn();
    await hydrateServerPage(alive);
    await userEvent.click(screen.getByRole('button', { name: 'Reviews: 0 taps' }));
    expect(await screen.findByRole('button', { name: 'Reviews: 1 taps' })).toBeInTheDocument();
    expect(alive.mock.calls).toEqual([['Reviews']]);
    expectNoHydrationError();
  });

  it('hydrates a part on a click without a pointer (a keyboard or a script), and the click counts', async () => {
    const alive = jest.fn();
    await hydrateServerPage(alive);
    fireEvent.click(screen.getByRole('button', { name: 'Specs: 0 taps' }));
    expect(await screen.findByRole('button', { name: 'Specs: 1 taps' })).toBeInTheDocument();
    expect(alive.mock.calls).toEqual([['Specs']]);
  });

  it('hydrates a part that an update from above reaches first, then shows the update in the same HTML', async () => {
    const alive = jest.fn();
    const { container } = await hydrateServerPage(alive);
    const heading = screen.getByRole('heading', { name: 'Specs' });
    expect(screen.getByText('Prices in Delhi')).toBeInTheDocument();
    await act(async () => root?.render(<Page onAlive={alive} city="Pune" />));
    expect(screen.getByText('Your city: Pune')).toBeInTheDocument();
    expect(screen.getByText('Prices in Pune')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Specs' })).toBe(heading);
    expect(container.querySelectorAll('h2')).toHaveLength(2);
    expectNoHydrationError();
  });

  it('renders at once, without waiting, when the browser renders the page afresh', () => {
    const alive = jest.fn();
    render(<Page onAlive={alive} />);
    expect(screen.getByRole('button', { name: 'Reviews: 0 taps' })).toBeInTheDocument();
    expect(alive).toHaveBeenCalledTimes(2);
    expect(FakeObserver.all).toEqual([]);
  });
});
