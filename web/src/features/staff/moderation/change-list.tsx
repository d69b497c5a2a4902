import styled from 'styled-components';
import { Picture } from '../../../components/picture';
import { useLocalized } from '../../../i18n/locale';
import { useText } from '../../../i18n/use-text';
import type { Classification, PortfolioChange } from './portfolio-changes';

/** What an edit changes against the published version, one row per field, before and after. */
export function ChangeList({ changes, headingId }: { changes: PortfolioChange[]; headingId: string }) {
  const text = useText();
  return (
    <Changes aria-labelledby={headingId} data-testid="changes">
      <h3 id={headingId}>{text('staff.changes.title')}</h3>
      {changes.length === 0 ? (
        <p>{text('staff.changes.none')}</p>
      ) : (
        <dl>
          {changes.map((change) => (
            <div key={change.field}>
              <dt>{text(`staff.changes.field.${change.field}`)}</dt>
              <dd>
                <ChangeValue change={change} />
              </dd>
            </div>
          ))}
        </dl>
      )}
    </Changes>
  );
}

function ChangeValue({ change }: { change: PortfolioChange }) {
  const text = useText();
  const localized = useLocalized();
  const classified = (value: Classification) =>
    [value.category, value.subcategory]
      .map((name) => localized(name))
      .filter(Boolean)
      .join(' / ') || text('staff.changes.none.value');
  switch (change.field) {
    case 'title':
    case 'brief':
      return <BeforeAfter before={change.before} after={change.after} />;
    case 'category':
      return <BeforeAfter before={classified(change.before)} after={classified(change.after)} />;
    case 'cover':
    case 'shareCover':
      return (
        <Pictures>
          {[change.before, change.after].map((url, index) => (
            <figure key={index}>
              {url ? (
                <Picture src={url} alt="" width={160} height={120} />
              ) : (
                <span className="none">{text('staff.changes.none.value')}</span>
              )}
              <figcaption>{text(index === 0 ? 'staff.changes.before' : 'staff.changes.after')}</figcaption>
            </figure>
          ))}
        </Pictures>
      );
    case 'images':
      return (
        <>
          {[
            change.added ? text('staff.changes.imagesAdded', { count: change.added }) : null,
            change.removed ? text('staff.changes.imagesRemoved', { count: change.removed }) : null,
            change.reordered ? text('staff.changes.imagesReordered') : null,
            change.captionsChanged ? text('staff.changes.captionsChanged') : null,
          ]
            .filter(Boolean)
            .join(' · ')}
        </>
      );
    case 'tags':
      return (
        <>
          {[
            change.added.length ? text('staff.changes.tagsAdded', { tags: change.added.join(', ') }) : null,
            change.removed.length
              ? text('staff.changes.tagsRemoved', { tags: change.removed.join(', ') })
              : null,
          ]
            .filter(Boolean)
            .join(' · ')}
        </>
      );
    case 'detail':
      return <>{text('staff.changes.detailChanged')}</>;
  }
}

function BeforeAfter({ before, after }: { before: string; after: string }) {
  const text = useText();
  return (
    <Pair>
      <span>
        <small>{text('staff.changes.before')}</small> <del>{before || text('staff.changes.none.value')}</del>
      </span>
      <span>
        <small>{text('staff.changes.after')}</small> <ins>{after || text('staff.changes.none.value')}</ins>
      </span>
    </Pair>
  );
}

const Changes = styled.section`
  padding: 16px;
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.colors.canvas};
  h3 {
    margin: 0 0 8px;
    font-size: 1rem;
  }
  p {
    margin: 0;
  }
  dl {
    display: grid;
    gap: 8px;
    margin: 0;
  }
  dl > div {
    display: grid;
    grid-template-columns: minmax(96px, 160px) 1fr;
    gap: 12px;
  }
  dt {
    font-weight: 700;
  }
  dd {
    margin: 0;
    min-width: 0;
    overflow-wrap: anywhere;
  }
`;

const Pair = styled.span`
  display: grid;
  gap: 2px;
  small {
    display: inline-block;
    min-width: 3.5em;
    color: ${({ theme }) => theme.colors.muted};
    font-size: 0.8rem;
    font-weight: 700;
  }
  del {
    color: ${({ theme }) => theme.colors.inkSoft};
  }
  ins {
    text-decoration: none;
    font-weight: 600;
  }
`;

const Pictures = styled.span`
  display: flex;
  gap: 12px;
  figure {
    margin: 0;
    width: 120px;
  }
  img {
    border-radius: ${({ theme }) => theme.radius.small};
  }
  .none {
    display: grid;
    place-items: center;
    aspect-ratio: 4 / 3;
    border: 1px dashed ${({ theme }) => theme.colors.line};
    border-radius: ${({ theme }) => theme.radius.small};
    color: ${({ theme }) => theme.colors.muted};
    font-size: 0.8rem;
  }
  figcaption {
    font-size: 0.8rem;
    color: ${({ theme }) => theme.colors.muted};
  }
`;
