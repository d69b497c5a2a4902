import { Link } from 'react-router';
import styled from 'styled-components';
import { paths, routeTo } from '../../config/paths';
import { media } from '../../styles/theme';
import { Container } from './container';
import { LogoMark } from './site-logo';
import type { MessageId } from '../../i18n/catalog';
import { useText } from '../../i18n/use-text';
import { mailtoHref } from '../../lib/mailto';

/** The footer's scroll to the top waits this long after a click (§9). */
export const FOOTER_SCROLL_DELAY_MS = 300;

export const CONTACT_EMAIL = 'hello@portfolio.example';
export const CONTACT_PHONE = '02-123-4567';

const Wrapper = styled.footer`
  margin-top: 64px;
  background: ${({ theme }) => theme.colors.ink};
  color: #e9e7f5;
  padding: 48px 0 24px;
  a {
    color: #e9e7f5;
    text-decoration: none;
  }
  a:hover {
    text-decoration: underline;
  }
`;

const Columns = styled.div`
  display: grid;
  gap: 32px;
  ${media.medium} {
    grid-template-columns: 1.2fr 1fr 1fr;
  }
  h2 {
    font-size: 0.95rem;
    margin-bottom: 12px;
    color: #fff;
  }
  ul {
    list-style: none;
    padding: 0;
    margin: 0;
    display: grid;
    gap: 8px;
  }
`;

const Partners = styled.ul`
  display: flex !important;
  flex-wrap: wrap;
  gap: 12px !important;
  li {
    padding: 8px 12px;
    border: 1px solid rgba(255, 255, 255, 0.2);
    border-radius: ${({ theme }) => theme.radius.small};
    font-size: 0.75rem;
    font-weight: 700;
    letter-spacing: 0.04em;
  }
`;

const Bottom = styled.p`
  margin: 40px 0 0;
  padding-top: 20px;
  border-top: 1px solid rgba(255, 255, 255, 0.15);
  font-size: 0.85rem;
  color: #b9b6cf;
`;

/** Fictional partner organisations of the demo, drawn as word marks. */
const PARTNERS = [
  'NATIONAL DESIGN CENTRE',
  'CREATIVE ECONOMY AGENCY',
  'THAI CRAFT INSTITUTE',
  'DESIGN WEEK BKK',
];

/** Footer: its links (each scrolls to the top after 300 ms), partners, contact e-mail and phone, copyright. */
export function Footer() {
  const text = useText();
  const scrollSoon = () => window.setTimeout(() => window.scrollTo({ top: 0 }), FOOTER_SCROLL_DELAY_MS);
  const links: [string, MessageId][] = [
    [paths.home, 'nav.home'],
    [paths.categoryList, 'nav.portfolio'],
    [paths.creator, 'nav.creator'],
    [routeTo.page('about-us'), 'nav.aboutUs'],
    [routeTo.page('faqs'), 'nav.faqs'],
    [routeTo.page('term'), 'nav.terms'],
    [routeTo.page('privacy-policy'), 'nav.privacy'],
    [paths.contact, 'nav.contact'],
  ];
  return (
    <Wrapper>
      <Container>
        <Columns>
          <div>
            <p style={{ display: 'flex', alignItems: 'center', gap: 10, fontWeight: 800, margin: 0 }}>
              <LogoMark /> {text('site.name')}
            </p>
            <p>{text('site.tagline')}</p>
            <p>
              {text('footer.contactEmail')}: <a href={mailtoHref(CONTACT_EMAIL)}>{CONTACT_EMAIL}</a>
              <br />
              {text('footer.phone')}: <a href={`tel:${CONTACT_PHONE.replace(/-/g, '')}`}>{CONTACT_PHONE}</a>
            </p>
          </div>
          <nav aria-label={text('footer.links')}>
            <h2>{text('footer.links')}</h2>
            <ul>
              {links.map(([to, id]) => (
                <li key={id}>
                  <Link to={to} onClick={scrollSoon}>
                    {text(id)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <div>
            <h2>{text('footer.partners')}</h2>
            <Partners aria-label={text('footer.partners')}>
              {PARTNERS.map((partner) => (
                <li key={partner}>{partner}</li>
              ))}
            </Partners>
          </div>
        </Columns>
        <Bottom>{text('footer.copyright', { year: new Date().getFullYear() })}</Bottom>
      </Container>
    </Wrapper>
  );
}
