import type { FormikProps } from 'formik';
import { messageIdOf } from '../i18n/catalog';
import { useText } from '../i18n/use-text';
import { FieldError } from './form-field';

type FormikLike<Values> = Pick<FormikProps<Values>, 'getFieldProps' | 'touched' | 'errors'>;

/**
 * The site's one way to bind a formik form's fields: `control(name)` gives a control its id (`<prefix>-<name>`),
 * value, handlers and, once the field was visited and fails its rule, `aria-invalid` and the id of its message;
 * `error(name)` is that message in the current language (the yup rules' messages are catalogue ids).
 */
export function useFormikFields<Values>(formik: FormikLike<Values>, prefix: string) {
  const text = useText();
  const messageOf = (name: keyof Values & string) => {
    const error = formik.touched[name] ? formik.errors[name] : undefined;
    return typeof error === 'string' ? text(messageIdOf(error)) : undefined;
  };
  const errorId = (name: string) => `${prefix}-${name}-error`;
  return {
    messageOf,
    control(name: keyof Values & string) {
      const invalid = messageOf(name) !== undefined;
      return {
        id: `${prefix}-${name}`,
        ...formik.getFieldProps(name),
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
