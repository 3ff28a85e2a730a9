import type { SeoAnswer } from '@cvb/contracts';
import { keepHeadInSync } from './keep-head-in-sync';

function answerFor(path: string, locale: string): SeoAnswer {
  const url = `https://cvbazaar.in${locale === 'en' ? '' : `/${locale}`}${path}`;
  return {
    status: 200,
    seo: {
      title: `${locale} ${path} | CV Bazaar`,
      description: `About ${path}`,
      robots: 'index,follow',
      url,
      canonical: url,
      image: 'https://cvbazaar.in/x.webp',
      alternates: [],
    },
    jsonLd: [],
  };
}

const navigate = (path: string) => {
  window.history.pushState({}, '', path);
  window.dispatchEvent(new Event('single-spa:routing-event'));
};
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the head after client-side navigation', () => {
  let stop: () => void;
  let asked: [string, string][];

  beforeEach(() => {
    window.history.replaceState({}, '', '/trucks');
    document.head.innerHTML =
      '<title>Trucks in India | CV Bazaar</title><meta name="description" content="Trucks">';
    asked = [];
    stop = keepHeadInSync(async (path, locale) => {
      asked.push([path, locale]);
      return answerFor(path, locale);
    });
  });
  afterEach(() => stop());

  it("shows the new page's title, description and canonical URL, asked in the page's language", async () => {
    navigate('/hi/news/gst-cut');
    await settle();
    expect(asked).toEqual([['/news/gst-cut', 'hi']]);
    expect(document.title).toBe('hi /news/gst-cut | CV Bazaar');
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      'About /news/gst-cut',
    );
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      'https://cvbazaar.in/hi/news/gst-cut',
    );
  });

  it('asks nothing for the first page or a change of its query alone', async () => {
    window.dispatchEvent(new Event('single-spa:routing-event'));
    navigate('/trucks?brand=tata-motors');
    await settle();
    expect(asked).toEqual([]);
    expect(document.title).toBe('Trucks in India | CV Bazaar');
  });

  it('keeps a title the page set itself meanwhile', async () => {
    stop();
    let finish: (answer: SeoAnswer) => void = () => undefined;
    stop = keepHeadInSync(() => new Promise((resolve) => (finish = resolve)));
    navigate('/trucks/tata-motors/ace-gold');
    document.title = 'Tata Ace Gold price in New Delhi, specs, variants and reviews';
    finish(answerFor('/trucks/tata-motors/ace-gold', 'en'));
    await settle();
    expect(document.title).toBe('Tata Ace Gold price in New Delhi, specs, variants and reviews');
  });

  it('shows the last page when navigations overlap, and keeps the title when the API fails', async () => {
    stop();
    const answers: ((answer: SeoAnswer) => void)[] = [];
    stop = keepHeadInSync((path, locale) => {
      if (path === '/broken') return Promise.reject(new Error('offline'));
      return new Promise((resolve) => answers.push(() => resolve(answerFor(path, locale))));
    });
    navigate('/buses');
    navigate('/tyres');
    answers[1]?.(answerFor('/tyres', 'en'));
    answers[0]?.(answerFor('/buses', 'en'));
    await settle();
    expect(document.title).toBe('en /tyres | CV Bazaar');
    navigate('/broken');
    await settle();
    expect(document.title).toBe('en /tyres | CV Bazaar');
  });
});
