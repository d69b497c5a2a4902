import type { Said } from '../../../components/status-line';
import { useWrite, type WriteWords } from '../../../components/use-write';
import { graphql } from '../../../graphql/generated';
import type {
  DecidePortfoliosMutationMutation,
  ModerationDecision,
} from '../../../graphql/generated/graphql';

const DecidePortfoliosMutation = graphql(`
  mutation DecidePortfoliosMutation($input: DecidePortfoliosInput!) {
    decidePortfolios(input: $input) {
      results {
        portfolioId
        decided
        messageCode
        mailed
      }
      errors {
        ...UserErrors
      }
    }
  }
`);

export type DecisionOutcome = DecidePortfoliosMutationMutation['decidePortfolios'];

/**
 * Approves or refuses portfolios, told on the screen's status line (`tell`) in the words given; the queue and the
 * staff menu's count are asked again before it resolves, so the screen shows what still waits.
 */
export function useDecidePortfolios(tell: (said: Said | null) => void) {
  const { write, writing } = useWrite(DecidePortfoliosMutation, {
    payload: (data) => data.decidePortfolios,
    tell,
    // The queue (and, with its menu open, the staff menu's count) is asked again. By name, a query not on screen
    // (the menu's, closed) would be warned about; it reads the total the queue's answer writes anyway.
    refetchQueries: 'active',
    awaitRefetchQueries: true,
  });
  function decide(
    portfolioIds: string[],
    decision: ModerationDecision,
    words: WriteWords<DecisionOutcome>,
    reason?: string,
  ) {
    return write({ input: { portfolioIds, decision, reason } }, words);
  }
  return { decide, deciding: writing };
}
