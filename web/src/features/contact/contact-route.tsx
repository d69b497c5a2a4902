import styled from 'styled-components';
import { Container, PageSubtitle, PageTitle } from '../../components/layout/container';
import { media } from '../../styles/theme';
import { useText } from '../../i18n/use-text';
import { ContactDetails } from './contact-details';
import { ContactForm } from './contact-form';
import { usePageHead } from '../../components/page-head';

const Layout = styled.div`
  display: grid;
  gap: 24px;
  margin-bottom: 48px;
  ${media.large} {
    grid-template-columns: minmax(0, 5fr) minmax(0, 6fr);
    align-items: start;
  }
`;

/** /contact: map, address details and the contact form (§2, §5). */
export default function ContactRoute() {
  const text = useText();
  usePageHead({ title: text('contact.title'), description: text('contact.subtitle') });
  return (
    <Container>
      <PageTitle>{text('contact.title')}</PageTitle>
      <PageSubtitle>{text('contact.subtitle')}</PageSubtitle>
      <Layout>
        <ContactDetails />
        <ContactForm />
      </Layout>
    </Container>
  );
}
