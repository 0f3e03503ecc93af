import type { Control, FieldValues } from 'react-hook-form';
import type { FormSchema } from './use-zod-form';

interface FormRules {
  schema: FormSchema;
  defaultValues: unknown;
  /** Field name to whether it is required, worked out once per field. */
  known: Map<string, boolean>;
}

/** The schema and first values of each form made by useZodForm, by its control (which lives as long as the form). */
const rulesOf = new WeakMap<object, FormRules>();

export function rememberFormRules(control: object, schema: FormSchema, defaultValues: unknown): void {
  const rules = rulesOf.get(control);
  if (rules?.schema === schema) return;
  rulesOf.set(control, { schema, defaultValues, known: new Map() });
}

/** What a field holds when nothing is entered: unticked, blank, or no file. */
function emptyLike(value: unknown): unknown {
  if (typeof value === 'boolean') return false;
  if (typeof value === 'string' || value === undefined) return '';
  return null;
}

function withEmpty(values: unknown, path: string[]): unknown {
  const [head, ...rest] = path;
  const object = values !== null && typeof values === 'object' ? (values as Record<string, unknown>) : {};
  return { ...object, [head]: rest.length === 0 ? emptyLike(object[head]) : withEmpty(object[head], rest) };
}

/**
 * Whether the form's schema refuses the field left empty: the field is then required, and says so
 * to a screen reader (the input's `required`, read as "required") before the first submit. Taken
 * from the rules themselves, so it never drifts from them. A form not made by useZodForm has no
 * rules here: nothing is marked.
 */
export function isRequiredField<Values extends FieldValues>(control: Control<Values, unknown, unknown>, name: string): boolean {
  const rules = rulesOf.get(control);
  if (!rules) return false;
  const known = rules.known.get(name);
  if (known !== undefined) return known;
  const result = rules.schema.safeParse(withEmpty(rules.defaultValues, name.split('.')));
  const required = !result.success && result.error.issues.some((issue) => issue.path.map(String).join('.') === name);
  rules.known.set(name, required);
  return required;
}
