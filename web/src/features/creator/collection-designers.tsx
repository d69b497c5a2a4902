import { Link } from 'react-router';
import styled from 'styled-components';
import { graphql, getFragmentData, type FragmentType } from '../../graphql/generated';
import { DesignerName } from '../../components/designer-name';
import { Picture } from '../../components/picture';
import { routeTo } from '../../config/paths';
import { cardSurface } from '../../styles/surface';
import { media } from '../../styles/theme';
import { useText } from '../../i18n/use-text';

export const CollectionDesigners_designer = graphql(`
  fragment CollectionDesigners_designer on Designer {
    id
    ...DesignerName_designer
    position
    picture {
      url
    }
  }
`);

/** A collection's designers: picture, name and position (or "unknown"), each opening the designer's page. */
export function CollectionDesigners({
  designers,
}: {
  designers: readonly FragmentType<typeof CollectionDesigners_designer>[];
}) {
  const text = useText();
  return (
    <Grid>
      {getFragmentData(CollectionDesigners_designer, designers).map((designer) => (
        <li key={designer.id}>
          <Link to={routeTo.designer(designer.id)}>
            <Picture src={designer.picture?.url} alt="" width={96} height={96} kind="avatar" />
            <strong>
              <DesignerName designer={designer} />
            </strong>
            <span>{designer.position ?? text('common.unknown')}</span>
          </Link>
        </li>
      ))}
    </Grid>
  );
}

const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 16px;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  ${media.medium} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
  li {
    min-width: 0;
  }
  a {
    ${cardSurface}
    display: flex;
    flex-direction: column;
    align-items: center;
    text-align: center;
    gap: 8px;
    padding: 20px 12px;
    color: inherit;
    text-decoration: none;
  }
  a:hover strong {
    color: ${({ theme }) => theme.colors.accent};
  }
  img {
    width: 96px;
    border-radius: 50%;
  }
  strong {
    overflow-wrap: anywhere;
  }
  span {
    font-size: 0.85rem;
    color: ${({ theme }) => theme.colors.muted};
  }
`;
