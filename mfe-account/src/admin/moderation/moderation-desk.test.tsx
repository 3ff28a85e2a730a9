import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fetchModeration, moderateItem } from '@cvb/api-client';
import type { ModerationItem } from '@cvb/contracts';
import { registerNamespace } from '@cvb/i18n';
import { renderInRemote } from '@cvb/mfe-kit/testing';
import { adminTexts } from '../admin-texts';
import { ModerationDesk } from './moderation-desk';

jest.mock('@cvb/api-client', () => ({
  ...jest.requireActual('@cvb/api-client'),
  fetchModeration: jest.fn(),
  moderateItem: jest.fn(),
}));
const mockedList = jest.mocked(fetchModeration);
const mockedModerate = jest.mocked(moderateItem);

const heldReview: ModerationItem = {
  kind: 'review',
  id: 41,
  status: 'held',
  title: 'Good pulling power',
  text: 'Call me on 98765 43210 for a test drive.',
  author: 'Imran Shaikh',
  holdReason: 'phone',
  reason: null,
  moderatedBy: null,
  moderatedAt: null,
  createdAt: '2026-11-20T09:30:00.000Z',
};

beforeEach(() => {
  registerNamespace('admin', adminTexts);
  mockedList.mockReset();
  mockedModerate.mockReset();
});

it('shows the queue, needs a reason to reject, approves by keyboard and then shows the empty queue', async () => {
  mockedList
    .mockResolvedValueOnce({ items: [heldReview], total: 1 })
    .mockResolvedValueOnce({ items: [], total: 0 });
  mockedModerate.mockResolvedValueOnce({ kind: 'review', id: 41, status: 'live' });
  renderInRemote(<ModerationDesk />);
  const card = await screen.findByRole('article', { name: 'Review: Good pulling power' });
  expect(card).toHaveTextContent('Held: contains a phone number');
  expect(card).toHaveTextContent('Call me on 98765 43210');
  expect(screen.getByRole('button', { name: 'Waiting for a check' })).toHaveAttribute('aria-pressed', 'true');

  await userEvent.click(within(card).getByRole('button', { name: 'Reject' }));
  expect(within(card).getByRole('alert')).toHaveTextContent('Please give a reason');
  expect(mockedModerate).not.toHaveBeenCalled();

  within(card).getByRole('button', { name: 'Approve' }).focus();
  await userEvent.keyboard('{Enter}');
  expect(mockedModerate).toHaveBeenCalledWith('review', 41, { action: 'approve', reason: '' });
  expect(await screen.findByText('Nothing is waiting for a check.')).toBeInTheDocument();
});

it('hides a live item with the typed reason and lists what was taken down with who and why', async () => {
  const live = { ...heldReview, status: 'live' as const, holdReason: null };
  mockedList
    .mockResolvedValueOnce({ items: [], total: 0 })
    .mockResolvedValueOnce({ items: [live], total: 1 })
    .mockResolvedValueOnce({ items: [], total: 0 })
    .mockResolvedValueOnce({
      items: [
        {
          ...live,
          status: 'hidden',
          reason: 'Advertising',
          moderatedBy: 'Asha Editor',
          moderatedAt: live.createdAt,
        },
      ],
      total: 1,
    });
  mockedModerate.mockResolvedValueOnce({ kind: 'review', id: 41, status: 'hidden' });
  renderInRemote(<ModerationDesk />);
  await screen.findByText('Nothing is waiting for a check.');
  await userEvent.click(screen.getByRole('button', { name: 'Live on the site' }));
  const card = await screen.findByRole('article', { name: 'Review: Good pulling power' });
  await userEvent.type(within(card).getByRole('textbox', { name: /Reason/ }), 'Advertising');
  await userEvent.click(within(card).getByRole('button', { name: 'Hide' }));
  expect(mockedModerate).toHaveBeenCalledWith('review', 41, { action: 'hide', reason: 'Advertising' });
  await screen.findByText('Nothing has been posted yet.');

  await userEvent.click(screen.getByRole('button', { name: 'Taken down' }));
  const removed = await screen.findByRole('article', { name: 'Review: Good pulling power' });
  expect(removed).toHaveTextContent('Hidden · Reason: Advertising · by Asha Editor');
  expect(within(removed).getByRole('button', { name: 'Restore' })).toBeInTheDocument();
  expect(mockedList).toHaveBeenLastCalledWith({ view: 'removed', _start: 0, _limit: 20 }, expect.anything());
});

it('shows the error with a retry when the list cannot be loaded', async () => {
  mockedList
    .mockRejectedValueOnce(new Error('Network Error'))
    .mockResolvedValueOnce({ items: [heldReview], total: 1 });
  renderInRemote(<ModerationDesk />);
  await userEvent.click(await screen.findByRole('button', { name: /try again|retry/i }));
  expect(await screen.findByRole('article', { name: 'Review: Good pulling power' })).toBeInTheDocument();
});
