import { catalog } from '../../i18n/catalog';

export const messages = catalog({ th: {}, en: {} });
