import { render } from '@testing-library/react';
import { useHeadLinks, type HeadLink } from './use-head-links';

const FEED: HeadLink = {
  rel: 'alternate',
  type: 'application/rss+xml',
  title: 'RSS feed',
  href: '/api/feeds/news.xml?locale=en',
};

function Page({ links }: { links: HeadLink[] }) {
  useHeadLinks(links);
  return null;
}

const feedLinks = () => document.head.querySelectorAll('link[type="application/rss+xml"]');

afterEach(() => {
  document.head.innerHTML = '';
});

it('adds the feed link while the page is shown and removes it after', () => {
  const { unmount } = render(<Page links={[FEED]} />);
  expect(feedLinks()).toHaveLength(1);
  expect(feedLinks()[0]).toHaveAttribute('href', FEED.href);
  unmount();
  expect(feedLinks()).toHaveLength(0);
});

it('adds no second copy of a link the server already wrote, and leaves the server one in place', () => {
  const server = document.createElement('link');
  server.rel = 'alternate';
  server.type = 'application/rss+xml';
  server.href = new URL(FEED.href, document.baseURI).href;
  document.head.appendChild(server);
  const { unmount } = render(<Page links={[FEED]} />);
  expect(feedLinks()).toHaveLength(1);
  unmount();
  expect(feedLinks()).toHaveLength(1);
});
