import { getFragmentData, graphql, type FragmentType } from '../../graphql/generated';
import { useDesignerName } from '../../components/designer-name';
import { usePageHead } from '../../components/page-head';
import { useText } from '../../i18n/use-text';
import { summaryOf } from '../../lib/text';

export const PortfolioHead_portfolio = graphql(`
  fragment PortfolioHead_portfolio on Portfolio {
    title
    brief
    cover {
      url
    }
    shareCover {
      url
    }
    designer {
      id
      ...DesignerName_designer
    }
  }
`);

/** The detail page's title, description and link preview: the portfolio's title and designer, its brief, its share cover. */
export function PortfolioHead({ portfolio }: { portfolio: FragmentType<typeof PortfolioHead_portfolio> }) {
  const text = useText();
  const data = getFragmentData(PortfolioHead_portfolio, portfolio);
  const designer = useDesignerName(data.designer);
  usePageHead({
    title: text('detail.head.title', { title: data.title, designer }),
    description: summaryOf(data.brief) || text('detail.head.description', { title: data.title, designer }),
    image: data.shareCover?.url ?? data.cover?.url,
    type: 'article',
  });
  return null;
}
