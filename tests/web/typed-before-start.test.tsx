import { afterEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot, type Root } from 'react-dom/client';
import { ApolloClient, ApolloLink } from '@apollo/client';
import { useFormik } from 'formik';
import { AppProviders } from '../../web/src/app/providers';
import { useFormikFields } from '../../web/src/components/formik-fields';
import { createCache } from '../../web/src/lib/apollo-client';

// Rendering and hydrating by hand (not through Testing Library): React is told this is a test's act() environment.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const client = new ApolloClient({ link: ApolloLink.empty(), cache: createCache() });

/** A form as the site builds them: its button waits for both fields. */
function SignIn({ onSubmit }: { onSubmit: (values: { email: string; password: string }) => void }) {
  const formik = useFormik({ initialValues: { email: '', password: '' }, onSubmit });
  const fields = useFormikFields(formik, 'sign-in');
  return (
    <form onSubmit={formik.handleSubmit}>
      <input type="email" {...fields.control('email')} />
      <input type="password" {...fields.control('password')} />
      <button type="submit" disabled={!formik.values.email || !formik.values.password}>
        Sign in
      </button>
    </form>
  );
}

describe('a form typed into before the app has started', () => {
  let root: Root | undefined;
  afterEach(() => {
    act(() => root?.unmount());
    document.body.innerHTML = '';
  });

  it('takes over what the reader typed, instead of an empty form with a disabled button', async () => {
    const page = (onSubmit: () => void) => (
      <AppProviders client={client} locale="th">
        <SignIn onSubmit={onSubmit} />
      </AppProviders>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(page(() => undefined));
    document.body.append(container);
    // The reader types into the server's page while the app is still on its way.
    container.querySelector<HTMLInputElement>('#sign-in-email')!.value = 'somchai@example.com';
    container.querySelector<HTMLInputElement>('#sign-in-password')!.value = 'secret1234';

    const submitted = vi.fn();
    await act(async () => {
      root = hydrateRoot(container, page(submitted));
    });
    const button = container.querySelector('button')!;
    expect(button.disabled).toBe(false);
    await act(async () => button.click());
    expect(submitted).toHaveBeenCalledWith(
      { email: 'somchai@example.com', password: 'secret1234' },
      expect.anything(),
    );
  });
});
