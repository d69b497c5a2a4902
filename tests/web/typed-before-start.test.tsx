import { afterEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import type { Root } from 'react-dom/client';
import { useFormik } from 'formik';
import { AppProviders } from '../../web/src/app/providers';
import { useFormikFields } from '../../web/src/components/formik-fields';
import { hydrate, offlineClient, serverRendered } from './hydration';

const client = offlineClient();

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
    const container = serverRendered(page(() => undefined));
    // The reader types into the server's page while the app is still on its way.
    container.querySelector<HTMLInputElement>('#sign-in-email')!.value = 'somchai@example.com';
    container.querySelector<HTMLInputElement>('#sign-in-password')!.value = 'secret1234';

    const submitted = vi.fn();
    root = await hydrate(container, page(submitted));
    const button = container.querySelector('button')!;
    expect(button.disabled).toBe(false);
    await act(async () => button.click());
    expect(submitted).toHaveBeenCalledWith(
      { email: 'somchai@example.com', password: 'secret1234' },
      expect.anything(),
    );
  });
});
