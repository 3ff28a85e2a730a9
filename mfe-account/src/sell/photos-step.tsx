import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { AD_IMAGE_MAX_COUNT, AD_IMAGE_TYPES } from '@cvb/contracts';
import { Button } from '@cvb/ui';
import { useErrorText } from './sell-fields';
import { checkPhoto, type SellMessageKey, type StepErrors } from './sell-steps';

const Previews = styled.ul`
  list-style: none;
  padding: 0;
  margin: ${({ theme }) => theme.space(4)} 0 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(140px, 1fr));
  gap: ${({ theme }) => theme.space(3)};
  img {
    width: 100%;
    aspect-ratio: 4 / 3;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radius};
    display: block;
  }
  button {
    margin-top: ${({ theme }) => theme.space(1)};
    width: 100%;
  }
`;

const Picker = styled.label`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  font-weight: 600;
  input {
    font: inherit;
    min-height: 44px;
  }
  span {
    font-weight: 400;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Problem = styled.p`
  color: ${({ theme }) => theme.colors.danger};
`;

export interface PhotosStepProps {
  photos: readonly File[];
  errors: StepErrors;
  onPhotos: (photos: File[]) => void;
  /** A problem found while picking (wrong type, too big, too many), shown instead of the step's error. */
  onPickProblem: (problem: SellMessageKey | undefined) => void;
}

/** Step 3: photos picked from the device, checked here by type and size, previewed and removable. */
export function PhotosStep({ photos, errors, onPhotos, onPickProblem }: PhotosStepProps) {
  const { t } = useTranslation('sell');
  const errorText = useErrorText()(errors.photos);
  const urls = useMemo(() => photos.map((photo) => URL.createObjectURL(photo)), [photos]);
  useEffect(() => () => urls.forEach((url) => URL.revokeObjectURL(url)), [urls]);

  function pick(files: FileList | null) {
    const picked = Array.from(files ?? []);
    const accepted = picked.filter((file) => !checkPhoto(file));
    const rejected = picked.map(checkPhoto).find(Boolean);
    const all = [...photos, ...accepted];
    onPhotos(all.slice(0, AD_IMAGE_MAX_COUNT));
    onPickProblem(rejected ?? (all.length > AD_IMAGE_MAX_COUNT ? 'photoCount' : undefined));
  }

  return (
    <div>
      <Picker>
        {t('photos.add')}
        <span>{t('photos.hint')}</span>
        <input
          type="file"
          accept={AD_IMAGE_TYPES.join(',')}
          multiple
          aria-invalid={errorText ? true : undefined}
          onChange={(event) => {
            pick(event.target.files);
            event.target.value = '';
          }}
        />
      </Picker>
      {errorText && <Problem role="alert">{errorText}</Problem>}
      {photos.length > 0 && (
        <Previews>
          {photos.map((photo, index) => (
            <li key={urls[index]}>
              <img src={urls[index]} alt={t('photos.preview', { number: index + 1 })} />
              <Button
                type="button"
                $variant="secondary"
                onClick={() => {
                  onPhotos(photos.filter((_, i) => i !== index));
                  onPickProblem(undefined);
                }}
              >
                {t('photos.remove', { number: index + 1 })}
              </Button>
            </li>
          ))}
        </Previews>
      )}
    </div>
  );
}
