import { graphql } from '../../graphql/generated';
import type {
  FollowDesignerMutationMutation,
  UnfollowDesignerMutationMutation,
} from '../../graphql/generated/graphql';
import { useToggleWrite } from './use-toggle-write';

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

/** The payload of either mutation. */
const payloadOf = (data: FollowDesignerMutationMutation | UnfollowDesignerMutationMutation) =>
  'followDesigner' in data ? data.followDesigner : data.unfollowDesigner;

/**
 * Following a designer and no longer following them: the payload's designer (count and state) updates every page
 * showing them (the Following page asks for its list each time it shows); a refusal is said in the reader's words.
 */
export function useFollow() {
  return useToggleWrite(FollowDesignerMutation, UnfollowDesignerMutation, payloadOf);
}
