import { FORM_TEXTS } from '@gro/config';
import { CONTACT_TAGLINES, PUBLIC_SCREEN_TEXTS } from '@gro/config/screens';
import styled from 'styled-components';
import { PublicPage } from '@/components/layouts/public-page';
import { useRandomItem } from '@/hooks/use-random-item';
import { media } from '@/styles/theme';
import { contactValidation, sendContactMessage } from '../api/send-contact-message';
import { ContactAside } from '../components/contact-aside';
import { ContactDetailsCard } from '../components/contact-details';
import { MessageForm } from '../components/message-form';

const texts = PUBLIC_SCREEN_TEXTS.contact;

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[10]};

  ${media.up('md')} {
    grid-template-columns: minmax(0, 1.7fr) minmax(0, 1fr);
    align-items: start;
    gap: ${({ theme }) => theme.space[12]};
  }
`;

/** Contact (spec §2): a random intro line of three, the form POST /contact takes, and the details staff keep. */
export default function ContactRoute() {
  const tagline = useRandomItem(CONTACT_TAGLINES);
  return (
    <PublicPage title={texts.title} documentTitle={texts.documentTitle} description={texts.description} lead={tagline}>
      <Layout>
        <MessageForm
          validate={contactValidation.validate}
          send={sendContactMessage}
          sentMessage={FORM_TEXTS.contactSent}
          texts={texts}
          titleId="contact-form-title"
        />
        <div>
          <ContactDetailsCard />
          <ContactAside />
        </div>
      </Layout>
    </PublicPage>
  );
}
