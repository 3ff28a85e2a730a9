import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { DeskModel, DeskModelDocument } from '@cvb/contracts';
import { Button, Card } from '@cvb/ui';
import { Actions, Notice } from '../../../common/form-parts';
import { DraftChip, StatusChip } from '../status-chip';
import { ConflictNotice } from '../conflict-notice';
import { ModelFields } from './model-fields';
import { ModelHistory } from './model-history';
import { shownSpecFields } from './model-document';
import { PicturesFields } from './pictures-fields';
import { TextsFields } from './texts-fields';
import { publishKind, useModelDesk } from './use-model-desk';
import { VariantsFields } from './variants-fields';

const section = { marginTop: 16 } as const;

/** The model editor: its fields, variants and texts as one draft, saved, previewed and published from here. */
export function ModelWorkspace({ initial, blank }: { initial: DeskModel | null; blank: DeskModelDocument }) {
  const { t } = useTranslation('admin');
  const desk = useModelDesk(initial, blank);
  const { model, document, setDocument, busy } = desk;
  const kind = publishKind(model, document);

  function submit(event: FormEvent) {
    event.preventDefault();
    void desk.save();
  }

  return (
    <form onSubmit={submit} aria-labelledby="model-title">
      <h2 id="model-title">
        {model ? t('catalogue.model.title', { name: document.name }) : t('catalogue.model.newTitle')}
      </h2>
      {model && (
        <p style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
          {model.published && <StatusChip status={model.published.document.status} />}
          {model.draft && <DraftChip />}
        </p>
      )}
      <Card as="section" aria-labelledby="model-fields-title">
        <h3 id="model-fields-title" style={{ marginTop: 0 }}>
          {t('catalogue.model.fields')}
        </h3>
        <ModelFields
          document={document}
          onChange={setDocument}
          modelId={model?.id ?? null}
          verticalLocked={model !== null}
        />
      </Card>
      <Card as="section" aria-labelledby="variants-title" style={section}>
        <h3 id="variants-title" style={{ marginTop: 0 }}>
          {t('catalogue.variants.title')}
        </h3>
        <VariantsFields
          document={document}
          fields={shownSpecFields(document)}
          onChange={(variants) => setDocument({ ...document, variants })}
        />
      </Card>
      <Card as="section" aria-labelledby="pictures-title" style={section}>
        <h3 id="pictures-title" style={{ marginTop: 0 }}>
          {t('catalogue.pictures.title')}
        </h3>
        <PicturesFields
          pictures={document.pictures}
          onChange={(pictures) => setDocument({ ...document, pictures })}
        />
      </Card>
      <Card as="section" aria-labelledby="texts-title" style={section}>
        <h3 id="texts-title" style={{ marginTop: 0 }}>
          {t('catalogue.texts.title')}
        </h3>
        <TextsFields texts={document.texts} onChange={(texts) => setDocument({ ...document, texts })} />
      </Card>
      <Card as="section" aria-label={t('catalogue.draft.actions')} style={section}>
        <Actions>
          <Button type="submit" disabled={busy !== null}>
            {busy === 'saving' ? t('form.saving') : t('catalogue.draft.save')}
          </Button>
          {model && (
            <Button
              type="button"
              $variant="secondary"
              disabled={busy !== null}
              onClick={() => void desk.publish()}
            >
              {busy === 'publishing' ? t('catalogue.draft.publishing') : t(`catalogue.draft.${kind}`)}
            </Button>
          )}
          {model?.previewPath && (
            <a href={model.previewPath} target="_blank" rel="noopener noreferrer">
              {t('catalogue.draft.preview')}
            </a>
          )}
          {model?.pagePath && (
            <a href={model.pagePath} target="_blank" rel="noopener noreferrer">
              {t('catalogue.draft.page')}
            </a>
          )}
        </Actions>
        {desk.conflict && (
          <ConflictNotice
            conflict={desk.conflict}
            onReload={() => desk.settle('theirs')}
            onKeep={() => desk.settle('mine')}
          />
        )}
        {desk.outcome && (
          <Notice $tone={desk.outcome.tone} role={desk.outcome.tone === 'success' ? 'status' : 'alert'}>
            {desk.outcome.text}
          </Notice>
        )}
      </Card>
      {model && (
        <Card as="section" aria-labelledby="history-title" style={section}>
          <h3 id="history-title" style={{ marginTop: 0 }}>
            {t('catalogue.history.title')}
          </h3>
          <ModelHistory
            modelId={model.id}
            vertical={document.vertical}
            variantNames={Object.fromEntries(
              document.variants.map((variant) => [variant.slug, variant.name]),
            )}
            refreshKey={desk.historyKey}
            busy={busy !== null}
            onRestore={(fromVersion) => void desk.restore(fromVersion)}
          />
        </Card>
      )}
    </form>
  );
}
