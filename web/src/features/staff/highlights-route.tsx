import { useId, useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import styled from 'styled-components';
import { graphql } from '../../graphql/generated';
import { Container, PageSubtitle, PageTitle, SectionTitle } from '../../components/layout/container';
import { OutlineButton, PrimaryButton } from '../../components/button';
import { FormField } from '../../components/form-field';
import { Picture } from '../../components/picture';
import { LoadingOverlay, QueryState } from '../../components/status';
import { useHydrated } from '../../lib/use-hydrated';
import { usePageHead } from '../../components/page-head';
import { useServerText } from '../../i18n/use-server-text';
import { useText } from '../../i18n/use-text';
import { StaffNav } from './staff-nav';
import { StaffOnly, isForbidden } from './staff-only';

const HighlightsRouteQuery = graphql(`
  query HighlightsRouteQuery {
    viewer {
      id
      staffRole
    }
    highlightedPortfolios {
      id
      title
      cover {
        url
      }
    }
    portfolios(page: 1) {
      items {
        id
        title
        cover {
          url
        }
      }
    }
  }
`);

const SetHighlightsMutation = graphql(`
  mutation SetHighlightsMutation($portfolioIds: [ID!]!) {
    setHighlights(portfolioIds: $portfolioIds) {
      portfolios {
        id
        title
        cover {
          url
        }
      }
      errors {
        field
        message
        code
        limit
      }
    }
  }
`);

/** The home page's highlight block holds at most this many. */
const MAX_HIGHLIGHTS = 6;

interface Chosen {
  id: string;
  /** Null for a portfolio added by its id, until the server names it on saving. */
  title: string | null;
  coverUrl: string | null;
}

/** /staff/highlights: the home page's highlight block, chosen and ordered (at most 6, published only). Operators only. */
export default function HighlightsRoute() {
  const text = useText();
  usePageHead({ title: text('staff.highlights.title'), noindex: true });
  const query = useQuery(HighlightsRouteQuery, { fetchPolicy: 'cache-and-network' });
  const hydrated = useHydrated();

  const data = query.data ?? query.previousData;
  if (!data && !hydrated) return <LoadingOverlay />;
  if (isForbidden(query.error)) return <StaffOnly operators />;
  if (!data) return <QueryState query={query} />;
  const current = (data.highlightedPortfolios ?? []).map((each) => ({
    id: each.id,
    title: each.title,
    coverUrl: each.cover?.url ?? null,
  }));
  const candidates = (data.portfolios?.items ?? []).map((each) => ({
    id: each.id,
    title: each.title,
    coverUrl: each.cover?.url ?? null,
  }));

  return (
    <Container>
      <StaffNav role={data.viewer?.staffRole} />
      <PageTitle>{text('staff.highlights.title')}</PageTitle>
      <PageSubtitle>{text('staff.highlights.subtitle', { max: MAX_HIGHLIGHTS })}</PageSubtitle>
      {/* The editor starts from the saved order and keeps its own after saving: its message stays. */}
      <HighlightsEditor saved={current} candidates={candidates} />
    </Container>
  );
}

function HighlightsEditor({ saved, candidates }: { saved: Chosen[]; candidates: Chosen[] }) {
  const text = useText();
  const serverText = useServerText();
  const prefix = useId();
  const [chosen, setChosen] = useState<Chosen[]>(saved);
  const [byId, setById] = useState('');
  const [pick, setPick] = useState('');
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null);
  const [setHighlights, saving] = useMutation(SetHighlightsMutation, {
    update(cache, { data }) {
      if (data?.setHighlights.errors.length === 0) {
        cache.modify({
          id: 'ROOT_QUERY',
          fields: {
            highlightedPortfolios: (_old, { toReference }) =>
              data.setHighlights.portfolios.map((each) => toReference(each)),
          },
        });
      }
    },
  });
  const full = chosen.length >= MAX_HIGHLIGHTS;
  const label = (each: Chosen) => each.title ?? text('staff.highlights.byIdTitle', { id: each.id });

  function move(index: number, by: number) {
    setChosen((list) => {
      const next = [...list];
      const [item] = next.splice(index, 1);
      if (item) next.splice(index + by, 0, item);
      return next;
    });
    setOutcome(null);
  }

  function add(item: Chosen) {
    setOutcome(null);
    if (chosen.some((each) => each.id === item.id)) {
      setOutcome({ ok: false, message: text('staff.highlights.already', { title: label(item) }) });
      return;
    }
    if (full) return;
    setChosen((list) => [...list, item]);
  }

  async function save() {
    setOutcome(null);
    try {
      const result = await setHighlights({ variables: { portfolioIds: chosen.map((each) => each.id) } });
      const payload = result.data?.setHighlights;
      if (!payload) throw new Error('No answer to setHighlights');
      if (payload.errors.length > 0) {
        setOutcome({
          ok: false,
          message: payload.errors
            .map((error) => serverText(error, text('staff.highlights.failed')))
            .join(' '),
        });
        return;
      }
      setChosen(
        payload.portfolios.map((each) => ({
          id: each.id,
          title: each.title,
          coverUrl: each.cover?.url ?? null,
        })),
      );
      setOutcome({ ok: true, message: text('staff.highlights.saved') });
    } catch {
      setOutcome({ ok: false, message: text('staff.highlights.failed') });
    }
  }

  return (
    <>
      <SectionTitle>
        {text('staff.highlights.current', { count: chosen.length, max: MAX_HIGHLIGHTS })}
      </SectionTitle>
      {chosen.length === 0 ? (
        <p>{text('staff.highlights.empty')}</p>
      ) : (
        <List aria-label={text('staff.highlights.order')}>
          {chosen.map((each, index) => (
            <li key={each.id}>
              <Picture src={each.coverUrl} alt="" width={96} height={64} sizes="96px" />
              <span>
                {index + 1}. {label(each)}
              </span>
              <Buttons>
                <OutlineButton
                  type="button"
                  disabled={index === 0}
                  aria-label={text('staff.highlights.moveUpOf', { title: label(each) })}
                  onClick={() => move(index, -1)}
                >
                  {text('staff.highlights.moveUp')}
                </OutlineButton>
                <OutlineButton
                  type="button"
                  disabled={index === chosen.length - 1}
                  aria-label={text('staff.highlights.moveDownOf', { title: label(each) })}
                  onClick={() => move(index, 1)}
                >
                  {text('staff.highlights.moveDown')}
                </OutlineButton>
                <OutlineButton
                  type="button"
                  aria-label={text('staff.highlights.removeOf', { title: label(each) })}
                  onClick={() => {
                    setChosen((list) => list.filter((item) => item.id !== each.id));
                    setOutcome(null);
                  }}
                >
                  {text('staff.highlights.remove')}
                </OutlineButton>
              </Buttons>
            </li>
          ))}
        </List>
      )}
      <AddPanel>
        <SectionTitle>{text('staff.highlights.add')}</SectionTitle>
        {full ? <p>{text('staff.highlights.full', { max: MAX_HIGHLIGHTS })}</p> : null}
        <form
          onSubmit={(event) => {
            event.preventDefault();
            const item = candidates.find((each) => each.id === pick);
            if (item) add(item);
            setPick('');
          }}
        >
          <FormField>
            <label htmlFor={`${prefix}-pick`}>{text('staff.highlights.newest')}</label>
            <select id={`${prefix}-pick`} value={pick} onChange={(event) => setPick(event.target.value)}>
              <option value="">{text('staff.highlights.choose')}</option>
              {candidates.map((each) => (
                <option key={each.id} value={each.id}>
                  {each.title}
                </option>
              ))}
            </select>
          </FormField>
          <OutlineButton type="submit" disabled={full || !pick}>
            {text('staff.highlights.addChosen')}
          </OutlineButton>
        </form>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            const id = byId.trim();
            if (!/^\d+$/.test(id)) {
              setOutcome({ ok: false, message: text('staff.highlights.idInvalid') });
              return;
            }
            add(candidates.find((each) => each.id === id) ?? { id, title: null, coverUrl: null });
            setById('');
          }}
        >
          <FormField>
            <label htmlFor={`${prefix}-id`}>{text('staff.highlights.byId')}</label>
            <input
              id={`${prefix}-id`}
              inputMode="numeric"
              autoComplete="off"
              value={byId}
              onChange={(event) => setById(event.target.value)}
            />
          </FormField>
          <OutlineButton type="submit" disabled={full || !byId.trim()}>
            {text('staff.highlights.addById')}
          </OutlineButton>
        </form>
      </AddPanel>
      <PrimaryButton type="button" disabled={saving.loading} onClick={() => void save()}>
        {text(saving.loading ? 'staff.highlights.saving' : 'staff.highlights.save')}
      </PrimaryButton>
      <Outcome role="status" $ok={outcome?.ok ?? true}>
        {outcome?.message}
      </Outcome>
    </>
  );
}

const List = styled.ol`
  list-style: none;
  margin: 12px 0 24px;
  padding: 0;
  display: grid;
  gap: 12px;
  li {
    display: grid;
    grid-template-columns: 96px 1fr;
    gap: 8px 16px;
    align-items: center;
    padding: 12px;
    border: 1px solid ${({ theme }) => theme.colors.line};
    border-radius: ${({ theme }) => theme.radius.medium};
    background: ${({ theme }) => theme.colors.paper};
    @media (min-width: 768px) {
      grid-template-columns: 96px 1fr auto;
    }
  }
  img {
    width: 96px;
    height: 64px;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radius.medium};
  }
  span {
    font-weight: 600;
    overflow-wrap: anywhere;
  }
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  grid-column: 1 / -1;
  @media (min-width: 768px) {
    grid-column: auto;
  }
`;

const AddPanel = styled.section`
  margin: 0 0 24px;
  padding: 16px 20px;
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.colors.paper};
  h2 {
    margin-top: 0;
  }
  form {
    display: grid;
    gap: 12px;
    align-items: end;
    margin-bottom: 12px;
    @media (min-width: 768px) {
      grid-template-columns: 1fr auto;
    }
  }
  input,
  select {
    height: 48px;
  }
`;

const Outcome = styled.p<{ $ok: boolean }>`
  margin: 12px 0 0;
  font-weight: 600;
  color: ${({ $ok }) => ($ok ? '#1d7442' : '#a82f2f')};
  &:empty {
    margin: 0;
  }
`;
