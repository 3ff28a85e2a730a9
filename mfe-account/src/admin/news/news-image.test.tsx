import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from '@cvb/router';
import { fetchAdminNewsArticle, setNewsImage, uploadMediaImage } from '@cvb/api-client';
import type { AdminNewsDetail } from '@cvb/contracts';
import { registerNamespace } from '@cvb/i18n';
import { renderInRemote } from '@cvb/mfe-kit/testing';
import { adminTexts } from '../admin-texts';
import { NewsEditor } from './news-editor';

jest.mock('@cvb/api-client', () => ({
  ...jest.requireActual('@cvb/api-client'),
  fetchAdminNewsArticle: jest.fn(),
  setNewsImage: jest.fn(),
  uploadMediaImage: jest.fn(),
}));

const article: AdminNewsDetail = {
  id: 5,
  slug: 'tata-ace-gold-cng',
  locale: 'en',
  title: 'Tata Ace Gold CNG launched',
  summary: 'A bigger tank and a lower price per kilometre.',
  body: 'Tata Motors has launched the Ace Gold CNG.',
  category: 'launch',
  published: true,
  publishedAt: '2025-11-19T12:30:00.000Z',
  image: null,
  localizations: [{ id: 5, locale: 'en', title: 'Tata Ace Gold CNG launched', published: true }],
};

it("uploads the story's image and shows it; a story cannot go back to no image", async () => {
  registerNamespace('admin', adminTexts);
  const url = '/api/uploads/media/5f3c9e2a8b1d4c7e6f0a9b2c.webp';
  jest
    .mocked(fetchAdminNewsArticle)
    .mockResolvedValueOnce(article)
    .mockResolvedValue({ ...article, image: url });
  jest.mocked(uploadMediaImage).mockResolvedValue({ url, width: 1280, height: 720 });
  jest.mocked(setNewsImage).mockResolvedValue({ ...article, image: url });
  renderInRemote(
    <Routes>
      <Route path="/admin/news/:id" element={<NewsEditor />} />
    </Routes>,
    { path: '/admin/news/5' },
  );
  const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'cng.png', { type: 'image/png' });
  await userEvent.upload(
    await screen.findByLabelText('Upload an image (JPEG, PNG or WebP, up to 8 MB)'),
    file,
  );
  expect(setNewsImage).toHaveBeenCalledWith(5, url);
  expect(await screen.findByRole('img', { name: 'Tata Ace Gold CNG launched' })).toHaveAttribute('src', url);
  expect(screen.queryByRole('button', { name: "Use the model's artwork" })).toBeNull();
});
