import { useOutletContext } from 'react-router';
import type { StaffRole } from '../../graphql/generated/graphql';

/** What the staff layout hands its screens: who is asking, and the enquiries tab's count to show. */
export interface StaffContext {
  viewer: { id: string; staffRole: StaffRole };
  /** The enquiries screen tells the tab how many are unread (undefined: not known, the tab says no count). */
  showUnreadEnquiries(count: number | undefined): void;
}

/** The staff member on a staff screen, as the layout above it checked them. */
export function useStaff(): StaffContext {
  return useOutletContext<StaffContext>();
}
