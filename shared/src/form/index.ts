// `@wolvo/shared/form`: react-hook-form with the API's own rules. A form's resolver is the TypeBox schema
// the API checks the body with (`@hookform/resolvers/typebox`), so a field's error in the browser is the
// server's rule in the server's words (the i18n key of the schema's `errorMessage`).
import { typeboxResolver } from '@hookform/resolvers/typebox';
import type { TObject, Static } from '@sinclair/typebox';
import {
  set,
  type FieldErrors,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormSetError,
} from 'react-hook-form';
import { fieldErrorsOf, fieldLinesOf } from '@wolvo/shared/http/errors';
import { installRuleMessages } from '@wolvo/shared/contracts/rules';

/**
 * A resolver that checks `toWire(values)` (the body the form would send) against `schema` and hands
 * that body to `handleSubmit`. The form keeps what the fields hold (text as typed); the body is the
 * wire's shape. `beyond` adds the rules a schema cannot say (field to message key), given which fields
 * the schema already refused.
 * @example useForm<Row, unknown, WheelBody>({ resolver: rulesResolver(WheelRules, toBody) })
 */
export function rulesResolver<Form extends FieldValues, Schema extends TObject>(
  schema: Schema,
  toWire: (values: Form) => Static<Schema>,
  beyond?: (
    body: Static<Schema>,
    broken: (field: string) => boolean,
  ) => Partial<Record<string, string>>,
): Resolver<Form, unknown, Static<Schema>> {
  installRuleMessages();
  const check = typeboxResolver(schema);
  return async (values, context, options) => {
    const body = toWire(values);
    const result = await check(body, context, options as never);
    const errors = {
      ...result.errors,
      ...(beyond && formErrorsOf(beyond(body, (field) => field in result.errors))),
    };
    return Object.keys(errors).length
      ? { values: {}, errors: errors as never }
      : { values: body, errors: {} };
  };
}

/**
 * A resolver that runs the API's own check of an area (`checkClientFields`, `checkPartnerFields`: every
 * problem a `field: message-key` line) on `toWire(values)`, the body the form would send, and hands that
 * body to `handleSubmit`: each problem shows under its field in the server's words. `beyond` adds what
 * the body cannot say (a price left blank), by field.
 * @example useForm<Fields, unknown, Body>({ resolver: checkResolver(toBody, checkPartnerFields) })
 */
export function checkResolver<Form extends FieldValues, Body>(
  toWire: (values: Form) => Body,
  check: (body: Body) => { errors: readonly string[] },
  beyond?: (values: Form) => Partial<Record<string, string>>,
): Resolver<Form, unknown, Body> {
  return (values) => {
    const body = toWire(values);
    const found = { ...fieldLinesOf(check(body).errors).fields, ...beyond?.(values) };
    return Object.values(found).some(Boolean)
      ? { values: {}, errors: formErrorsOf<Form>(found) }
      : { values: body, errors: {} };
  };
}

/** A field's error message from react-hook-form's errors (`items.1.probability`), if any. */
export function errorAt(errors: object, field: string): string | undefined {
  let node: unknown = errors;
  for (const part of field.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  // A field array's own rule (`items: 2 to 12`) is its `root` when its rows have errors too.
  const found = node as { message?: unknown; root?: { message?: unknown } } | undefined;
  const message = found?.message ?? found?.root?.message;
  return typeof message === 'string' ? message : undefined;
}

/**
 * Message keys by dotted field (`recipient.phone1: phone.invalid`) as react-hook-form's errors, for a
 * resolver whose checks answer like the API.
 */
export function formErrorsOf<Form extends FieldValues>(
  keys: Partial<Record<string, string>>,
  type = 'rule',
): FieldErrors<Form> {
  const errors = {};
  for (const [field, message] of Object.entries(keys))
    if (message) set(errors, field, { type, message });
  return errors;
}

/** react-hook-form's errors back to message keys by dotted field, the way the API names them. */
export function errorsByField(errors: object, prefix = ''): Record<string, string> {
  const found: Record<string, string> = {};
  for (const [key, node] of Object.entries(errors)) {
    if (!node || typeof node !== 'object') continue;
    const field = prefix ? `${prefix}.${key}` : key;
    const message = (node as { message?: unknown }).message;
    if (typeof message === 'string') found[field] = message;
    // A leaf's `ref` is its input, not more errors.
    else if (!('type' in node)) Object.assign(found, errorsByField(node, field));
  }
  return found;
}

/**
 * Puts the API's field errors of a failed save (`items.1.probability: wheel.item.probability`) under the
 * fields they name; true when there was one (else the caller toasts the failure).
 */
export function setServerErrors<Form extends FieldValues>(
  failure: unknown,
  setError: UseFormSetError<Form>,
): boolean {
  const { fields } = fieldErrorsOf(failure);
  for (const [field, key] of Object.entries(fields))
    setError(field as Path<Form>, { type: 'server', message: key });
  return Object.keys(fields).length > 0;
}
