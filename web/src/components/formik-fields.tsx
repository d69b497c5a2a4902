import { useState, type ChangeEvent } from 'react';
import type { FormikProps } from 'formik';
import { messageIdOf } from '../i18n/catalog';
import { useText } from '../i18n/use-text';
import { FieldError } from './form-field';

type FormikLike<Values> = Pick<FormikProps<Values>, 'getFieldProps' | 'touched' | 'errors'>;

/** The server's refusals of a form's fields, already in the reader's words. */
type Refusals<Values> = Partial<Record<keyof Values & string, string>>;

/**
 * The site's one way to bind a formik form's fields: `control(name)` gives a control its id (`<prefix>-<name>`),
 * value, handlers and, once the field was visited and fails its rule, `aria-invalid` and the id of its message;
 * `error(name)` is that message in the current language (the yup rules' messages are catalogue ids). A form that
 * the server may refuse field by field hands those refusals to `refuse`: each shows on its field until it changes.
 */
export function useFormikFields<Values>(formik: FormikLike<Values>, prefix: string) {
  const text = useText();
  const [refusals, setRefusals] = useState<Refusals<Values>>({});
  const messageOf = (name: keyof Values & string) => {
    const error = formik.touched[name] ? formik.errors[name] : undefined;
    return typeof error === 'string' ? text(messageIdOf(error)) : refusals[name];
  };
  const errorId = (name: string) => `${prefix}-${name}-error`;
  return {
    messageOf,
    /** Shows the server's refusals on their fields (an empty record clears them). */
    refuse: setRefusals,
    control(name: keyof Values & string) {
      const invalid = messageOf(name) !== undefined;
      const props = formik.getFieldProps(name);
      return {
        id: `${prefix}-${name}`,
        ...props,
        onChange(event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) {
          props.onChange(event);
          // A field the server refused is cleared of its refusal once it changes.
          if (refusals[name] !== undefined)
            setRefusals(({ [name]: _cleared, ...rest }) => rest as Refusals<Values>);
        },
        'aria-invalid': invalid ? true : undefined,
        'aria-describedby': invalid ? errorId(name) : undefined,
      };
    },
    error(name: keyof Values & string) {
      const message = messageOf(name);
      return message ? <FieldError id={errorId(name)}>{message}</FieldError> : null;
    },
  };
}
