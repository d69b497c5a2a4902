import { getFragmentData, graphql, type FragmentType } from '../../graphql/generated';
import { useDesignerName } from '../../components/designer-name';
import { usePageHead } from '../../components/page-head';
import { useText } from '../../i18n/use-text';

export const DesignerHead_designer = graphql(`
  fragment DesignerHead_designer on Designer {
    ...DesignerName_designer
    position
    portfolioCount
    picture {
      url
    }
    profile {
      id
      cover {
        url
      }
    }
  }
`);

/** The designer page's title, description and link preview: their name, position and work, their cover or picture. */
export function DesignerHead({ designer }: { designer: FragmentType<typeof DesignerHead_designer> }) {
  const text = useText();
  const data = getFragmentData(DesignerHead_designer, designer);
  const name = useDesignerName(data);
  const position = data.position?.trim();
  usePageHead({
    title: name,
    description: text('designerPage.head.description', {
      name: position ? `${name} (${position})` : name,
      count: data.portfolioCount ?? 0,
    }),
    image: data.profile?.cover?.url ?? data.picture?.url,
    type: 'profile',
  });
  return null;
}
