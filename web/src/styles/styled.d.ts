import 'styled-components';
import type { Theme } from './theme';

declare module 'styled-components' {
  // The theme object is the one source of colours and sizes.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends Theme {}
}
