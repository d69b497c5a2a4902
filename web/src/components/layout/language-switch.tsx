import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { useLocale, type Locale } from '../../i18n/locale';

const Group = styled.div`
  display: inline-flex;
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radius.round};
  overflow: hidden;
  button {
    border: 0;
    background: transparent;
    padding: 0 12px;
    height: 34px;
    font-size: 0.8rem;
    font-weight: 700;
    cursor: pointer;
  }
  button[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.ink};
    color: #fff;
  }
`;

/** The TH/EN toggle. */
export function LanguageSwitch() {
  const intl = useIntl();
  const { locale, setLocale } = useLocale();
  return (
    <Group role="group" aria-label={intl.formatMessage({ id: 'language.switch' })}>
      {(['th', 'en'] as Locale[]).map((option) => (
        <button
          key={option}
          type="button"
          lang={option}
          aria-pressed={locale === option}
          onClick={() => setLocale(option)}
        >
          {intl.formatMessage({ id: `language.${option}` })}
        </button>
      ))}
    </Group>
  );
}
