import type { ReactNode } from 'react';
import { ApolloProvider } from '@apollo/client/react';
import type { ApolloClient } from '@apollo/client';
import { ThemeProvider } from 'styled-components';
import { LocaleProvider, type Locale } from '../i18n/locale';
import { theme } from '../styles/theme';
import { MESSAGES } from '../i18n/messages-store';
// The shell's catalogues, added to MESSAGES.
import './messages';
import { GlobalStyle } from './global-style';
import { DialogProvider } from '../components/dialog';

/** Every provider the app needs; tests render through the same component. */
export function AppProviders({
  client,
  locale,
  children,
}: {
  client: ApolloClient;
  locale?: Locale;
  children: ReactNode;
}) {
  return (
    <ApolloProvider client={client}>
      <LocaleProvider initialLocale={locale} messages={MESSAGES}>
        <ThemeProvider theme={theme}>
          <GlobalStyle />
          <DialogProvider>{children}</DialogProvider>
        </ThemeProvider>
      </LocaleProvider>
    </ApolloProvider>
  );
}
