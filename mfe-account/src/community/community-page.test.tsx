import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AxiosError, AxiosHeaders } from 'axios';
import { Route, Routes } from '@cvb/router';
import { fetchCommunityQuestions, postCommunityAnswer, postCommunityQuestion } from '@cvb/api-client';
import type { CommunityQuestion, LocaleCode } from '@cvb/contracts';
import { renderInRemote } from '@cvb/mfe-kit/testing';
import { userKnown } from '@cvb/store';
import { CommunityPage } from './community-page';

jest.mock('@cvb/api-client', () => ({
  ...jest.requireActual('@cvb/api-client'),
  fetchCommunityQuestions: jest.fn(),
  postCommunityQuestion: jest.fn(),
  postCommunityAnswer: jest.fn(),
}));
const mockedList = jest.mocked(fetchCommunityQuestions);
const mockedAsk = jest.mocked(postCommunityQuestion);
const mockedAnswer = jest.mocked(postCommunityAnswer);

jest.setTimeout(20_000);

const adBlue: CommunityQuestion = {
  id: 1,
  vertical: 'truck',
  title: 'Is AdBlue consumption really 5% of diesel?',
  details: 'Four 14-wheelers between Kanpur and Kolkata.',
  authorName: 'Rajesh Yadav',
  createdAt: '2025-05-03T06:40:00.000Z',
  answers: [
    {
      id: 11,
      body: 'For loaded highway runs 5–7% is normal.',
      authorName: 'Harpreet Singh',
      createdAt: '2025-05-03T10:12:00.000Z',
    },
  ],
};

function answerFailure(status: number, message: string) {
  const config = { headers: new AxiosHeaders() };
  return new AxiosError('failed', 'ERR_BAD_REQUEST', config, null, {
    status,
    statusText: '',
    headers: {},
    config,
    data: { statusCode: status, error: 'Bad Request', message },
  });
}

function renderCommunity({ signedIn = false, path = '/community', locale = 'en' as LocaleCode } = {}) {
  const rendered = renderInRemote(
    <Routes>
      <Route path="/community" element={<CommunityPage />} />
    </Routes>,
    { path, locale },
  );
  act(() => {
    rendered.store.dispatch(userKnown(signedIn ? { id: 3, name: 'Kavita Rao' } : null));
  });
  return rendered;
}

describe('CommunityPage', () => {
  beforeEach(() => {
    mockedList.mockReset().mockResolvedValue({ questions: [adBlue], total: 1 });
    mockedAsk.mockReset();
    mockedAnswer.mockReset();
  });

  it('lets a visitor read the questions and answers of the trucks tab', async () => {
    renderCommunity();
    expect(screen.getByRole('heading', { level: 1, name: 'Community' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Trucks' })).toHaveAttribute('aria-selected', 'true');
    const question = await screen.findByRole('article', { name: adBlue.title });
    expect(within(question).getByText('Four 14-wheelers between Kanpur and Kolkata.')).toBeInTheDocument();
    expect(within(question).getByText('Asked by Rajesh Yadav on 3 May 2025')).toBeInTheDocument();
    expect(within(question).getByRole('heading', { name: '1 answer' })).toBeInTheDocument();
    expect(within(question).getByText('For loaded highway runs 5–7% is normal.')).toBeInTheDocument();
    expect(mockedList).toHaveBeenCalledWith({ vertical: 'truck', locale: 'en' }, expect.anything());
    expect(screen.queryByLabelText('Your question')).not.toBeInTheDocument();
  });

  it('moves between the vertical tabs with the arrow keys', async () => {
    renderCommunity();
    await screen.findByRole('article', { name: adBlue.title });
    mockedList.mockResolvedValue({ questions: [], total: 0 });
    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'Trucks' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Buses' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Buses' })).toHaveFocus();
    expect(await screen.findByText('No questions here yet. Be the first to ask.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Questions about Buses' })).toBeInTheDocument();
    expect(mockedList).toHaveBeenLastCalledWith({ vertical: 'bus', locale: 'en' }, expect.anything());
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Tractors' })).toHaveAttribute('aria-selected', 'true');
  });

  it('opens the tab named in the address', async () => {
    renderCommunity({ path: '/community?vertical=three-wheeler' });
    expect(screen.getByRole('tab', { name: 'Three-wheelers' })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() =>
      expect(mockedList).toHaveBeenCalledWith({ vertical: 'three-wheeler', locale: 'en' }, expect.anything()),
    );
  });

  it('asks the shell to open the login modal when a visitor wants to ask or answer', async () => {
    renderCommunity();
    const opened = jest.fn();
    window.addEventListener('cvb:open-login', opened);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Log in to ask a question' }));
    await user.click(await screen.findByRole('button', { name: 'Log in to answer' }));
    window.removeEventListener('cvb:open-login', opened);
    expect(opened).toHaveBeenCalledTimes(2);
  });

  it('checks a question before posting it, then lists it', async () => {
    renderCommunity({ signedIn: true });
    const user = userEvent.setup();
    await user.click(screen.getByLabelText('Your question'));
    await user.paste('Tyres?');
    await user.click(screen.getByRole('button', { name: 'Post question' }));
    expect(screen.getByText('Question should be at least 10 characters')).toBeInTheDocument();
    expect(mockedAsk).not.toHaveBeenCalled();

    const asked = {
      ...adBlue,
      id: 2,
      title: 'Which tyres last longest on a tipper?',
      details: '',
      answers: [],
    };
    mockedAsk.mockResolvedValue({ message: 'Your question has been posted', question: asked });
    mockedList.mockResolvedValue({ questions: [asked, adBlue], total: 2 });
    await user.clear(screen.getByLabelText('Your question'));
    await user.paste('Which tyres last longest on a tipper?');
    await user.click(screen.getByRole('button', { name: 'Post question' }));
    expect(await screen.findByText('Your question has been posted')).toBeInTheDocument();
    expect(mockedAsk).toHaveBeenCalledWith({
      vertical: 'truck',
      title: 'Which tyres last longest on a tipper?',
      details: '',
      locale: 'en',
    });
    expect(
      await screen.findByRole('article', { name: 'Which tyres last longest on a tipper?' }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Your question')).toHaveValue('');
  });

  it('answers a question, and says so when posting failed', async () => {
    renderCommunity({ signedIn: true });
    const user = userEvent.setup();
    const box = await screen.findByLabelText(`Your answer to “${adBlue.title}”`);
    await user.click(screen.getByRole('button', { name: 'Post answer' }));
    expect(screen.getByText('Answer should be at least 2 characters')).toBeInTheDocument();

    mockedAnswer.mockRejectedValueOnce(answerFailure(404, 'Question not found'));
    await user.click(box);
    await user.paste('Use sealed DEF buckets.');
    await user.click(screen.getByRole('button', { name: 'Post answer' }));
    expect(await screen.findByText('That could not be posted. Please try again.')).toBeInTheDocument();

    mockedAnswer.mockReset().mockResolvedValue({
      message: 'Your answer has been posted',
      answer: {
        id: 12,
        body: 'Use sealed DEF buckets.',
        authorName: 'Kavita Rao',
        createdAt: '2025-06-01T05:00:00Z',
      },
    });
    await user.click(screen.getByRole('button', { name: 'Post answer' }));
    expect(await screen.findByText('Your answer has been posted')).toBeInTheDocument();
    expect(mockedAnswer).toHaveBeenCalledWith(1, 'Use sealed DEF buckets.');
  });

  it('shows markup typed into a question as text', async () => {
    const xss = '<img src=x onerror=alert(1)> why is my truck pulling left?';
    mockedList.mockResolvedValue({ questions: [{ ...adBlue, title: xss, answers: [] }], total: 1 });
    const { container } = renderCommunity();
    expect(await screen.findByRole('heading', { name: xss })).toBeInTheDocument();
    expect(container.querySelector('img')).toBeNull();
  });

  it('shows an error panel with retry when the questions cannot be loaded', async () => {
    mockedList.mockRejectedValueOnce(new Error('Network Error'));
    renderCommunity();
    const retry = await screen.findByRole('button', { name: 'Retry' });
    await userEvent.setup().click(retry);
    expect(await screen.findByRole('article', { name: adBlue.title })).toBeInTheDocument();
  });

  it('speaks the page’s language', async () => {
    renderCommunity({ locale: 'ta' });
    expect(screen.getByRole('tab', { name: 'பேருந்துகள்' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: '1 பதில்' })).toBeInTheDocument();
    // It asks for the questions asked in Tamil.
    expect(mockedList).toHaveBeenCalledWith({ vertical: 'truck', locale: 'ta' }, expect.anything());
  });
});
