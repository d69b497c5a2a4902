import type { ReactNode } from 'react';
import styled from 'styled-components';
import { graphql, getFragmentData, type FragmentType } from '../../graphql/generated';
import { useLocalized } from '../../i18n/locale';
import { useText } from '../../i18n/use-text';
import { media } from '../../styles/theme';
import { AboutPanel, Field, Muted, PlainList, shownValue } from './about-panel';

export const AboutEducation_profile = graphql(`
  fragment AboutEducation_profile on Profile {
    educations {
      id
      schoolUniversity
      classOf
      degree {
        id
        name {
          th
          en
        }
      }
    }
  }
`);

export const AboutWork_profile = graphql(`
  fragment AboutWork_profile on Profile {
    works {
      id
      company
      position
      city
      country
    }
  }
`);

/** The member's education, newest first as entered: school, degree and branch. */
export function AboutEducation({ profile }: { profile: FragmentType<typeof AboutEducation_profile> }) {
  const { educations } = getFragmentData(AboutEducation_profile, profile);
  const text = useText();
  const localized = useLocalized();
  return (
    <AboutPanel id="about-education" title={text('memberProfile.about.education')}>
      <Entries
        emptyText={text('memberProfile.about.noEducation')}
        entries={educations}
        renderEntry={(education) => (
          <>
            <strong>{shownValue(education.schoolUniversity)}</strong>
            <dl>
              <Field label={text('memberProfile.about.degree')}>
                {shownValue(localized(education.degree?.name))}
              </Field>
              <Field label={text('memberProfile.about.branch')}>{shownValue(education.classOf)}</Field>
            </dl>
          </>
        )}
      />
    </AboutPanel>
  );
}

/** The member's work, the first entry marked as the current one: position, company and place. */
export function AboutWork({ profile }: { profile: FragmentType<typeof AboutWork_profile> }) {
  const { works } = getFragmentData(AboutWork_profile, profile);
  const text = useText();
  return (
    <AboutPanel id="about-work" title={text('memberProfile.about.work')}>
      <Entries
        emptyText={text('memberProfile.about.noWork')}
        entries={works}
        renderEntry={(work, index) => (
          <>
            <strong>
              {shownValue(work.position)}
              {index === 0 ? <Current>{text('memberProfile.about.current')}</Current> : null}
            </strong>
            <dl>
              <Field label={text('memberProfile.about.company')}>{shownValue(work.company)}</Field>
              <Field label={text('memberProfile.about.city')}>
                {[work.city, work.country]
                  .map((part) => part.trim())
                  .filter((part) => part !== '' && part !== '-')
                  .join(', ') || '-'}
              </Field>
            </dl>
          </>
        )}
      />
    </AboutPanel>
  );
}

/** Education or work entries, each a heading and its details, or a quiet line when there are none. */
function Entries<T extends { id: string }>({
  emptyText,
  entries,
  renderEntry,
}: {
  emptyText: string;
  entries: readonly T[];
  renderEntry(entry: T, index: number): ReactNode;
}) {
  if (entries.length === 0) return <Muted>{emptyText}</Muted>;
  return (
    <EntryList as="ol">
      {entries.map((entry, index) => (
        <li key={entry.id}>{renderEntry(entry, index)}</li>
      ))}
    </EntryList>
  );
}

const EntryList = styled(PlainList)`
  li {
    padding: 14px 16px;
    border-left: 3px solid ${({ theme }) => theme.colors.accent};
    border-radius: 0 ${({ theme }) => theme.radius.small} ${({ theme }) => theme.radius.small} 0;
    background: ${({ theme }) => theme.colors.canvas};
  }
  strong {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 8px;
    overflow-wrap: anywhere;
  }
  dl {
    display: grid;
    gap: 4px 20px;
    margin: 6px 0 0;
    ${media.small} {
      grid-template-columns: repeat(2, minmax(0, 1fr));
    }
  }
  dl div {
    display: flex;
    gap: 6px;
    min-width: 0;
    font-size: 0.9rem;
  }
  dt {
    color: ${({ theme }) => theme.colors.muted};
  }
  dt::after {
    content: ':';
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const Current = styled.span`
  padding: 1px 10px;
  border-radius: ${({ theme }) => theme.radius.round};
  background: ${({ theme }) => theme.colors.accentSoft};
  color: ${({ theme }) => theme.colors.accentDark};
  font-size: 0.75rem;
  font-weight: 700;
`;
