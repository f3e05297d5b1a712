// One form pattern (docs/admin-area.md, pattern 5): the valibot schema the mock validates a body with also validates
// the form (@mantine/form's schemaResolver); its issue messages are catalogue codes, shown here in
// Turkish (domain/validation-messages.ts), so the form and the server say the same words.
import { schemaResolver, type FormErrors } from '@mantine/form';
import { messageFor } from '@/domain/validation-messages';

/** A synchronous `validate` for `useForm` from a schema whose messages are catalogue codes. */
export function catalogueResolver(
  schema: Parameters<typeof schemaResolver>[0],
): (values: unknown) => FormErrors {
  const resolve = schemaResolver(schema, { sync: true });
  return (values) => {
    const errors: FormErrors = {};
    for (const [field, code] of Object.entries(resolve(values)))
      errors[field] = typeof code === 'string' ? messageFor(code) : code;
    return errors;
  };
}

/** The server's `errors[]` of a 400 on the form's fields (codes in Turkish, as the server sent them). */
export function fieldErrorsOf(error: unknown): FormErrors {
  const body = (error as { body?: { errors?: unknown } } | null)?.body;
  const list = Array.isArray(body?.errors)
    ? (body.errors as { field?: unknown; desc?: unknown; code?: unknown }[])
    : [];
  const errors: FormErrors = {};
  for (const e of list)
    if (typeof e.field === 'string')
      errors[e.field] = typeof e.desc === 'string' && e.desc ? e.desc : messageFor(String(e.code ?? ''));
  return errors;
}
