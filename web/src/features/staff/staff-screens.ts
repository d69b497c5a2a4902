import { matchPath } from 'react-router';
import { paths } from '../../config/paths';
import type { MessageId } from '../../i18n/catalog';

/** The screens only operators use, each named in its refusal. */
export type OperatorScreen = 'enquiries' | 'highlights' | 'collections' | 'pages' | 'auditLog' | 'insights';

/** A staff screen: where it is, its tab, and (for operators only) the name its refusal gives it. */
interface StaffScreen {
  to: string;
  tab: MessageId;
  /** The addresses under it (an editor of one collection, of one page). */
  under?: string;
  operators?: OperatorScreen;
}

/**
 * The staff's screens in the order of their tabs: the moderation queue for all staff; enquiries, highlights,
 * collections, pages, the log (with the roles form) and the insights for operators only.
 */
export const STAFF_SCREENS: readonly StaffScreen[] = [
  { to: paths.staffModeration, tab: 'staff.nav.moderation' },
  { to: paths.staffEnquiries, tab: 'staff.nav.enquiries', operators: 'enquiries' },
  { to: paths.staffHighlights, tab: 'staff.nav.highlights', operators: 'highlights' },
  {
    to: paths.staffCollections,
    under: paths.staffCollection,
    tab: 'staff.nav.collections',
    operators: 'collections',
  },
  { to: paths.staffPages, under: paths.staffPage, tab: 'staff.nav.pages', operators: 'pages' },
  { to: paths.staffAuditLog, tab: 'staff.nav.auditLog', operators: 'auditLog' },
  { to: paths.staffInsights, tab: 'staff.nav.insights', operators: 'insights' },
];

/** The operators-only screen at an address, if it is one. */
export function operatorScreenAt(pathname: string): OperatorScreen | undefined {
  return STAFF_SCREENS.find(
    (screen) => matchPath(screen.to, pathname) || (screen.under && matchPath(screen.under, pathname)),
  )?.operators;
}
