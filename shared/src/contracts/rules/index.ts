// `@wolvo/shared/contracts/rules`: a field's rule, written once in a TypeBox schema, checked by the API
// and by the browser's form with the same words: a schema node's `errorMessage` is the i18n key (of the
// common namespace) the API answers as `field: key` and the form shows under the field.
import { DefaultErrorFunction, SetErrorFunction } from '@sinclair/typebox/errors';
import { Value } from '@sinclair/typebox/value';
import type { TSchema } from '@sinclair/typebox';

let installed = false;
/**
 * Makes TypeBox's error messages a schema node's `errorMessage` when it has one (its default sentence
 * otherwise), for `ruleErrorsOf` and for `@hookform/resolvers/typebox`. Idempotent.
 */
export function installRuleMessages(): void {
  if (installed) return;
  installed = true;
  SetErrorFunction(
    (error) =>
      (error.schema as { errorMessage?: string }).errorMessage ?? DefaultErrorFunction(error),
  );
}

/**
 * The rules `value` breaks, as the API answers them: `field: key`, the field a dotted path
 * (`items.1.probability`), one line per field (its first broken rule), in the schema's order.
 */
export function ruleErrorsOf(schema: TSchema, value: unknown): string[] {
  installRuleMessages();
  const lines = new Map<string, string>();
  for (const error of Value.Errors(schema, value)) {
    const field = error.path.replace(/^\//, '').replace(/\//g, '.');
    if (!lines.has(field)) lines.set(field, `${field}: ${error.message}`);
  }
  return [...lines.values()];
}
