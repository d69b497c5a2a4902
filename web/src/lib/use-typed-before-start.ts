import { useEffect, useRef } from 'react';

/** A text field of a form, and how the form takes over what was typed into it. */
export interface TypedField {
  element: Element | null;
  /** What the form holds for it. */
  value: unknown;
  adopt(typed: string): void;
}

/**
 * Keeps what the reader typed into the server's page before the app had started (decision 031): hydrating leaves a
 * field's text as typed but the form's state empty, so the form would ignore it (a search of nothing, a disabled
 * sign-in button). Once the component has mounted, each text field whose text differs from the form's value hands
 * its text over. `fields` is asked then, once.
 */
export function useTypedBeforeStart(fields: () => TypedField[]): void {
  const ask = useRef(fields);
  useEffect(() => {
    for (const field of ask.current()) {
      const element = field.element;
      if (!(element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement)) continue;
      if (['checkbox', 'radio', 'file'].includes(element.type)) continue;
      if (element.value !== '' && element.value !== field.value) field.adopt(element.value);
    }
  }, []);
}
