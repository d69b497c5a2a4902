import { FormattedDate } from 'react-intl';
import { getFragmentData, graphql, type FragmentType } from '../../graphql/generated';
import { useLocalized } from '../../i18n/locale';
import { Panel } from './detail-panel';
import { useText } from '../../i18n/use-text';

export const PortfolioFacts_portfolio = graphql(`
  fragment PortfolioFacts_portfolio on Portfolio {
    publishedAt
    createdAt
    viewCount
    category {
      id
      name {
        th
        en
      }
    }
    subcategory {
      id
      name {
        th
        en
      }
    }
  }
`);

/** When the work was published (created, until approved), its category and how often it was viewed. */
export function PortfolioFacts({ portfolio }: { portfolio: FragmentType<typeof PortfolioFacts_portfolio> }) {
  const text = useText();
  const localized = useLocalized();
  const data = getFragmentData(PortfolioFacts_portfolio, portfolio);
  return (
    <Panel>
      <dl>
        <dt>{text('detail.published')}</dt>
        <dd>
          <FormattedDate
            value={data.publishedAt ?? data.createdAt}
            year="numeric"
            month="long"
            day="numeric"
          />
        </dd>
        {data.category ? (
          <>
            <dt>{text('detail.category')}</dt>
            <dd>
              {localized(data.category.name)}
              {data.subcategory ? ` / ${localized(data.subcategory.name)}` : ''}
            </dd>
          </>
        ) : null}
        <dt>{text('detail.views')}</dt>
        <dd>{text('common.views', { count: data.viewCount })}</dd>
      </dl>
    </Panel>
  );
}
