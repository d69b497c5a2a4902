import styled from 'styled-components';
import { SectionTitle } from '../../components/layout/container';
import { OutlineButton } from '../../components/button';
import { useText } from '../../i18n/use-text';
import { ContactMap } from './contact-map';
import { ContactPanel } from './contact-panel';
import { mailtoHref } from '../../lib/mailto';

export const ADDRESS = 'National Design Centre, Rama IV Road, Bang Rak, Bangkok 10500';
export const PHONE = '02-123-4567';
export const EMAIL = 'hello@portfolio.example';

const Details = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 10px 16px;
  margin: 20px 0;
  dt {
    font-weight: 600;
    color: ${({ theme }) => theme.colors.muted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
  a {
    color: ${({ theme }) => theme.colors.ink};
  }
`;

const MapLink = styled(OutlineButton).attrs({ as: 'a' })``;

/** The organisation's map, address, phone, e-mail and hours, with a link to open the map. */
export function ContactDetails() {
  const text = useText();
  return (
    <ContactPanel aria-labelledby="contact-address-title">
      <ContactMap />
      <SectionTitle id="contact-address-title" style={{ margin: '20px 0 0' }}>
        {text('contact.organisation')}
      </SectionTitle>
      <Details>
        <dt>{text('contact.addressTitle')}</dt>
        <dd>{text('contact.address')}</dd>
        <dt>{text('contact.phone')}</dt>
        <dd>
          <a href={`tel:${PHONE.replace(/-/g, '')}`}>{PHONE}</a>
        </dd>
        <dt>{text('contact.email')}</dt>
        <dd>
          <a href={mailtoHref(EMAIL)}>{EMAIL}</a>
        </dd>
        <dt>{text('contact.hours')}</dt>
        <dd>{text('contact.hoursValue')}</dd>
      </Details>
      <MapLink
        href={`https://maps.google.com/?q=${encodeURIComponent(ADDRESS)}`}
        target="_blank"
        rel="noopener noreferrer"
      >
        {text('contact.openMap')}
      </MapLink>
    </ContactPanel>
  );
}
