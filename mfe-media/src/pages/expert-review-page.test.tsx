import { screen, within } from '@testing-library/react';
import { fetchExpertReview } from '@cvb/api-client';
import type { ExpertReviewDetail } from '@cvb/contracts';
import { registerNamespace } from '@cvb/i18n';
import { renderInRemote } from '@cvb/mfe-kit/testing';
import { MediaRoot } from '../root';
import { mediaTexts } from '../texts';

jest.mock('@cvb/api-client', () => ({
  ...jest.requireActual('@cvb/api-client'),
  fetchExpertReview: jest.fn(),
}));
const mockedFetch = jest.mocked(fetchExpertReview);

const review: ExpertReviewDetail = {
  slug: 'mahindra-575-di-review',
  locale: 'hi',
  title: 'Mahindra 575 DI रिव्यू: पैसे बचाने के लिए बना',
  summary: 'सारांश',
  vertical: 'tractor',
  vehicle: {
    vertical: 'tractor',
    brandSlug: 'mahindra',
    brandName: 'Mahindra',
    modelSlug: '575-di',
    modelName: 'Mahindra 575 DI',
    path: '/tractors/mahindra/575-di',
  },
  overall: 4.1,
  author: { slug: 'gurpreet-sandhu', name: 'गुरप्रीत संधू' },
  image: { src: '/api/media/art/mahindra/575-di/angle.webp?w=640', srcset: '', alt: 'Mahindra 575 DI' },
  publishedAt: '2025-11-15T05:30:00.000Z',
  bodyHtml: '<p>खेत में परखा।</p>',
  verdict: '₹6.6–7.2 लाख की कीमत पर Mahindra 575 DI एक मज़बूत खरीद है।',
  pros: ['रखरखाव आसान'],
  cons: ['पीक सीजन में वेटिंग'],
  ratings: { design: 4, comfort: 3.5, performance: 4.4, economy: 4.5, value: 4.1 },
  price: { min: 660000, max: 720000 },
};

it('shows the verdict, the price block with a link to the model, ratings, pros and cons in Hindi', async () => {
  registerNamespace('media', mediaTexts);
  mockedFetch.mockResolvedValueOnce(review);
  renderInRemote(<MediaRoot />, { path: `/expert-reviews/${review.slug}`, locale: 'hi' });
  const verdict = await screen.findByRole('region', { name: 'हमारा फैसला' });
  expect(verdict).toHaveTextContent(review.verdict);
  const price = screen.getByRole('region', { name: 'एक्स-शोरूम कीमत' });
  expect(price).toHaveTextContent('6.6');
  expect(within(price).getByRole('link')).toHaveAttribute('href', '/tractors/mahindra/575-di');
  expect(screen.getByRole('meter', { name: 'परफॉर्मेंस' })).toHaveAttribute('value', '4.4');
  expect(screen.getByRole('region', { name: 'हमें क्या पसंद आया' })).toHaveTextContent('रखरखाव आसान');
  expect(mockedFetch).toHaveBeenCalledWith(review.slug, 'hi', expect.anything());
});
