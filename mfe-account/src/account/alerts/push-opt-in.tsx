import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { registerNamespace } from '@cvb/i18n';
import { Button, Card, SectionTitle } from '@cvb/ui';
import { pushOptInTexts } from './push-opt-in-texts';
import { readPushState, turnPushOff, turnPushOn, type PushState } from './push-subscription';

registerNamespace('alertsPush', pushOptInTexts);

/**
 * "Notifications on this phone" on the alerts page (docs/domain.md#web-push): on, off, blocked or not supported. The
 * browser's permission is asked only when the person taps "Turn on", never on arriving at the page.
 */
export function PushOptIn() {
  const { t } = useTranslation('alertsPush');
  const headingId = useId();
  const [state, setState] = useState<PushState | undefined>();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    readPushState()
      .catch((): PushState => 'off')
      .then((read) => live && setState(read));
    return () => {
      live = false;
    };
  }, []);

  const change = async (action: () => Promise<PushState>) => {
    setBusy(true);
    setFailed(false);
    try {
      setState(await action());
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card as="section" aria-labelledby={headingId}>
      <SectionTitle id={headingId}>{t('heading')}</SectionTitle>
      {state && <p>{t(state)}</p>}
      {(state === 'off' || state === 'on') && (
        <Button
          type="button"
          $variant={state === 'on' ? 'secondary' : 'primary'}
          disabled={busy}
          onClick={() => void change(state === 'on' ? turnPushOff : turnPushOn)}
        >
          {busy ? t('working') : state === 'on' ? t('turnOff') : t('turnOn')}
        </Button>
      )}
      {failed && <p role="alert">{t('failed')}</p>}
    </Card>
  );
}
