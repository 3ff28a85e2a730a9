import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { deleteMyReview, editMyReview, fetchMyReviews } from '@cvb/api-client';
import type { MyReviewsResponse, ReviewRecordedResponse } from '@cvb/contracts';
import { registerNamespace } from '@cvb/i18n';
import { renderInRemote } from '@cvb/mfe-kit/testing';
import { accountTexts } from '../texts';
import { MyReviews } from './my-reviews';

jest.mock('@cvb/api-client', () => ({
  ...jest.requireActual('@cvb/api-client'),
  fetchMyReviews: jest.fn(),
  editMyReview: jest.fn(),
  deleteMyReview: jest.fn(),
}));
const mockedList = jest.mocked(fetchMyReviews);
const mockedEdit = jest.mocked(editMyReview);
const mockedDelete = jest.mocked(deleteMyReview);

const review: MyReviewsResponse['reviews'][number] = {
  id: 12,
  title: 'Brakes faded on the ghat',
  modelName: 'Ace Gold',
  brandName: 'Tata Motors',
  vertical: 'truck',
  modelPath: '/tata-motors/ace-gold',
  rating: 2,
  createdAt: '2026-11-20T09:30:00.000Z',
  moderation: 'live',
  moderationReason: null,
  description: 'The brakes faded twice between Khopoli and Lonavala with a full load.',
  ratings: { comfort: 2, valueForMoney: 2, mileage: 2, exterior: 2, easeOfDriving: null },
};

beforeAll(() => registerNamespace('account', accountTexts));
beforeEach(() => jest.clearAllMocks());

it('edits the title and ratings of a review and says when it waits for a check', async () => {
  mockedList.mockResolvedValueOnce({ reviews: [review] }).mockResolvedValueOnce({
    reviews: [{ ...review, title: 'Fine after new pads', rating: 5, moderation: 'held' }],
  });
  mockedEdit.mockResolvedValueOnce({ held: true } as ReviewRecordedResponse);
  const user = userEvent.setup({ delay: null });
  renderInRemote(<MyReviews />);
  await user.click(await screen.findByRole('button', { name: 'Edit review: Brakes faded on the ghat' }));
  const form = screen.getByRole('form', { name: 'Edit review: Brakes faded on the ghat' });
  const title = within(form).getByRole('textbox', { name: 'Review title' });
  await user.clear(title);
  await user.type(title, 'Fine after new pads');
  for (const name of ['Comfort', 'Value for money', 'Mileage', 'Exterior']) {
    await user.selectOptions(within(form).getByRole('combobox', { name }), '5');
  }
  await user.click(within(form).getByRole('button', { name: 'Save changes' }));
  expect(mockedEdit).toHaveBeenCalledWith(12, {
    title: 'Fine after new pads',
    description: review.description,
    comfort: 5,
    valueForMoney: 5,
    mileage: 5,
    exterior: 5,
  });
  expect(await screen.findByRole('status')).toHaveTextContent(
    'Your review has been updated. It will appear on the site after a quick check by our team',
  );
  expect(await screen.findByText(/Waiting for a check/)).toBeInTheDocument();
  expect(screen.getByText('5.0 out of 5', { exact: false })).toBeInTheDocument();
});

it('asks before deleting a review and shows a taken-down review with the reason', async () => {
  mockedList
    .mockResolvedValueOnce({
      reviews: [
        review,
        { ...review, id: 13, title: 'Spam', moderation: 'hidden', moderationReason: 'Advertising' },
      ],
    })
    .mockResolvedValueOnce({ reviews: [] });
  mockedDelete.mockResolvedValueOnce(undefined);
  const user = userEvent.setup({ delay: null });
  renderInRemote(<MyReviews />);
  expect(await screen.findByText('Hidden by an editor · Reason: Advertising')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Delete review: Brakes faded on the ghat' }));
  const confirm = screen.getByRole('group', { name: 'Delete this review for good?' });
  await user.click(within(confirm).getByRole('button', { name: 'Yes, delete' }));
  expect(mockedDelete).toHaveBeenCalledWith(12);
  expect(await screen.findByText('You have not reviewed a vehicle yet.')).toBeInTheDocument();
});
