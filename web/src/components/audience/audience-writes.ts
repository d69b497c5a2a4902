import { graphql } from '../../graphql/generated';
import { serverTextOf } from '../../i18n/use-server-text';
import type { ToggleWrite } from './use-toggle-write';

/*
 * The audience's writes, loaded when a reader first presses Appreciate or Follow rather than with the page: each runs
 * its mutation, whose payload (the portfolio or designer as it now stands) updates every page through the cache, and
 * answers its refusal in the reader's words, or null. The server's messages come with them, not with the page.
 */

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

const FollowDesignerMutation = graphql(`
  mutation FollowDesignerMutation($id: ID!) {
    followDesigner(id: $id) {
      designer {
        id
        followerCount
        followedByViewer
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

const UnfollowDesignerMutation = graphql(`
  mutation UnfollowDesignerMutation($id: ID!) {
    unfollowDesigner(id: $id) {
      designer {
        id
        followerCount
        followedByViewer
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

/** Appreciates a work (`on`) or takes the appreciation back. */
export const changeAppreciation: ToggleWrite = async (client, id, on, text) => {
  const errors = on
    ? (await client.mutate({ mutation: AppreciatePortfolioMutation, variables: { id } })).data
        ?.appreciatePortfolio.errors
    : (await client.mutate({ mutation: WithdrawAppreciationMutation, variables: { id } })).data
        ?.withdrawAppreciation.errors;
  return errors && errors.length > 0 ? serverTextOf(text, errors) : null;
};

/** Follows a designer (`on`) or no longer. */
export const changeFollow: ToggleWrite = async (client, id, on, text) => {
  const errors = on
    ? (await client.mutate({ mutation: FollowDesignerMutation, variables: { id } })).data?.followDesigner
        .errors
    : (await client.mutate({ mutation: UnfollowDesignerMutation, variables: { id } })).data?.unfollowDesigner
        .errors;
  return errors && errors.length > 0 ? serverTextOf(text, errors) : null;
};
