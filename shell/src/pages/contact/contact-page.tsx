import { StaticPage } from '../static-page';
import { ContactForm } from './contact-form';

export function ContactPage() {
  return (
    <StaticPage page="contact">
      <ContactForm />
    </StaticPage>
  );
}
