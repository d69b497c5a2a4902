import { EmptyState } from '../../components/status';

/** Not built yet: this screen comes with its feature's work. */
export default function PendingRoute() {
  return <EmptyState messageId="common.notFound" />;
}
