import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from '@cvb/router';
import { AxiosError, AxiosHeaders } from 'axios';
import {
  fetchAdminExpertReview,
  saveExpertReviewTexts,
  setExpertReviewImage,
  uploadMediaImage,
} from '@cvb/api-client';
import type { AdminExpertReview } from '@cvb/contracts';
import { registerNamespace } from '@cvb/i18n';
import { renderInRemote } from '@cvb/mfe-kit/testing';
import { adminTexts } from '../admin-texts';
import { ExpertReviewEditor } from './expert-review-editor';

jest.mock('@cvb/api-client', () => ({
  ...jest.requireActual('@cvb/api-client'),
  fetchAdminExpertReview: jest.fn(),
  saveExpertReviewTexts: jest.fn(),
  setExpertReviewImage: jest.fn(),
  uploadMediaImage: jest.fn(),
}));
const mockedFetch = jest.mocked(fetchAdminExpertReview);
const mockedSave = jest.mocked(saveExpertReviewTexts);

const review: AdminExpertReview = {
  slug: 'tata-motors-ace-gold-expert-review',
  modelName: 'Tata Ace Gold',
  published: true,
  image: null,
  locale: 'en',
  locales: ['en', 'hi'],
  texts: {
    title: 'Tata Ace Gold review: the small business favourite',
    summary: 'A frugal, dependable mini truck for city deliveries.',
    body: 'The Ace Gold is easy to drive in narrow lanes.\n\nRunning costs stay low.',
    verdict: 'A safe first mini truck.',
    pros: ['Low running cost', 'Wide service network'],
    cons: ['Slow on highways'],
  },
};

function renderEditor() {
  return renderInRemote(
    <Routes>
      <Route path="/admin/media/expert-reviews/:slug" element={<ExpertReviewEditor />} />
    </Routes>,
    { path: `/admin/media/expert-reviews/${review.slug}` },
  );
}

beforeAll(() => registerNamespace('admin', adminTexts));

it('edits the texts of the chosen language, pros and cons one per line', async () => {
  mockedFetch.mockImplementation(async (_slug, locale) =>
    locale === 'en' ? review : { ...review, locale, texts: null },
  );
  mockedSave.mockResolvedValue(review);
  renderEditor();
  expect(await screen.findByRole('heading', { name: 'Expert review: Tata Ace Gold' })).toBeInTheDocument();
  const verdict = screen.getByRole('textbox', { name: 'Verdict' });
  await userEvent.clear(verdict);
  await userEvent.type(verdict, 'The safest first mini truck.');
  await userEvent.type(screen.getByRole('textbox', { name: 'Cons (one per line)' }), '\nSmall cabin');
  await userEvent.click(screen.getByRole('button', { name: 'Save the English texts' }));
  expect(await screen.findByRole('status')).toHaveTextContent('Saved the English texts.');
  expect(mockedSave).toHaveBeenCalledWith(review.slug, {
    ...review.texts,
    locale: 'en',
    verdict: 'The safest first mini truck.',
    cons: ['Slow on highways', 'Small cabin'],
  });

  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'मराठी');
  expect(
    await screen.findByText('Not written in मराठी yet: fill in every field to add it.'),
  ).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('');
  expect(screen.getByRole('textbox', { name: 'Title' })).toHaveAttribute('lang', 'mr');
});

it('shows the API’s message when a field is refused', async () => {
  mockedFetch.mockResolvedValue(review);
  const refusal = new AxiosError('400', 'ERR_BAD_REQUEST', undefined, undefined, {
    status: 400,
    statusText: 'Bad Request',
    headers: {},
    config: { headers: new AxiosHeaders() },
    data: { statusCode: 400, error: 'Bad Request', message: 'Title must be at least 3 characters' },
  });
  mockedSave.mockRejectedValue(refusal);
  renderEditor();
  await userEvent.click(await screen.findByRole('button', { name: 'Save the English texts' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Title must be at least 3 characters');
});

it('uploads an image and puts it on the review', async () => {
  const url = '/api/uploads/media/0a1b2c3d4e5f60718293a4b5.webp';
  mockedFetch.mockResolvedValueOnce(review).mockResolvedValue({ ...review, image: url });
  jest.mocked(uploadMediaImage).mockResolvedValue({ url, width: 1600, height: 900 });
  jest.mocked(setExpertReviewImage).mockResolvedValue(undefined);
  renderEditor();
  expect(await screen.findByText("Shows the model's artwork.")).toBeInTheDocument();
  const file = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'ace.jpg', { type: 'image/jpeg' });
  await userEvent.upload(screen.getByLabelText('Upload an image (JPEG, PNG or WebP, up to 8 MB)'), file);
  expect(uploadMediaImage).toHaveBeenCalledWith(file);
  expect(setExpertReviewImage).toHaveBeenCalledWith(review.slug, url);
  expect(await screen.findByRole('img', { name: 'Tata Ace Gold' })).toHaveAttribute('src', url);
  expect(screen.getByRole('button', { name: "Use the model's artwork" })).toBeInTheDocument();
});
