import type { ReactNode } from 'react';
import { Button, Card, Lead } from '@cvb/ui';
import { openLogin } from './open-login';

/** Why to sign in, with a button that opens the shell's login modal. */
export function SignInPrompt({ title, body, action }: { title: string; body: ReactNode; action: string }) {
  return (
    <Card as="section" aria-labelledby="sign-in-title">
      <h2 id="sign-in-title" style={{ marginTop: 0 }}>
        {title}
      </h2>
      <Lead>{body}</Lead>
      <Button type="button" onClick={openLogin}>
        {action}
      </Button>
    </Card>
  );
}
