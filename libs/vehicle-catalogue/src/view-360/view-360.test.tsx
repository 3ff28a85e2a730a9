import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fetch360Frames, fetch360Status } from '@cvb/api-client';
import { missingTranslations, registerNamespace } from '@cvb/i18n';
import { renderInRemote } from '@cvb/mfe-kit/testing';
import { View360 } from './view-360';
import { view360Texts } from './view-360-texts';

jest.mock('@cvb/api-client', () => ({
  ...jest.requireActual('@cvb/api-client'),
  fetch360Status: jest.fn(),
  fetch360Frames: jest.fn(),
}));
const mockedStatus = jest.mocked(fetch360Status);
const mockedFrames = jest.mocked(fetch360Frames);

const frames = Array.from({ length: 16 }, (_, n) => ({
  src: `/api/media/360/tata-motors/ace-gold/${n}.webp?w=640`,
  srcset: `/api/media/360/tata-motors/ace-gold/${n}.webp?w=320 320w`,
}));

describe('View360', () => {
  // The model page loads them with namespace "catalogue" (its per-language chunks); here all six at once.
  beforeAll(() => registerNamespace('catalogue', view360Texts));

  it('has every text in six languages', () => {
    expect(missingTranslations(view360Texts)).toEqual({});
  });

  // jsdom has no PointerEvent: a MouseEvent carries clientX the same way.
  beforeAll(() => Object.defineProperty(window, 'PointerEvent', { value: MouseEvent, configurable: true }));
  beforeEach(() => {
    mockedStatus.mockReset();
    mockedFrames.mockReset();
  });

  it('turns with the arrow keys and by dragging, wrapping round', async () => {
    mockedStatus.mockResolvedValue({ available: true, frameCount: 16 });
    mockedFrames.mockResolvedValue({ frames, alt: 'Tata Ace Gold, 360° view' });
    renderInRemote(<View360 brandSlug="tata-motors" modelSlug="ace-gold" name="Tata Ace Gold" />);
    const turntable = await screen.findByRole('slider', { name: '360° view' });
    expect(turntable).toHaveAttribute('aria-valuetext', '360° view of Tata Ace Gold, frame 1 of 16');
    expect(screen.getByRole('img')).toHaveAttribute('src', frames[0].src);
    turntable.focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('img')).toHaveAttribute('src', frames[2].src);
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}');
    expect(turntable).toHaveAttribute('aria-valuenow', '16');
    fireEvent.pointerDown(turntable, { clientX: 200, pointerId: 1 });
    fireEvent.pointerMove(turntable, { clientX: 200 - 18 * 3, pointerId: 1 });
    fireEvent.pointerUp(turntable, { pointerId: 1 });
    expect(turntable).toHaveAttribute('aria-valuenow', '3');
  });

  it('shows nothing for a model without a 360° view, in any language', async () => {
    mockedStatus.mockResolvedValue({ available: false, frameCount: 0 });
    const { container } = renderInRemote(
      <View360 brandSlug="tata-motors" modelSlug="intra-v30" name="Tata Intra V30" />,
      { locale: 'hi' },
    );
    await screen.findByText((_, element) => element === container);
    expect(mockedFrames).not.toHaveBeenCalled();
    expect(container).toBeEmptyDOMElement();
  });
});
