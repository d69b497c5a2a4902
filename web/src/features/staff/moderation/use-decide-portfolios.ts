import { useMutation } from '@apollo/client/react';
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
        field
        message
        code
        limit
      }
    }
  }
`);

export type DecisionOutcome = DecidePortfoliosMutationMutation['decidePortfolios'];

/**
 * Approves or refuses portfolios; the queue and the staff menu's count are asked again before it resolves, so the
 * screen shows what still waits.
 */
export function useDecidePortfolios() {
  const [mutate, { loading }] = useMutation(DecidePortfoliosMutation, {
    // The queue (and, with its menu open, the staff menu's count) is asked again. By name, a query not on screen
    // (the menu's, closed) would be warned about; it reads the total the queue's answer writes anyway.
    refetchQueries: 'active',
    awaitRefetchQueries: true,
  });
  async function decide(portfolioIds: string[], decision: ModerationDecision, reason?: string) {
    const result = await mutate({ variables: { input: { portfolioIds, decision, reason } } });
    if (!result.data) throw new Error('No answer to decidePortfolios');
    return result.data.decidePortfolios;
  }
  return { decide, deciding: loading };
}
