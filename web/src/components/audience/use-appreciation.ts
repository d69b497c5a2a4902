import { graphql } from '../../graphql/generated';
import type {
  AppreciatePortfolioMutationMutation,
  WithdrawAppreciationMutationMutation,
} from '../../graphql/generated/graphql';
import { useToggleWrite } from './use-toggle-write';

const AppreciatePortfolioMutation = graphql(`
  mutation AppreciatePortfolioMutation($id: ID!) {
    appreciatePortfolio(id: $id) {
      portfolio {
        id
        appreciationCount
        appreciatedByViewer
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

const WithdrawAppreciationMutation = graphql(`
  mutation WithdrawAppreciationMutation($id: ID!) {
    withdrawAppreciation(id: $id) {
      portfolio {
        id
        appreciationCount
        appreciatedByViewer
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

/** The payload of either mutation. */
const payloadOf = (data: AppreciatePortfolioMutationMutation | WithdrawAppreciationMutationMutation) =>
  'appreciatePortfolio' in data ? data.appreciatePortfolio : data.withdrawAppreciation;

/**
 * Appreciating a work and taking it back: the payload's portfolio (count and state) is normalised over every card and
 * page showing it; a refusal is said in the reader's words.
 */
export function useAppreciation() {
  return useToggleWrite(AppreciatePortfolioMutation, WithdrawAppreciationMutation, payloadOf);
}
