import type { ContactRequest } from '@cvb/contracts';
import type { SubmitCall } from '../../forms/site-submissions';
import { StaticPage } from '../static-page';
import { ContactForm } from './contact-form';

export function ContactPage({ send }: { send?: SubmitCall<ContactRequest> }) {
  return (
    <StaticPage page="contact">
      <ContactForm send={send} />
    </StaticPage>
  );
}
