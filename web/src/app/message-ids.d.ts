import type { CatalogMessageId } from './messages';

// react-intl checks every message id against the site's catalogues: a misspelt or missing id fails `tsc`.
declare global {
  namespace FormatjsIntl {
    interface Message {
      ids: CatalogMessageId;
    }
  }
}
