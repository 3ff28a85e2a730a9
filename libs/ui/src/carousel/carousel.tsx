import {
  Children,
  isValidElement,
  useEffect,
  useId,
  useRef,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { ArrowButton, Controls, DEFAULT_PER_VIEW, Region, Track, type PerView } from './carousel-styles';
import { useUiText } from '../ui-texts/use-ui-text';
import { useScrollEdges } from './use-scroll-edges';

export interface CarouselProps {
  /** The region's accessible name, e.g. the heading text above it ("Popular trucks"). */
  label: string;
  /** Texts of the two scroll buttons; "Previous" / "Next" in the page's language when left out. */
  previousLabel?: string;
  nextLabel?: string;
  /** One child per card; each becomes a list item. */
  children: ReactNode;
  /** Cards visible at once per screen size (fractions peek the next card). */
  perView?: Partial<PerView>;
  /**
   * The carousel sits in a section already named by the same heading: it becomes a group rather than a second
   * region landmark with the same name.
   */
  inNamedSection?: boolean;
  /** From this screen size on, the cards wrap into a grid instead of scrolling (no buttons). */
  gridFrom?: 'tablet' | 'desktop';
  className?: string;
}

const FOCUSABLE = 'a[href], button:not([disabled]), input, select, textarea, [tabindex]:not([tabindex="-1"])';

function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

function scrollByPage(track: HTMLElement, direction: 1 | -1): void {
  const left = track.scrollLeft + direction * Math.max(track.clientWidth * 0.9, 1);
  if (typeof track.scrollTo === 'function') {
    track.scrollTo({ left, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
  } else {
    track.scrollLeft = left;
  }
}

/**
 * A row of cards that scrolls sideways with CSS scroll-snap: a labelled region holding a list, with previous/next
 * buttons (shown only when there is something to scroll) and arrow keys on the list. No script decides the layout,
 * so it works before hydration and with touch scrolling.
 */
export function Carousel({
  label,
  previousLabel,
  nextLabel,
  children,
  perView,
  gridFrom,
  inNamedSection = false,
  className,
}: CarouselProps) {
  const text = useUiText();
  const trackId = useId();
  const trackRef = useRef<HTMLUListElement>(null);
  const items = Children.toArray(children);
  const edges = useScrollEdges(trackRef, items.length);

  // A scroller must be reachable by keyboard: when no card holds a link or button, the list itself takes focus.
  useEffect(() => {
    const track = trackRef.current;
    if (!track) return;
    if (track.querySelector(FOCUSABLE)) track.removeAttribute('tabindex');
    else track.setAttribute('tabindex', '0');
  }, [items.length]);

  const go = (direction: 1 | -1) => {
    const track = trackRef.current;
    if (!track) return;
    if ((direction === 1 && edges.atEnd) || (direction === -1 && edges.atStart)) return;
    scrollByPage(track, direction);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    if (event.key === 'ArrowRight') go(1);
    else if (event.key === 'ArrowLeft') go(-1);
    else return;
    event.preventDefault();
  };

  return (
    <Region
      as={inNamedSection ? 'div' : 'section'}
      role={inNamedSection ? 'group' : undefined}
      aria-label={label}
      aria-roledescription="carousel"
      className={className}
    >
      <Controls hidden={!edges.overflowing} $gridFrom={gridFrom}>
        <ArrowButton
          type="button"
          aria-label={previousLabel ?? text('carousel.previous', 'Previous')}
          aria-controls={trackId}
          aria-disabled={edges.atStart}
          onClick={() => go(-1)}
        >
          <span aria-hidden="true">‹</span>
        </ArrowButton>
        <ArrowButton
          type="button"
          aria-label={nextLabel ?? text('carousel.next', 'Next')}
          aria-controls={trackId}
          aria-disabled={edges.atEnd}
          onClick={() => go(1)}
        >
          <span aria-hidden="true">›</span>
        </ArrowButton>
      </Controls>
      <Track
        id={trackId}
        ref={trackRef}
        role="list"
        $perView={{ ...DEFAULT_PER_VIEW, ...perView }}
        $gridFrom={gridFrom}
        onKeyDown={onKeyDown}
      >
        {items.map((item, index) => (
          <li key={isValidElement(item) && item.key !== null ? item.key : index}>{item}</li>
        ))}
      </Track>
    </Region>
  );
}
