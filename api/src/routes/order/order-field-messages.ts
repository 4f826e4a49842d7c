import type { FastifySchemaValidationError } from 'fastify';
import { ORDER_RULE_MESSAGES } from '@wolvo/shared/contracts/orders/rules';

const NUMBER_FIELDS = new Set([
  'businessId',
  'merchandiseQuantity',
  'merchandisePrice',
  'price',
  'weight',
  'exchangeOrderId',
  'returningOrderId',
  'exchangeId',
  'newPrice',
  'nbStatusTries',
]);

/**
 * Schema failures of an order body as `field: message-key`, the same keys the order rules use: a missing
 * field is `field.required`, a bad number `number.invalid`, a value out of a list `value.invalid`.
 */
export function orderFieldMessages(issues: FastifySchemaValidationError[]): string[] {
  const messages = issues.map((issue) => {
    const path = issue.instancePath.replace(/^\//, '').replace(/\//g, '.');
    const missing = issue.params?.missingProperty as string | undefined;
    const extra = issue.params?.additionalProperty as string | undefined;
    if (missing) return `${path ? `${path}.` : ''}${missing}: ${ORDER_RULE_MESSAGES.required}`;
    if (extra) return `${path ? `${path}.` : ''}${extra}: field.unknown`;
    const field = path || 'body';
    const leaf = field.split('.').at(-1)!;
    if (NUMBER_FIELDS.has(leaf)) return `${field}: ${ORDER_RULE_MESSAGES.number}`;
    if (issue.keyword === 'maxLength') return `${field}: ${ORDER_RULE_MESSAGES.tooLong}`;
    if (issue.keyword === 'minProperties') return `${field}: ${ORDER_RULE_MESSAGES.required}`;
    return `${field}: value.invalid`;
  });
  // One message per field: the first says what is wrong, the others are the union's other branches.
  const byField = new Map<string, string>();
  for (const message of messages) {
    const field = message.slice(0, message.indexOf(': '));
    if (!byField.has(field)) byField.set(field, message);
  }
  return [...byField.values()];
}
