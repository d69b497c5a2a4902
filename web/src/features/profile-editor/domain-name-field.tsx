import { useState, type InputHTMLAttributes } from 'react';

import { useApolloClient } from '@apollo/client/react';
import styled from 'styled-components';
import { graphql } from '../../graphql/generated';
import { OutlineButton } from '../../components/button';
import { Field, Hint, RequiredMark } from './editor-styles';
import { useText } from '../../i18n/use-text';
import { useServerText } from '../../i18n/use-server-text';
import type { MessageId } from '../../i18n/catalog';

const ProfileEditorDomainNameQuery = graphql(`
  query ProfileEditorDomainNameQuery($domainName: String!) {
    domainNameAvailability(domainName: $domainName) {
      available
      message
      messageCode
    }
  }
`);

const InputRow = styled.div`
  display: flex;
  gap: 8px;
  input {
    flex: 1;
  }
  button {
    flex: none;
    min-height: 44px;
    border-radius: ${({ theme }) => theme.radius.small};
  }
`;

const Answer = styled.p<{ $available: boolean }>`
  margin: 0;
  display: flex;
  flex-wrap: wrap;
  gap: 2px 8px;
  align-items: baseline;
  font-size: 0.85rem;
  color: ${({ theme, $available }) => ($available ? theme.colors.approved : theme.colors.rejected)};
  strong::before {
    content: '${({ $available }) => ($available ? '✓' : '✕')}';
    margin-right: 6px;
  }
  span {
    color: ${({ theme }) => theme.colors.inkSoft};
  }
`;

interface DomainAnswer {
  /** The name the answer is about: it stops showing once the field changes. */
  name: string;
  available: boolean;
  /** A catalogue id: available, unavailable, nothing to check, check failed. */
  headline: MessageId;
  /** The server's explanation, as it words it. */
  detail?: string;
}

/** The domain name (required) with its Check button, which asks `domainNameAvailability` (§2). */
export function DomainNameField({
  inputProps,
  value,
}: {
  inputProps: InputHTMLAttributes<HTMLInputElement> & { id: string };
  value: string;
}) {
  const text = useText();
  const serverText = useServerText();
  const client = useApolloClient();
  const [answer, setAnswer] = useState<DomainAnswer | null>(null);
  const [checking, setChecking] = useState(false);
  const name = value.trim().toLowerCase();
  const shown = answer && answer.name === name ? answer : null;

  async function check() {
    if (name === '') {
      setAnswer({ name, available: false, headline: 'profileEditor.domainEmpty' });
      return;
    }
    const failed: DomainAnswer = { name, available: false, headline: 'profileEditor.domainCheckFailed' };
    setChecking(true);
    try {
      const { data } = await client.query({
        query: ProfileEditorDomainNameQuery,
        variables: { domainName: name },
        fetchPolicy: 'network-only',
      });
      const result = data?.domainNameAvailability;
      setAnswer(
        result
          ? {
              name,
              available: result.available,
              headline: result.available
                ? 'profileEditor.domainAvailable'
                : 'profileEditor.domainUnavailable',
              detail: serverText(result),
            }
          : failed,
      );
    } catch {
      setAnswer(failed);
    } finally {
      setChecking(false);
    }
  }

  const answerId = `${inputProps.id}-answer`;
  return (
    <Field>
      <label htmlFor={inputProps.id}>
        {text('profileEditor.domainName')}
        <RequiredMark>*</RequiredMark>
      </label>
      <InputRow>
        <input
          type="text"
          autoCapitalize="none"
          spellCheck={false}
          {...inputProps}
          aria-describedby={`${inputProps.id}-hint${shown ? ` ${answerId}` : ''}`}
        />
        <OutlineButton type="button" onClick={() => void check()} disabled={checking} aria-busy={checking}>
          {text(checking ? 'profileEditor.domainChecking' : 'profileEditor.domainCheck')}
        </OutlineButton>
      </InputRow>
      <Hint id={`${inputProps.id}-hint`}>{text('profileEditor.domainHint')}</Hint>
      <div role="status" aria-live="polite">
        {shown ? (
          <Answer id={answerId} $available={shown.available}>
            <strong>{text(shown.headline)}</strong>
            {shown.detail ? <span>{shown.detail}</span> : null}
          </Answer>
        ) : null}
      </div>
    </Field>
  );
}
