import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from '@cvb/router';
import {
  deleteCommunityQuestion,
  editCommunityQuestion,
  fetchCommunityQuestions,
  postCommunityQuestion,
} from '@cvb/api-client';
import type { CommunityQuestion, QuestionPostedResponse } from '@cvb/contracts';
import { renderInRemote } from '@cvb/mfe-kit/testing';
import { userKnown } from '@cvb/store';
import { CommunityPage } from './community-page';

jest.mock('@cvb/api-client', () => ({
  ...jest.requireActual('@cvb/api-client'),
  fetchCommunityQuestions: jest.fn(),
  postCommunityQuestion: jest.fn(),
  editCommunityQuestion: jest.fn(),
  deleteCommunityQuestion: jest.fn(),
}));
const mockedList = jest.mocked(fetchCommunityQuestions);
const mockedAsk = jest.mocked(postCommunityQuestion);
const mockedEdit = jest.mocked(editCommunityQuestion);
const mockedDelete = jest.mocked(deleteCommunityQuestion);

jest.setTimeout(20_000);

const mine: CommunityQuestion = {
  id: 5,
  vertical: 'truck',
  title: 'How often should a reefer unit be serviced?',
  details: '',
  authorName: 'Kavita Rao',
  createdAt: '2026-11-20T06:40:00.000Z',
  answers: [],
  mine: true,
};
const theirs: CommunityQuestion = {
  ...mine,
  id: 6,
  title: 'Which tyres last longest on a tipper?',
  mine: false,
};

function renderSignedIn() {
  const rendered = renderInRemote(
    <Routes>
      <Route path="/community" element={<CommunityPage />} />
    </Routes>,
    { path: '/community' },
  );
  act(() => {
    rendered.store.dispatch(userKnown({ id: 3, name: 'Kavita Rao' }));
  });
}

beforeEach(() => jest.clearAllMocks());

it('lets the asker edit and delete only their own question', async () => {
  const edited = { ...mine, title: 'How often should a reefer unit on a 10-wheeler be serviced?' };
  mockedList
    .mockResolvedValueOnce({ questions: [mine, theirs], total: 2 })
    .mockResolvedValueOnce({ questions: [edited, theirs], total: 2 })
    .mockResolvedValueOnce({ questions: [theirs], total: 1 });
  mockedEdit.mockResolvedValueOnce({ message: 'ok', held: false, question: edited });
  mockedDelete.mockResolvedValueOnce(undefined);
  const user = userEvent.setup({ delay: null });
  renderSignedIn();
  const card = await screen.findByRole('article', { name: mine.title });
  const other = screen.getByRole('article', { name: theirs.title });
  expect(within(other).queryByRole('button', { name: /Edit question/ })).not.toBeInTheDocument();

  await user.click(within(card).getByRole('button', { name: `Edit question: ${mine.title}` }));
  const form = within(card).getByRole('form', { name: `Edit question: ${mine.title}` });
  const title = within(form).getByRole('textbox', { name: 'Your question' });
  await user.clear(title);
  await user.type(title, 'Short');
  await user.click(within(form).getByRole('button', { name: 'Save question' }));
  expect(within(form).getByText('Question should be at least 10 characters')).toBeInTheDocument();
  await user.clear(title);
  await user.type(title, edited.title);
  await user.click(within(form).getByRole('button', { name: 'Save question' }));
  expect(mockedEdit).toHaveBeenCalledWith(5, { title: edited.title, details: '' });
  expect(await screen.findByText('Your question has been updated')).toBeInTheDocument();

  const editedCard = await screen.findByRole('article', { name: edited.title });
  await user.click(within(editedCard).getByRole('button', { name: `Delete question: ${edited.title}` }));
  const confirm = within(editedCard).getByRole('group', {
    name: 'Delete this question and its answers for good?',
  });
  await user.click(within(confirm).getByRole('button', { name: 'Yes, delete' }));
  expect(mockedDelete).toHaveBeenCalledWith(5);
  expect(await screen.findByText('Your question has been deleted')).toBeInTheDocument();
  expect(await screen.findByText('1 question')).toBeInTheDocument();
});

it('tells the asker a held question will appear after a check', async () => {
  mockedList.mockResolvedValue({ questions: [], total: 0 });
  mockedAsk.mockResolvedValueOnce({ message: 'held', held: true, question: mine } as QuestionPostedResponse);
  const user = userEvent.setup({ delay: null });
  renderSignedIn();
  await user.type(
    await screen.findByRole('textbox', { name: 'Your question' }),
    'Best reefer? See www.example.com',
  );
  await user.click(screen.getByRole('button', { name: 'Post question' }));
  expect(
    await screen.findByText('Thank you. It will appear on the site after a quick check by our team'),
  ).toBeInTheDocument();
});
