import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fetchWebStory } from '@cvb/api-client';
import type { WebStoryDetail } from '@cvb/contracts';
import { registerNamespace } from '@cvb/i18n';
import { renderInRemote } from '@cvb/mfe-kit/testing';
import { MediaRoot } from '../root';
import { mediaTexts } from '../texts';
import { SLIDE_MS } from './web-story-viewer';

jest.mock('@cvb/api-client', () => ({ ...jest.requireActual('@cvb/api-client'), fetchWebStory: jest.fn() }));
const mockedFetch = jest.mocked(fetchWebStory);

const image = { src: '/api/media/art/mahindra/575-di/angle.webp?w=640', srcset: '', alt: 'Mahindra 575 DI' };
const story: WebStoryDetail = {
  slug: 'top-tractors-2025',
  locale: 'en',
  title: 'Top tractors of 2025',
  vertical: 'tractor',
  cover: image,
  slideCount: 5,
  publishedAt: '2025-11-16T02:30:00.000Z',
  author: { slug: 'harpreet-kaur', name: 'Harpreet Kaur' },
  slides: [
    'Top tractors of 2025',
    'Mahindra 575 DI',
    'Swaraj 744 FE',
    'Sonalika DI 745 III',
    'Compare prices near you',
  ].map((heading) => ({ heading, text: `${heading} text`, image })),
};

describe('web story viewer', () => {
  beforeAll(() => registerNamespace('media', mediaTexts));
  beforeEach(() => mockedFetch.mockReset());

  it('steps through the slides with the arrow keys and the tap zones, full screen', async () => {
    mockedFetch.mockResolvedValue(story);
    const user = userEvent.setup();
    renderInRemote(<MediaRoot />, { path: '/tractors/web-stories/top-tractors-2025' });
    const dialog = await screen.findByRole('dialog', { name: 'Web story: Top tractors of 2025' });
    expect(dialog).toHaveFocus();
    expect(screen.getByRole('heading', { level: 1, name: 'Top tractors of 2025' })).toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('heading', { name: 'Mahindra 575 DI' })).toBeInTheDocument();
    expect(screen.getByText('Slide 2 of 5')).toBeInTheDocument();
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowLeft}');
    expect(screen.getByRole('heading', { name: 'Swaraj 744 FE' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(screen.getByRole('heading', { name: 'Sonalika DI 745 III' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(screen.getByText('Slide 3 of 5')).toBeInTheDocument();
    expect(mockedFetch).toHaveBeenCalledWith('top-tractors-2025', 'en', expect.anything());
  });

  it('moves on by itself and stays while paused', async () => {
    jest.useFakeTimers();
    try {
      mockedFetch.mockResolvedValue(story);
      renderInRemote(<MediaRoot />, { path: '/web-stories/top-tractors-2025', locale: 'hi' });
      await act(async () => {
        await jest.runOnlyPendingTimersAsync();
      });
      expect(screen.getByText('स्लाइड 1 / 5')).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(SLIDE_MS));
      expect(screen.getByText('स्लाइड 2 / 5')).toBeInTheDocument();
      act(() => screen.getByRole('button', { name: /रोकें/ }).click());
      act(() => jest.advanceTimersByTime(SLIDE_MS * 2));
      expect(screen.getByText('स्लाइड 2 / 5')).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });
});
