import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '@cvb/ui';

const Frame = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  img {
    width: 100%;
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
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
`;

/** The model's images, one at a time; the buttons and the arrow keys move through them. */
export function Gallery({ images, name }: { images: string[]; name: string }) {
  const { t } = useTranslation('catalog');
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
      <img src={images[index]} alt={label} width={640} height={320} loading="lazy" />
      {count > 1 && (
        <Controls>
          <Button type="button" $variant="secondary" onClick={() => show(index - 1)}>
            {t('model.previousImage')}
          </Button>
          <span aria-live="polite">{`${index + 1} / ${count}`}</span>
          <Button type="button" $variant="secondary" onClick={() => show(index + 1)}>
            {t('model.nextImage')}
          </Button>
        </Controls>
      )}
    </Frame>
  );
}
