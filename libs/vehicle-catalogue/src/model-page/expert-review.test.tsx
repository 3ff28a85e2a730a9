import { screen } from '@testing-library/react';
import { renderInRemote } from '@cvb/mfe-kit/testing';
import { ExpertReview } from './expert-review';

const review = {
  title: 'टाटा ऐस गोल्ड समीक्षा: पैसे बचाने के लिए बना',
  verdict: '₹4–6 लाख की कीमत पर Ace Gold एक मज़बूत खरीद है।',
  author: 'रोहित देशमुख',
  rating: 4.2,
  publishedAt: '2025-11-15',
};

it('links a review that has its own page to it by its title (the app’s router adds the language prefix)', async () => {
  renderInRemote(<ExpertReview review={{ ...review, slug: 'tata-motors-ace-gold-review' }} />, {
    locale: 'hi',
    path: '/hi/trucks/tata-motors/ace-gold',
  });
  expect(await screen.findByRole('link', { name: review.title })).toHaveAttribute(
    'href',
    '/expert-reviews/tata-motors-ace-gold-review',
  );
  expect(screen.getByText(review.verdict)).toBeInTheDocument();
});

it('shows a short review without a page of its own as plain text', async () => {
  renderInRemote(<ExpertReview review={review} />, { locale: 'hi', path: '/hi/trucks/tata-motors/ace-gold' });
  expect(await screen.findByRole('heading', { name: review.title })).toBeInTheDocument();
  expect(screen.queryByRole('link')).not.toBeInTheDocument();
});
