import styled from 'styled-components';
import { graphql, getFragmentData, type FragmentType } from '../../graphql/generated';
import { socialLinksOf } from '../../components/social-links';
import { useText } from '../../i18n/use-text';
import { media } from '../../styles/theme';
import { AboutPanel, Field, Muted, PlainList, shownValue } from './about-panel';

export const AboutPersonal_profile = graphql(`
  fragment AboutPersonal_profile on Profile {
    firstName {
      th
    }
    lastName {
      th
    }
    firstNameEn
    lastNameEn
    brandName
    profession
    designType
    city
    email
    mobileNumber
    domainName
  }
`);

/** The personal section of /profile-about: names, brand, profession, city and contact details. */
export function AboutPersonal({ profile }: { profile: FragmentType<typeof AboutPersonal_profile> }) {
  const data = getFragmentData(AboutPersonal_profile, profile);
  const text = useText();
  // The registered (Thai) name; the English one has its own line.
  const name = `${data.firstName.th} ${data.lastName.th}`.trim();
  const englishName = `${data.firstNameEn} ${data.lastNameEn}`.trim();
  return (
    <AboutPanel id="about-personal" title={text('memberProfile.about.personal')}>
      <Fields>
        <Field label={text('memberProfile.about.name')}>{shownValue(name)}</Field>
        <Field label={text('memberProfile.about.nameEn')}>
          <span lang="en">{shownValue(englishName)}</span>
        </Field>
        <Field label={text('memberProfile.about.brandName')}>{shownValue(data.brandName)}</Field>
        <Field label={text('memberProfile.about.profession')}>{shownValue(data.profession)}</Field>
        <Field label={text('memberProfile.about.designType')}>{shownValue(data.designType)}</Field>
        <Field label={text('memberProfile.about.city')}>{shownValue(data.city)}</Field>
        <Field label={text('memberProfile.about.email')}>{shownValue(data.email)}</Field>
        <Field label={text('memberProfile.about.mobileNumber')}>{shownValue(data.mobileNumber)}</Field>
        <Field label={text('memberProfile.about.domainName')}>{shownValue(data.domainName)}</Field>
      </Fields>
    </AboutPanel>
  );
}

/** The member's online links, each labelled with its network. */
export function AboutSocial({ profile }: { profile: Parameters<typeof socialLinksOf>[0] }) {
  const text = useText();
  const links = socialLinksOf(profile);
  return (
    <AboutPanel id="about-social" title={text('memberProfile.about.social')}>
      {links.length === 0 ? (
        <Muted>{text('memberProfile.about.noSocial')}</Muted>
      ) : (
        <Links>
          {links.map((link) => (
            <li key={link.network}>
              <span>{text(`memberProfile.about.${link.network}`)}</span>
              <a href={link.href} target="_blank" rel="noopener noreferrer">
                {link.text}
              </a>
            </li>
          ))}
        </Links>
      )}
    </AboutPanel>
  );
}

const Fields = styled.dl`
  display: grid;
  gap: 14px 24px;
  margin: 0;
  ${media.medium} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  dt {
    color: ${({ theme }) => theme.colors.muted};
    font-size: 0.8rem;
    font-weight: 600;
  }
  dd {
    margin: 2px 0 0;
    font-weight: 500;
    overflow-wrap: anywhere;
  }
`;

const Links = styled(PlainList)`
  li {
    display: flex;
    flex-direction: column;
    min-width: 0;
  }
  span {
    color: ${({ theme }) => theme.colors.muted};
    font-size: 0.8rem;
    font-weight: 600;
  }
  a {
    color: ${({ theme }) => theme.colors.accentDark};
    font-weight: 500;
    overflow-wrap: anywhere;
  }
`;
