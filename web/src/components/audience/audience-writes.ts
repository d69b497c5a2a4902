import { graphql } from '../../graphql/generated';

/*
 * The audience's writes, loaded when a reader first presses Appreciate or Follow rather than with the page: each
 * mutation's payload (the portfolio or designer as it now stands) updates every page through the cache. Each answers
 * as `answer`, so that one hook reads them all (`use-audience-toggle.ts`).
 */

const AppreciatePortfolioMutation = graphql(`
  mutation AppreciatePortfolioMutation($id: ID!) {
    answer: appreciatePortfolio(id: $id) {
      portfolio {
        id
        appreciationCount
        appreciatedByViewer
      }
      errors {
        ...UserErrors
      }
    }
  }
`);

const WithdrawAppreciationMutation = graphql(`
  mutation WithdrawAppreciationMutation($id: ID!) {
    answer: withdrawAppreciation(id: $id) {
      portfolio {
        id
        appreciationCount
        appreciatedByViewer
      }
      errors {
        ...UserErrors
      }
    }
  }
`);

const FollowDesignerMutation = graphql(`
  mutation FollowDesignerMutation($id: ID!) {
    answer: followDesigner(id: $id) {
      designer {
        id
        followerCount
        followedByViewer
      }
      errors {
        ...UserErrors
      }
    }
  }
`);

const UnfollowDesignerMutation = graphql(`
  mutation UnfollowDesignerMutation($id: ID!) {
    answer: unfollowDesigner(id: $id) {
      designer {
        id
        followerCount
        followedByViewer
      }
      errors {
        ...UserErrors
      }
    }
  }
`);

/** The writes by name, as `use-audience-toggle.ts` asks for them. */
export const audienceWrites = {
  AppreciatePortfolioMutation,
  WithdrawAppreciationMutation,
  FollowDesignerMutation,
  UnfollowDesignerMutation,
};
