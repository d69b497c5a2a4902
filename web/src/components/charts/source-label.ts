import type { ViewSourceKind } from '../../graphql/generated/graphql';
import type { MessageId } from '../../i18n/catalog';
import { useText } from '../../i18n/use-text';
import './messages';

const PAGES = [
  'home',
  'landing',
  'search',
  'category',
  'tag',
  'collection',
  'designer',
  'toprank',
  'following',
  'portfolio',
  'other',
] as const;

/** Words where views came from: a page of the site by its name, another site by its domain. */
export function useSourceLabel() {
  const text = useText();
  return (source: { kind: ViewSourceKind; source: string }): string => {
    if (source.kind === 'SITE') return source.source;
    if (source.kind === 'DIRECT') return text('charts.source.direct');
    if (source.kind === 'UNKNOWN') return text('charts.source.unknown');
    const page = (PAGES as readonly string[]).includes(source.source) ? source.source : 'other';
    return text(`charts.source.${page}` as MessageId);
  };
}
