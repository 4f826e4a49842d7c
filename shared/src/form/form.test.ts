import { errorAt, errorsByField, formErrorsOf } from './index';

describe('formErrorsOf and errorsByField', () => {
  it('turn message keys by dotted field into react-hook-form errors and back', () => {
    const errors = formErrorsOf({
      price: 'number.invalid',
      'recipient.phone1': 'phone.invalid',
      note: undefined,
    });
    expect(errorAt(errors, 'recipient.phone1')).toBe('phone.invalid');
    expect(errorAt(errors, 'note')).toBeUndefined();
    expect(errorsByField(errors)).toEqual({
      price: 'number.invalid',
      'recipient.phone1': 'phone.invalid',
    });
  });

  it("stops at a field's error: its ref is the input, not more errors", () => {
    const ref = { name: 'price', focus: () => undefined };
    expect(errorsByField({ price: { type: 'server', message: 'x', ref } })).toEqual({ price: 'x' });
  });
});
