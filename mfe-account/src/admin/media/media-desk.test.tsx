import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fetchAdminMedia, updateAdminMedia } from '@cvb/api-client';
import { registerNamespace } from '@cvb/i18n';
import { renderInRemote } from '@cvb/mfe-kit/testing';
import { adminTexts } from '../admin-texts';
import { MediaDesk } from './media-desk';

jest.mock('@cvb/api-client', () => ({
  ...jest.requireActual('@cvb/api-client'),
  fetchAdminMedia: jest.fn(),
  updateAdminMedia: jest.fn(),
}));
const mockedList = jest.mocked(fetchAdminMedia);
const mockedUpdate = jest.mocked(updateAdminMedia);

const video = {
  slug: 'tata-motors-ace-gold-review',
  title: 'Tata Ace Gold review',
  published: true,
  publishedAt: '2025-11-19T12:30:00.000Z',
  locales: ['en', 'hi'] as ('en' | 'hi')[],
};

it('lists videos with their languages, withdraws one and shows web stories on request', async () => {
  registerNamespace('admin', adminTexts);
  mockedList
    .mockResolvedValueOnce({ items: [video] })
    .mockResolvedValueOnce({ items: [{ ...video, published: false }] })
    .mockResolvedValueOnce({ items: [] });
  mockedUpdate.mockResolvedValueOnce(undefined);
  renderInRemote(<MediaDesk />);
  const table = await screen.findByRole('table', { name: 'Videos' });
  const row = within(table).getByRole('row', { name: /Tata Ace Gold review/ });
  expect(row).toHaveTextContent('Published');
  await userEvent.click(within(row).getByRole('button', { name: 'Withdraw: Tata Ace Gold review' }));
  expect(mockedUpdate).toHaveBeenCalledWith('videos', video.slug, { published: false });
  expect(await screen.findByRole('button', { name: 'Publish: Tata Ace Gold review' })).toBeInTheDocument();
  expect(screen.getByRole('row', { name: /Tata Ace Gold review/ })).toHaveTextContent('Draft');
  await userEvent.click(screen.getByRole('button', { name: 'Web stories' }));
  expect(await screen.findByRole('table', { name: 'Web stories' })).toBeInTheDocument();
  expect(mockedList).toHaveBeenLastCalledWith('web-stories', 'en', expect.anything());
});
