import { useEffect, useState, type ChangeEvent, type FocusEvent } from 'react';
import { useTypedBeforeStart } from '../lib/use-typed-before-start';
import { getIn, type FormikProps } from 'formik';
import { messageIdOf } from '../i18n/catalog';
import { useText } from '../i18n/use-text';
import { FieldError } from './form-field';
import type { Refusal } from './use-write';

type FormikLike<Values> = Pick<
  FormikProps<Values>,
  'getFieldProps' | 'touched' | 'errors' | 'values' | 'setFieldValue'
>;

/** A field of the form: one of its values, or a field of a row of a list value (`rows.0.company`). */
type FieldName<Values> = (keyof Values & string) | `${keyof Values & string}.${number}.${string}`;

/** The server's refusals of a form's fields, already in the reader's words. */
type Refusals<Values> = Partial<Record<keyof Values & string, string>>;

/** Whether a mouse button or a pen is held down on the page, and what waits for it to be released. */
const press = { down: false, listening: false, after: [] as (() => void)[] };

/** Follows presses on the page, once for every form (in the browser only). */
function followPresses() {
  if (press.listening) return;
  press.listening = true;
  window.addEventListener('pointerdown', () => (press.down = true), true);
  const release = () => {
    press.down = false;
    // After the click that the release makes, which the browser sends at once.
    setTimeout(() => press.after.splice(0).forEach((run) => run()));
  };
  window.addEventListener('pointerup', release, true);
  window.addEventListener('pointercancel', release, true);
}

/**
 * Runs `run` now, or once the press under way is over. A field left by pressing a button (Send) is marked visited
 * only after the click: marked at once, its message pushed the button down between the press and its release, the
 * click landed beside the button, the form was not sent, and an empty form showed only its first field as missing
 * rather than every field the sending marks.
 */
function afterPress(run: () => void) {
  if (press.down) press.after.push(run);
  else run();
}

/**
 * The site's one way to bind a formik form's fields: `control(name)` gives a control its id (`<prefix>-<name>`),
 * value, handlers and, once the field was visited and fails its rule, `aria-invalid` and the id of its message;
 * `error(name)` is that message in the current language (the yup rules' messages are catalogue ids). A form that
 * the server may refuse field by field hands those refusals to `refuse`: each shows on its field until it changes.
 * Sending the form marks every field visited (formik's submit), so that all that fail show at once.
 */
export function useFormikFields<Values>(
  formik: FormikLike<Values>,
  prefix: string,
  /** `dialog`: the form says what fails in a dialog, not under its fields (the profile's personal section, §5). */
  messages: 'inline' | 'dialog' = 'inline',
) {
  const text = useText();
  const [refusals, setRefusals] = useState<Refusals<Values>>({});
  useEffect(followPresses, []);
  // The form's own text fields (`<prefix>-<name>`) keep what was typed before the app started.
  useTypedBeforeStart(() =>
    Object.entries(formik.values as Record<string, unknown>).map(([name, value]) => ({
      element: document.getElementById(`${prefix}-${name}`),
      value,
      adopt: (typed) => void formik.setFieldValue(name, typed),
    })),
  );
  const messageOf = (name: FieldName<Values>) => {
    const error: unknown = getIn(formik.touched, name) ? getIn(formik.errors, name) : undefined;
    return typeof error === 'string' ? text(messageIdOf(error)) : refusals[name as keyof Values & string];
  };
  const errorId = (id: string) => `${id}-error`;
  return {
    messageOf,
    /** Shows the server's refusals on their fields (an empty record clears them). */
    refuse: setRefusals,
    /** A control's props; `id` names it when the form's own ids are not `<prefix>-<name>` (a row's fields). */
    control(name: FieldName<Values>, id = `${prefix}-${name}`) {
      const invalid = messageOf(name) !== undefined;
      const props = formik.getFieldProps(name);
      return {
        id,
        ...props,
        onChange(event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) {
          props.onChange(event);
          // A field the server refused is cleared of its refusal once it changes.
          if (name in refusals) setRefusals(({ [name]: _cleared, ...rest }) => rest as Refusals<Values>);
        },
        onBlur(event: FocusEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) {
          afterPress(() => props.onBlur(event));
        },
        'aria-invalid': invalid ? true : undefined,
        'aria-describedby': invalid && messages === 'inline' ? errorId(id) : undefined,
      };
    },
    /** A checkbox's props: its id, whether it is checked, and its handlers. */
    checkbox(name: keyof Values & string) {
      return { id: `${prefix}-${name}`, ...formik.getFieldProps({ name, type: 'checkbox' }) };
    },
    error(name: FieldName<Values>, id = `${prefix}-${name}`) {
      const message = messageOf(name);
      return message ? <FieldError id={errorId(id)}>{message}</FieldError> : null;
    },
  };
}

/**
 * A write's refusals apart: those about a field of the form (`fieldOf` names the form's field for each of the
 * input's, `name.th` → `nameTh`), several about one said one after another, and the others.
 */
export function refusalsApart<Field extends string>(
  refusals: readonly Refusal[],
  fieldOf: Readonly<Record<string, Field>>,
): { onFields: Partial<Record<Field, string>>; others: string[] } {
  const onFields: Partial<Record<Field, string>> = {};
  const others: string[] = [];
  for (const refusal of refusals) {
    const field = refusal.field ? fieldOf[refusal.field] : undefined;
    if (field) onFields[field] = onFields[field] ? `${onFields[field]} ${refusal.text}` : refusal.text;
    else others.push(refusal.text);
  }
  return { onFields, others };
}
