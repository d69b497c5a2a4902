import { Link } from 'react-router';
import { graphql, getFragmentData, type FragmentType } from '../graphql/generated';
import { routeTo } from '../config/paths';
import { DesignerName } from './designer-name';

export const DesignerLink_designer = graphql(`
  fragment DesignerLink_designer on Designer {
    id
    ...DesignerName_designer
  }
`);

/** A designer's full name leading to their page, as ranked lists write it under a work. */
export function DesignerLink({
  designer,
  className,
}: {
  designer: FragmentType<typeof DesignerLink_designer>;
  className?: string;
}) {
  const data = getFragmentData(DesignerLink_designer, designer);
  return (
    <Link className={className} to={routeTo.designer(data.id)}>
      <DesignerName designer={data} />
    </Link>
  );
}
