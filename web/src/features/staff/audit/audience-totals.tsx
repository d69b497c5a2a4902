import styled from 'styled-components';
import { getFragmentData, graphql, type FragmentType } from '../../../graphql/generated';
import { SectionTitle } from '../../../components/layout/container';
import { useText } from '../../../i18n/use-text';
import { framedSurface } from '../../../styles/surface';

export const AudienceTotals_totals = graphql(`
  fragment AudienceTotals_totals on AudienceTotals {
    appreciations
    follows
    enquiries
    appreciationsLast30Days
    followsLast30Days
    enquiriesLast30Days
  }
`);

/** How much the public appreciates, follows and writes to designers: totals only, never who (issue 29). */
export function AudienceTotals({ totals }: { totals: FragmentType<typeof AudienceTotals_totals> }) {
  const text = useText();
  const data = getFragmentData(AudienceTotals_totals, totals);
  const rows = [
    {
      label: text('staff.audience.appreciations'),
      all: data.appreciations,
      recent: data.appreciationsLast30Days,
    },
    { label: text('staff.audience.follows'), all: data.follows, recent: data.followsLast30Days },
    { label: text('staff.audience.enquiries'), all: data.enquiries, recent: data.enquiriesLast30Days },
  ];
  return (
    <section aria-labelledby="audience-totals">
      <SectionTitle id="audience-totals">{text('staff.audience.title')}</SectionTitle>
      <Totals>
        {rows.map((row) => (
          <div key={row.label}>
            <dt>{row.label}</dt>
            <dd>
              <strong>{row.all.toLocaleString()}</strong>
              <small>{text('staff.audience.last30Days', { count: row.recent })}</small>
            </dd>
          </div>
        ))}
      </Totals>
    </section>
  );
}

const Totals = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
  gap: 12px;
  margin: 12px 0 32px;
  div {
    ${framedSurface}
    padding: 16px 18px;
  }
  dt {
    color: ${({ theme }) => theme.colors.muted};
    font-weight: 600;
  }
  dd {
    margin: 6px 0 0;
    display: grid;
    gap: 2px;
  }
  strong {
    font-size: 1.6rem;
  }
  small {
    color: ${({ theme }) => theme.colors.muted};
  }
`;
