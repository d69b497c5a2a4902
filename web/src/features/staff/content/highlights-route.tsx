import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../graphql/generated';
import { PageSubtitle, PageTitle } from '../../../components/layout/container';
import { useUnlistedPageHead } from '../../../components/page-head';
import { useWrite } from '../../../components/use-write';
import { useText } from '../../../i18n/use-text';
import { portfolioItem, type OrderedPickerWords, type SavedItems } from '../ordered-list/ordered-item';
import { OrderedPicker } from '../ordered-list/ordered-picker';
import { StaffQueryState } from '../staff-only';
import { useStaffUnsavedGuard } from '../use-staff-unsaved-guard';

const HighlightsRouteQuery = graphql(`
  query HighlightsRouteQuery {
    highlightedPortfolios {
      ...OrderedPicker_portfolio
    }
    portfolios(page: 1) {
      items {
        ...OrderedPicker_portfolio
      }
    }
  }
`);

const SetHighlightsMutation = graphql(`
  mutation SetHighlightsMutation($portfolioIds: [ID!]!) {
    setHighlights(portfolioIds: $portfolioIds) {
      portfolios {
        id
        ...OrderedPicker_portfolio
      }
      errors {
        ...UserErrors
      }
    }
  }
`);

/** The home page's highlight block holds at most this many. */
const MAX_HIGHLIGHTS = 6;

const HIGHLIGHTS_WORDS: OrderedPickerWords = {
  title: 'staff.highlights.current',
  order: 'staff.highlights.order',
  empty: 'staff.highlights.empty',
  unnamed: 'staff.highlights.byIdTitle',
  moveUp: 'staff.highlights.moveUp',
  moveDown: 'staff.highlights.moveDown',
  remove: 'staff.highlights.remove',
  moveUpOf: 'staff.highlights.moveUpOf',
  moveDownOf: 'staff.highlights.moveDownOf',
  removeOf: 'staff.highlights.removeOf',
  add: 'staff.highlights.add',
  full: 'staff.highlights.full',
  byId: 'staff.highlights.byId',
  addById: 'staff.highlights.addById',
  idInvalid: 'staff.highlights.idInvalid',
  already: 'staff.highlights.already',
  save: 'staff.highlights.save',
  saving: 'staff.highlights.saving',
  saved: 'staff.highlights.saved',
};

/** /staff/highlights: the home page's highlight block, chosen and ordered (at most 6, published only). Operators only. */
export default function HighlightsRoute() {
  const text = useText();
  useUnlistedPageHead('staff.highlights.title');
  const query = useQuery(HighlightsRouteQuery, { fetchPolicy: 'cache-and-network' });
  const [unsaved, setUnsaved] = useState(false);
  useStaffUnsavedGuard(unsaved);
  const { write: setHighlights } = useWrite(SetHighlightsMutation, {
    payload: (answer) => answer.setHighlights,
    updateOnDone(cache, { portfolios }) {
      cache.modify({
        id: 'ROOT_QUERY',
        fields: {
          highlightedPortfolios: (_old, { toReference }) =>
            portfolios.map((each) => toReference({ __typename: 'Portfolio', id: each.id })),
        },
      });
    },
  });

  // The highlights are public: the staff layout's role check keeps the editor for operators.
  const data = query.data ?? query.previousData;
  if (!data) return <StaffQueryState query={query} />;

  async function save(portfolioIds: string[]): Promise<SavedItems> {
    const outcome = await setHighlights({ portfolioIds }, { failed: text('staff.highlights.failed') });
    return outcome.ok ? { ok: true, items: outcome.payload.portfolios.map(portfolioItem) } : outcome;
  }

  return (
    <>
      <PageTitle>{text('staff.highlights.title')}</PageTitle>
      <PageSubtitle>{text('staff.highlights.subtitle', { max: MAX_HIGHLIGHTS })}</PageSubtitle>
      {/* The editor starts from the saved order and keeps its own after saving: its message stays. */}
      <OrderedPicker
        max={MAX_HIGHLIGHTS}
        words={HIGHLIGHTS_WORDS}
        saved={(data.highlightedPortfolios ?? []).map(portfolioItem)}
        pickList={{
          items: (data.portfolios?.items ?? []).map(portfolioItem),
          newest: 'staff.highlights.newest',
          choose: 'staff.highlights.choose',
          addChosen: 'staff.highlights.addChosen',
        }}
        save={save}
        onUnsavedChange={setUnsaved}
      />
    </>
  );
}
