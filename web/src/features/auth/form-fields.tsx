import { useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { useFormik, type FormikConfig, type FormikValues } from 'formik';
import styled from 'styled-components';
import { media } from '../../styles/theme';
import { useFormikFields } from '../../components/formik-fields';
import { useText } from '../../i18n/use-text';

/**
 * An account form: formik over its yup schema, the props of its text fields (ids `<prefix>-<name>`: the field
 * draws its own error and hint, so it takes the message rather than the ids of it), its checkboxes, and whether the
 * values pass the schema (the submit button waits for that, §5).
 */
export function useAuthForm<Values extends FormikValues>(
  prefix: string,
  config: FormikConfig<Values> & { validationSchema: { isValidSync(values: Values): boolean } },
) {
  const formik = useFormik<Values>(config);
  const fields = useFormikFields(formik, prefix);
  const field = (name: keyof Values & string) => {
    const { 'aria-invalid': _invalid, 'aria-describedby': _describedBy, ...control } = fields.control(name);
    return { ...control, error: fields.messageOf(name) };
  };
  const valid = config.validationSchema.isValidSync(formik.values);
  return { formik, field, checkbox: fields.checkbox, valid };
}

export const Form = styled.form`
  display: grid;
  gap: 18px;
`;

/** Two fields side by side from the small breakpoint up (first and last name, password and confirmation). */
export const FieldPair = styled.div`
  display: grid;
  gap: 18px;
  ${media.small} {
    grid-template-columns: 1fr 1fr;
  }
`;

const Field = styled.div`
  display: grid;
  align-content: start;
  gap: 6px;
  min-width: 0;
  label {
    font-weight: 600;
    font-size: 0.92rem;
  }
`;

const InputBox = styled.div`
  position: relative;
  input {
    width: 100%;
    min-height: 48px;
    padding: 10px 14px;
    border: 1.5px solid ${({ theme }) => theme.colors.line};
    border-radius: ${({ theme }) => theme.radius.medium};
    background: ${({ theme }) => theme.colors.canvas};
    transition:
      border-color 0.15s,
      background 0.15s,
      box-shadow 0.15s;
  }
  input::placeholder {
    color: ${({ theme }) => theme.colors.muted};
    opacity: 0.7;
  }
  input:hover {
    border-color: #d3d0e2;
  }
  input:focus {
    outline: none;
    background: ${({ theme }) => theme.colors.paper};
    border-color: ${({ theme }) => theme.colors.ink};
    box-shadow: 0 0 0 4px rgba(29, 27, 58, 0.08);
  }
  input[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.rejected};
    background: #fffafa;
  }
  input[data-revealable] {
    padding-right: 52px;
  }
`;

const RevealButton = styled.button`
  position: absolute;
  top: 50%;
  right: 6px;
  transform: translateY(-50%);
  display: grid;
  place-items: center;
  width: 40px;
  height: 40px;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.small};
  background: transparent;
  color: ${({ theme }) => theme.colors.muted};
  cursor: pointer;
  &:hover {
    color: ${({ theme }) => theme.colors.ink};
  }
`;

const Hint = styled.p`
  margin: 0;
  font-size: 0.82rem;
  color: ${({ theme }) => theme.colors.muted};
`;

const ErrorText = styled.p`
  margin: 0;
  font-size: 0.85rem;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.rejected};
`;

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" fill="none" aria-hidden="true">
      <path
        d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
      />
      <circle cx="12" cy="12" r="3" stroke="currentColor" strokeWidth="1.8" />
      {crossed ? <path d="M4 4l16 16" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" /> : null}
    </svg>
  );
}

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  id: string;
  label: string;
  /** The error to show, already in the current language. */
  error?: string;
  hint?: string;
  /** A password field with a show/hide button. */
  revealable?: boolean;
}

/** A labelled input with its hint and error, wired for screen readers. */
export function TextField({ id, label, error, hint, revealable, type = 'text', ...input }: TextFieldProps) {
  const text = useText();
  const [revealed, setRevealed] = useState(false);
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <Field>
      <label htmlFor={id}>{label}</label>
      <InputBox>
        <input
          id={id}
          type={revealable && revealed ? 'text' : type}
          aria-invalid={error ? true : undefined}
          aria-describedby={described || undefined}
          data-revealable={revealable ? '' : undefined}
          {...input}
        />
        {revealable ? (
          <RevealButton
            type="button"
            aria-label={text(revealed ? 'auth.field.hidePassword' : 'auth.field.showPassword')}
            aria-controls={id}
            aria-pressed={revealed}
            onClick={() => setRevealed((shown) => !shown)}
          >
            <EyeIcon crossed={revealed} />
          </RevealButton>
        ) : null}
      </InputBox>
      {hint ? <Hint id={`${id}-hint`}>{hint}</Hint> : null}
      {error ? <ErrorText id={`${id}-error`}>{error}</ErrorText> : null}
    </Field>
  );
}

type FieldProps = Omit<TextFieldProps, 'label' | 'type'>;

/** The e-mail field of the account forms. */
export function EmailField(props: FieldProps) {
  const text = useText();
  return (
    <TextField
      label={text('auth.field.email')}
      type="email"
      autoComplete="email"
      placeholder={text('auth.field.emailPlaceholder')}
      {...props}
    />
  );
}

/** A password field with its show/hide button; a new password unless `autoComplete` says otherwise. */
export function PasswordField({
  autoComplete = 'new-password',
  ...props
}: FieldProps & Pick<TextFieldProps, 'label'>) {
  return <TextField type="password" autoComplete={autoComplete} revealable {...props} />;
}

const CheckLabel = styled.label`
  display: inline-flex;
  align-items: center;
  gap: 10px;
  min-height: 44px;
  cursor: pointer;
  font-size: 0.95rem;
  input {
    appearance: none;
    display: grid;
    place-items: center;
    flex: none;
    width: 20px;
    height: 20px;
    margin: 0;
    border: 1.5px solid #c9c6da;
    border-radius: 5px;
    background: ${({ theme }) => theme.colors.paper};
    cursor: pointer;
  }
  input::after {
    content: '';
    width: 10px;
    height: 6px;
    margin-top: -2px;
    border: 2px solid #fff;
    border-top: 0;
    border-right: 0;
    transform: rotate(-45deg) scale(0);
    transition: transform 0.12s;
  }
  input:checked {
    border-color: ${({ theme }) => theme.colors.accent};
    background: ${({ theme }) => theme.colors.accent};
  }
  input:checked::after {
    transform: rotate(-45deg) scale(1);
  }
`;

/** A checkbox with its label (remember me). */
export function Checkbox({ label, ...input }: InputHTMLAttributes<HTMLInputElement> & { label: ReactNode }) {
  return (
    <CheckLabel>
      <input type="checkbox" {...input} />
      <span>{label}</span>
    </CheckLabel>
  );
}
