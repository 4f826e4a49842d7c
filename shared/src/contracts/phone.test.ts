import { isTunisianPhone, normalizePhone, parseTunisianPhone } from './phone';

describe('the Tunisian phone rule', () => {
  it('accepts 8 digits starting with a mobile (2, 4, 5, 9) or fixed (3, 7) range', () => {
    for (const phone of ['22123456', '41234567', '51234567', '98765432', '31234567', '71234567'])
      expect(parseTunisianPhone(phone)).toBe(phone);
  });

  it('refuses first digits no Tunisian number has (0, 1, 6, 8)', () => {
    for (const phone of ['02123456', '12123456', '62123456', '82123456'])
      expect(parseTunisianPhone(phone)).toBeNull();
  });

  it('reads spaces, dots, dashes and a +216 / 00216 / bare 216 prefix, and stores the 8 digits', () => {
    expect(parseTunisianPhone('+216 22 123 456')).toBe('22123456');
    expect(parseTunisianPhone('00216 71 234 567')).toBe('71234567');
    expect(parseTunisianPhone(' 22.123-456 ')).toBe('22123456');
    expect(parseTunisianPhone('21698765432')).toBe('98765432');
    expect(normalizePhone('+216 2')).toBe('2');
  });

  it('refuses wrong lengths, with or without a prefix', () => {
    for (const phone of ['2212345', '221234567', '+216 22 123 45', '00216 22 123 4567', '', '+216'])
      expect(parseTunisianPhone(phone)).toBeNull();
    expect(isTunisianPhone('2212345a')).toBe(false);
  });
});
