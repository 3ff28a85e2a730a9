import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '@cvb/ui';

const Frame = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  img {
    width: 100%;
    /* The box keeps the catalogue pictures' 8:5 whatever loads into it: a picture's own size must not move the page. */
    aspect-ratio: 8 / 5;
    max-height: 320px;
    object-fit: contain;
    background: ${({ theme }) => theme.colors.surface};
    border-radius: ${({ theme }) => theme.radius};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.brand};
  }
`;

const Controls = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(4)};
  span {
    white-space: nowrap;
    font-variant-numeric: tabular-nums;
    min-width: 4ch;
    text-align: center;
  }
`;

/** A round arrow button; its name ("Next image") is for assistive tech, the arrow is for the eye. */
const Arrow = styled(Button)`
  width: 44px;
  padding: 0;
  border-radius: 22px;
  font-size: 1.25rem;
  line-height: 1;
`;

/** The model's images, one at a time; the buttons and the arrow keys move through them. */
export function Gallery({ images, name }: { images: string[]; name: string }) {
  const { t } = useTranslation('catalogue');
  const [index, setIndex] = useState(0);
  if (images.length === 0) return <p>{t('model.noImages')}</p>;
  const count = images.length;
  const show = (next: number) => setIndex((next + count) % count);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') show(index + 1);
    else if (event.key === 'ArrowLeft') show(index - 1);
    else return;
    event.preventDefault();
  };
  const label = t('model.galleryImage', { name, index: index + 1, count });
  return (
    <Frame
      tabIndex={0}
      role="group"
      aria-roledescription="carousel"
      aria-label={t('model.gallery')}
      onKeyDown={onKeyDown}
    >
      {/* The picture on show is at the top of the model page, its largest paint: fetched at once, first. */}
      <img
        src={images[index]}
        alt={label}
        width={640}
        height={400}
        fetchPriority={index === 0 ? 'high' : 'auto'}
      />
      {count > 1 && (
        <Controls>
          <Arrow
            type="button"
            $variant="secondary"
            aria-label={t('model.previousImage')}
            onClick={() => show(index - 1)}
          >
            <span aria-hidden="true">‹</span>
          </Arrow>
          <span aria-live="polite">{`${index + 1} / ${count}`}</span>
          <Arrow
            type="button"
            $variant="secondary"
            aria-label={t('model.nextImage')}
            onClick={() => show(index + 1)}
          >
            <span aria-hidden="true">›</span>
          </Arrow>
        </Controls>
      )}
    </Frame>
  );
}
