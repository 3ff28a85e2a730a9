import { useState, type FormEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '../button';
import { Card, Muted } from '../layout';
import { useUiText } from '../ui-texts';

const Form = styled(Card).attrs({ as: 'form' })`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  max-width: 28rem;
  label {
    display: grid;
    gap: ${({ theme }) => theme.space(1)};
  }
  fieldset {
    border: 0;
    margin: 0;
    padding: 0;
    display: grid;
    gap: ${({ theme }) => theme.space(1)};
  }
  fieldset label {
    display: flex;
    gap: ${({ theme }) => theme.space(2)};
    align-items: center;
  }
`;

/** Asks the shell to open its login dialog (the shell listens for this window event); the page stays where it is. */
export const openLoginDialog = () => window.dispatchEvent(new CustomEvent('cvb:open-login'));

export interface AlertSetterProps {
  /** What the alert will tell: the form's heading and accessible name. */
  title: string;
  signedIn: boolean;
  /** Stores the alert (POST /api/alerts); a rejection shows the "could not be saved" message. */
  save: () => Promise<unknown>;
  /** The alerts page in the page's language. */
  manageHref: string;
  /** The form's own fields (market, price, events…), if any. */
  children?: ReactNode;
}

/**
 * "Set an alert" (docs/domain.md#price-alerts), the same wherever data is shown: a button that opens a small form for a
 * signed-in person, or the login dialog for a visitor; after saving, a status line with a link to the alerts page.
 */
export function AlertSetter({ title, signedIn, save, manageHref, children }: AlertSetterProps) {
  const text = useUiText();
  const [open, setOpen] = useState(false);
  const [state, setState] = useState<'idle' | 'saving' | 'saved' | 'failed'>('idle');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setState('saving');
    try {
      await save();
      setState('saved');
      setOpen(false);
    } catch {
      setState('failed');
    }
  };

  return (
    <div>
      {!open && (
        <Button
          type="button"
          $variant="secondary"
          onClick={() => (signedIn ? setOpen(true) : openLoginDialog())}
        >
          {text('alertSetter.set', 'Set an alert')}
        </Button>
      )}
      {state === 'saved' && (
        <p role="status">
          {text('alertSetter.saved', 'Alert saved. We will send you an SMS.')}{' '}
          <a href={manageHref}>{text('alertSetter.manage', 'Your alerts')}</a>
        </p>
      )}
      {open && (
        <Form onSubmit={(event: FormEvent) => void submit(event)} aria-label={title}>
          <strong>{title}</strong>
          {children}
          {state === 'failed' && (
            <Muted role="alert">
              {text('alertSetter.failed', 'The alert could not be saved. Please try again.')}
            </Muted>
          )}
          <div>
            <Button type="submit" disabled={state === 'saving'}>
              {text('alertSetter.save', 'Save alert')}
            </Button>{' '}
            <Button type="button" $variant="secondary" onClick={() => setOpen(false)}>
              {text('alertSetter.cancel', 'Cancel')}
            </Button>
          </div>
        </Form>
      )}
    </div>
  );
}
