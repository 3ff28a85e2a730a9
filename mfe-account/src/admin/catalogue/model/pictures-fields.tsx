import { useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { uploadDeskPicture } from '@cvb/api-client';
import type { DeskModelDocument } from '@cvb/contracts';
import { Button } from '@cvb/ui';
import { failureMessage } from '../../../common/failure-message';
import { Actions, Field, Notice } from '../../../common/form-parts';

type Picture = DeskModelDocument['pictures'][number];

const List = styled.ol`
  list-style: none;
  padding: 0;
  margin: 0 0 ${({ theme }) => theme.space(3)};
  li {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space(3)};
    align-items: flex-end;
    padding: ${({ theme }) => theme.space(2)} 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  img {
    width: 160px;
    height: 90px;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radius};
  }
  label {
    flex: 1 1 220px;
  }
`;

export interface PicturesFieldsProps {
  pictures: Picture[];
  onChange: (pictures: Picture[]) => void;
}

/** The model's pictures in their order: uploaded (the API resizes them), each with its alt text. */
export function PicturesFields({ pictures, onChange }: PicturesFieldsProps) {
  const { t } = useTranslation('admin');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const move = (index: number, by: -1 | 1) => {
    const next = [...pictures];
    [next[index], next[index + by]] = [next[index + by], next[index]];
    onChange(next);
  };

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setBusy(true);
    setError(null);
    try {
      const { url } = await uploadDeskPicture(file);
      onChange([...pictures, { url, alt: '' }]);
    } catch (failure) {
      setError(failureMessage(failure) ?? t('form.failed'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      {pictures.length === 0 && <p>{t('catalogue.pictures.none')}</p>}
      <List>
        {pictures.map((picture, index) => {
          const number = index + 1;
          return (
            <li key={picture.url}>
              <img src={picture.url} alt={picture.alt} />
              <Field>
                {t('catalogue.pictures.alt', { number })}
                <input
                  value={picture.alt}
                  maxLength={200}
                  onChange={(e) =>
                    onChange(pictures.map((p, i) => (i === index ? { ...p, alt: e.target.value } : p)))
                  }
                />
              </Field>
              <Actions>
                <Button
                  type="button"
                  $variant="secondary"
                  disabled={index === 0}
                  onClick={() => move(index, -1)}
                >
                  {t('catalogue.pictures.up', { number })}
                </Button>
                <Button
                  type="button"
                  $variant="secondary"
                  disabled={index === pictures.length - 1}
                  onClick={() => move(index, 1)}
                >
                  {t('catalogue.pictures.down', { number })}
                </Button>
                <Button
                  type="button"
                  $variant="secondary"
                  onClick={() => onChange(pictures.filter((_, i) => i !== index))}
                >
                  {t('catalogue.pictures.remove', { number })}
                </Button>
              </Actions>
            </li>
          );
        })}
      </List>
      <Field>
        {t('catalogue.pictures.upload')}
        <input
          type="file"
          accept="image/jpeg,image/png,image/webp"
          disabled={busy}
          onChange={(e) => void choose(e)}
        />
      </Field>
      {busy && <p role="status">{t('image.uploading')}</p>}
      {error && (
        <Notice $tone="danger" role="alert">
          {error}
        </Notice>
      )}
    </>
  );
}
