/**
 * Data saver (docs/operations.md#offline): no picture beyond the first on a page and no video poster until the visitor
 * taps it. Works on the page's DOM, whichever app rendered it (the server's first view or a remote's code): the
 * address of a held picture waits in `data-saver-src` (`data-saver-srcset`, `data-saver-poster`) until a tap.
 */
export const HELD = {
  src: 'data-saver-src',
  srcset: 'data-saver-srcset',
  poster: 'data-saver-poster',
} as const;
const SHOWN = 'data-saver-shown';

function hold(element: Element, attribute: 'src' | 'srcset' | 'poster'): boolean {
  const value = element.getAttribute(attribute);
  if (!value || value.startsWith('data:')) return false;
  element.setAttribute(HELD[attribute], value);
  element.removeAttribute(attribute);
  return true;
}

/** Holds every picture of `root` after its first one, and every video poster; returns how many it held. */
export function holdPictures(root: ParentNode): number {
  let held = 0;
  const pictures = Array.from(root.querySelectorAll('img')).filter((img) => !img.hasAttribute(SHOWN));
  const first = root.querySelector('img');
  for (const img of pictures) {
    if (img === first) continue;
    const wasHeld = hold(img, 'src');
    hold(img, 'srcset');
    for (const source of Array.from(
      img.parentElement?.tagName === 'PICTURE' ? img.parentElement.querySelectorAll('source') : [],
    )) {
      hold(source, 'srcset');
    }
    if (wasHeld) {
      img.setAttribute('data-saver-held', '');
      held += 1;
    }
  }
  for (const video of Array.from(root.querySelectorAll('video:not([data-saver-shown])'))) {
    if (hold(video, 'poster')) {
      video.setAttribute('data-saver-held', '');
      held += 1;
    }
  }
  return held;
}

/** Shows one held picture (or poster) for good. */
export function showPicture(element: Element): void {
  element.setAttribute(SHOWN, '');
  element.removeAttribute('data-saver-held');
  const picture = element.parentElement?.tagName === 'PICTURE' ? element.parentElement : null;
  for (const source of Array.from(picture?.querySelectorAll('source') ?? [])) {
    const srcset = source.getAttribute(HELD.srcset);
    if (srcset) source.setAttribute('srcset', srcset);
  }
  for (const attribute of ['srcset', 'src', 'poster'] as const) {
    const value = element.getAttribute(HELD[attribute]);
    if (value) {
      element.setAttribute(attribute, value);
      element.removeAttribute(HELD[attribute]);
    }
  }
}

/** Holds the pictures of the page's content while data saver is on, and shows one when it is tapped. */
export function startPictureGate(content: HTMLElement, isOn: () => boolean): () => void {
  const apply = () => {
    if (isOn()) holdPictures(content);
  };
  const observer = new MutationObserver(apply);
  observer.observe(content, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ['src', 'poster'],
  });
  const onTap = (event: Event) => {
    const target = event.target instanceof Element ? event.target.closest('[data-saver-held]') : null;
    if (!target) return;
    event.preventDefault();
    event.stopPropagation();
    showPicture(target);
  };
  content.addEventListener('click', onTap, true);
  apply();
  return () => {
    observer.disconnect();
    content.removeEventListener('click', onTap, true);
  };
}
