import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeRoot } from '../theme-root';
import { Carousel } from './carousel';
import { getI18n } from '@cvb/i18n';
import { uiLazyTexts } from '../ui-texts/lazy';

function sizeTrack(
  track: HTMLElement,
  { scrollWidth, clientWidth }: { scrollWidth: number; clientWidth: number },
) {
  Object.defineProperty(track, 'scrollWidth', { configurable: true, value: scrollWidth });
  Object.defineProperty(track, 'clientWidth', { configurable: true, value: clientWidth });
}

function renderCarousel(names: string[]) {
  return render(
    <ThemeRoot>
      <Carousel label="Popular trucks" previousLabel="Previous" nextLabel="Next">
        {names.map((name) => (
          <a key={name} href={`/trucks/${name}`}>
            {name}
          </a>
        ))}
      </Carousel>
    </ThemeRoot>,
  );
}

// The page's i18next instance with the shared components' texts already there, as after the first load.
beforeAll(async () => {
  const i18n = getI18n();
  i18n.addResourceBundle('en', uiLazyTexts.namespace, await uiLazyTexts.locales.en(), true, false);
  i18n.addResourceBundle('hi', uiLazyTexts.namespace, await uiLazyTexts.locales.hi(), true, false);
});

describe('Carousel', () => {
  it('is a labelled region holding a list with one item per card', () => {
    renderCarousel(['Tata Ace', 'Mahindra Jeeto', 'Ashok Leyland Dost']);
    const region = screen.getByRole('region', { name: 'Popular trucks' });
    const items = within(within(region).getByRole('list')).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Tata Ace',
      'Mahindra Jeeto',
      'Ashok Leyland Dost',
    ]);
  });

  it('is a group, not a second landmark, inside a section named by the same heading', () => {
    render(
      <ThemeRoot>
        <section aria-label="Similar vehicles">
          <Carousel label="Similar vehicles" inNamedSection>
            <a href="/trucks/tata-motors/intra-v30">Tata Intra V30</a>
          </Carousel>
        </section>
      </ThemeRoot>,
    );
    expect(screen.getAllByRole('region', { name: 'Similar vehicles' })).toHaveLength(1);
    expect(screen.getByRole('group', { name: 'Similar vehicles' })).toContainElement(
      screen.getByRole('list'),
    );
  });

  it('hides the scroll buttons when every card fits', () => {
    renderCarousel(['Tata Ace']);
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
  });

  it('scrolls a page forward and back with the buttons and the arrow keys', async () => {
    renderCarousel(['Tata Ace', 'Mahindra Jeeto', 'Ashok Leyland Dost', 'Eicher Pro']);
    const track = screen.getByRole('list');
    sizeTrack(track, { scrollWidth: 1200, clientWidth: 300 });
    const scrollTo = jest.fn(({ left }: { left: number }) => {
      track.scrollLeft = left;
      fireEvent.scroll(track);
    });
    track.scrollTo = scrollTo as unknown as typeof track.scrollTo;
    fireEvent(window, new Event('resize'));

    const previous = await screen.findByRole('button', { name: 'Previous' });
    const next = screen.getByRole('button', { name: 'Next' });
    expect(previous).toHaveAttribute('aria-disabled', 'true');
    expect(next).toHaveAttribute('aria-controls', track.id);

    await userEvent.click(next);
    expect(scrollTo).toHaveBeenLastCalledWith(expect.objectContaining({ left: 270 }));
    expect(previous).toHaveAttribute('aria-disabled', 'false');

    await userEvent.click(previous);
    expect(track.scrollLeft).toBe(0);

    screen.getByRole('link', { name: 'Mahindra Jeeto' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(track.scrollLeft).toBe(270);
  });

  it('does not scroll past the end', async () => {
    renderCarousel(['Tata Ace', 'Mahindra Jeeto']);
    const track = screen.getByRole('list');
    sizeTrack(track, { scrollWidth: 600, clientWidth: 300 });
    track.scrollLeft = 300;
    const scrollTo = jest.fn();
    track.scrollTo = scrollTo as unknown as typeof track.scrollTo;
    fireEvent.scroll(track);

    const next = await screen.findByRole('button', { name: 'Next' });
    expect(next).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(next);
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('lets a keyboard reach a row of cards without links', () => {
    render(
      <ThemeRoot>
        <Carousel label="Fuel prices" previousLabel="Previous" nextLabel="Next">
          <p key="d">Diesel ₹89.62</p>
          <p key="p">Petrol ₹94.72</p>
        </Carousel>
      </ThemeRoot>,
    );
    expect(screen.getByRole('list')).toHaveAttribute('tabindex', '0');
  });
});

describe('Carousel texts', () => {
  it('names its buttons in the page’s language when the page gives no labels', async () => {
    await act(() => getI18n().changeLanguage('hi'));
    render(
      <ThemeRoot>
        <Carousel label="लोकप्रिय ट्रक">
          <a href="/hi/trucks/tata-motors/ace-gold">टाटा ऐस गोल्ड</a>
          <a href="/hi/trucks/mahindra/jeeto">महिंद्रा जीतो</a>
        </Carousel>
      </ThemeRoot>,
    );
    const track = screen.getByRole('list');
    sizeTrack(track, { scrollWidth: 800, clientWidth: 300 });
    fireEvent(window, new Event('resize'));
    expect(await screen.findByRole('button', { name: 'अगला' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'पिछला' })).toBeInTheDocument();
    await act(() => getI18n().changeLanguage('en'));
  });
});
