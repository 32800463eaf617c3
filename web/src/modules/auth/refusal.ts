import { graphQLErrorFields } from './errors';

// Staff forms only: kept out of errors.ts, which the kiosk home loads (its JavaScript budget, web-app.test.ts).
/**
 * A refusal at the form's fields (issue 36: one mechanism for every form): the first message of each field the error
 * names that the form has, by the form's name (`names` maps a server field, e.g. 'rep.email', to the form's when they
 * differ). Empty when the refusal names none of them: the form shows the error above itself then.
 */
export function refusalAtFields<F extends string>(
  error: unknown,
  formFields: readonly F[],
  names: Readonly<Record<string, string>> = {},
): Partial<Record<F, string>> {
  const at: Partial<Record<F, string>> = {};
  for (const [key, messages] of Object.entries(graphQLErrorFields(error))) {
    const field = (formFields as readonly string[]).find((f) => f === (names[key] ?? key)) as F | undefined;
    if (field && messages?.length && !at[field]) at[field] = messages[0];
  }
  return at;
}

/** A formik form's side of refusalAtFields: each message set at its field (touched); false when the refusal named none. */
export function showRefusalAtFields<F extends string>(
  helpers: {
    setFieldTouched: (field: string, touched: boolean, validate: boolean) => unknown;
    setFieldError: (field: string, message: string) => void;
  },
  error: unknown,
  formFields: readonly F[],
  names: Readonly<Record<string, string>> = {},
): boolean {
  const at = Object.entries(refusalAtFields(error, formFields, names)) as [F, string][];
  for (const [field, message] of at) {
    helpers.setFieldTouched(field, true, false);
    helpers.setFieldError(field, message);
  }
  return at.length > 0;
}
