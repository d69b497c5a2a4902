import { startTransition, useOptimistic } from 'react';
import styled from 'styled-components';
import { useLocale, type Locale } from '../../i18n/locale';
import { useText } from '../../i18n/use-text';

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

/**
 * The TH/EN toggle. The pressed choice shows at once, while the page renders again in it (a transition, see
 * `LocaleProvider`).
 */
export function LanguageSwitch() {
  const text = useText();
  const { locale, setLocale } = useLocale();
  const [shown, showChoice] = useOptimistic(locale);
  return (
    <Group role="group" aria-label={text('language.switch')}>
      {(['th', 'en'] as Locale[]).map((option) => (
        <button
          key={option}
          type="button"
          lang={option}
          aria-pressed={shown === option}
          onClick={() =>
            startTransition(() => {
              showChoice(option);
              setLocale(option);
            })
          }
        >
          {text(`language.${option}`)}
        </button>
      ))}
    </Group>
  );
}
