import { useMemo, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import styled from 'styled-components';
import { graphql } from '../../../graphql/generated';
import { PageSubtitle, PageTitle } from '../../../components/layout/container';
import { NotFoundPage } from '../../../components/not-found-page';
import { LoadingOverlay } from '../../../components/status';
import { usePageHead } from '../../../components/page-head';
import { paths, routeTo } from '../../../config/paths';
import { useLocalized } from '../../../i18n/locale';
import { useText } from '../../../i18n/use-text';
import { CollectionDetailsForm, collectionValues } from './collection-details-form';
import type { CollectionValues } from './collection-details-schema';
import { CollectionDesigners, CollectionPortfolios, useDesignerItem } from './collection-lists';
import { portfolioItem } from '../ordered-list/ordered-item';
import { StaffQueryState } from '../staff-only';
import { DeleteCollection } from './delete-collection';
import { useStaffUnsavedGuard } from '../use-staff-unsaved-guard';
import { recordIdOf } from '../../../lib/record-id';

const CollectionRouteQuery = graphql(`
  query CollectionRouteQuery($id: ID!, $existing: Boolean!) {
    collectionCategories {
      id
      name {
        th
        en
      }
    }
    staffCollection(id: $id) @include(if: $existing) {
      ...CollectionDetailsForm_staffCollection
      collection {
        id
        name {
          th
          en
        }
      }
      portfolios {
        ...OrderedPicker_portfolio
      }
      designers {
        ...CollectionLists_designer
      }
    }
    portfolios(page: 1) {
      items {
        ...OrderedPicker_portfolio
      }
    }
    uploadLimits {
      maxBytes
      maxMegabytes
      acceptedTypes
    }
  }
`);

/** What the editor of a just created collection is told, through the navigation's state. */
interface CreatedState {
  created?: boolean;
}

/** Today in the operator's time zone, `YYYY-MM-DD`: a new collection's publication date until they change it. */
function today(): string {
  const now = new Date();
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * /staff/collections/:id (`new` creates one): a collection's category, names, descriptions, cover and date; once it
 * exists, its portfolios and designers in curated order, and its deletion. Operators only.
 */
export default function CollectionRoute() {
  const { id = 'new' } = useParams();
  // An address whose id is no id names no collection: not found, as an unknown one, and nothing is asked.
  if (id !== 'new' && recordIdOf(id) === null)
    return <NotFoundPage titleId="staff.collections.editor.notFound" />;
  // One editor per collection: after creating, the new id's editor starts afresh rather than changing the variables
  // of the query on screen during the navigation's transition (which made the two renders interrupt each other).
  return <CollectionEditor key={id} id={id} />;
}

type EditorPart = 'details' | 'portfolios' | 'designers';

/** Which parts of the editor hold changes not saved yet: leaving the page with any asks first. */
function useUnsavedParts(): Record<EditorPart, (unsaved: boolean) => void> {
  const [unsaved, setUnsaved] = useState<ReadonlySet<EditorPart>>(new Set());
  const reporters = useMemo(() => {
    const reporter = (part: EditorPart) => (now: boolean) =>
      setUnsaved((parts) => {
        if (parts.has(part) === now) return parts;
        const next = new Set(parts);
        if (now) next.add(part);
        else next.delete(part);
        return next;
      });
    return {
      details: reporter('details'),
      portfolios: reporter('portfolios'),
      designers: reporter('designers'),
    };
  }, []);
  useStaffUnsavedGuard(unsaved.size > 0);
  return reporters;
}

function CollectionEditor({ id }: { id: string }) {
  const text = useText();
  const unsaved = useUnsavedParts();
  const localized = useLocalized();
  const navigate = useNavigate();
  const location = useLocation();
  const [search] = useSearchParams();
  const designerItem = useDesignerItem();
  const existing = id !== 'new';
  const query = useQuery(CollectionRouteQuery, {
    variables: { id: existing ? id : '0', existing },
    fetchPolicy: 'cache-and-network',
  });
  const loaded = query.data ?? query.previousData;
  const staffCollection = existing ? loaded?.staffCollection : null;
  const name = staffCollection ? localized(staffCollection.collection.name) : '';
  usePageHead({
    title:
      existing && name
        ? text('staff.collections.editor.pageTitle', { name })
        : text(existing ? 'staff.collections.editor.editTitle' : 'staff.collections.editor.newTitle'),
    noindex: true,
  });

  const data = loaded;
  if (!data) return <StaffQueryState query={query} />;
  if (existing && !staffCollection) {
    return query.loading ? <LoadingOverlay /> : <NotFoundPage titleId="staff.collections.editor.notFound" />;
  }

  const categories = data.collectionCategories ?? [];
  const preselected = search.get('category');
  const initialValues: CollectionValues = staffCollection
    ? collectionValues(staffCollection)
    : {
        categoryId:
          categories.find((category) => category.id === preselected)?.id ??
          (categories.length === 1 ? (categories[0]?.id ?? '') : ''),
        nameTh: '',
        nameEn: '',
        descriptionTh: '',
        descriptionEn: '',
        publishedOn: today(),
        cover: null,
      };
  const created = (location.state as CreatedState | null)?.created === true;

  return (
    <>
      <Back to={paths.staffCollections}>
        <span aria-hidden="true">← </span>
        {text('staff.collections.editor.back')}
      </Back>
      <PageTitle>{staffCollection ? name : text('staff.collections.editor.newTitle')}</PageTitle>
      <PageSubtitle>
        {text(staffCollection ? 'staff.collections.editor.editTitle' : 'staff.collections.editor.itemsLater')}
      </PageSubtitle>
      {categories.length === 0 ? (
        <PageSubtitle>
          <Link to={paths.staffCollections}>{text('staff.collections.editor.needCategory')}</Link>
        </PageSubtitle>
      ) : null}
      <>
        <CollectionDetailsForm
          collectionId={existing ? id : null}
          initialValues={initialValues}
          categories={categories}
          limits={data.uploadLimits ?? null}
          initialMessage={created ? text('staff.collections.editor.created') : undefined}
          onUnsavedChange={unsaved.details}
          onCreated={(newId) =>
            void navigate(routeTo.staffCollection(newId), { replace: true, state: { created: true } })
          }
        />
        {staffCollection ? (
          <>
            <CollectionPortfolios
              collectionId={id}
              saved={staffCollection.portfolios.map(portfolioItem)}
              candidates={(data.portfolios?.items ?? []).map(portfolioItem)}
              onUnsavedChange={unsaved.portfolios}
            />
            <CollectionDesigners
              collectionId={id}
              saved={staffCollection.designers.map(designerItem)}
              onUnsavedChange={unsaved.designers}
            />
            <DeleteCollection id={id} name={name} />
          </>
        ) : null}
      </>
    </>
  );
}

const Back = styled(Link)`
  display: inline-block;
  margin-top: 16px;
  color: ${({ theme }) => theme.colors.accentDark};
  font-weight: 600;
`;
