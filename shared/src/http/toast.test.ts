import { i18n } from '@wolvo/shared/i18n';
import { translateErrorText } from './toast';

describe('translateErrorText', () => {
  beforeAll(async () => {
    await i18n.changeLanguage('en');
  });

  it('translates a message key', () => {
    expect(translateErrorText('order.id.invalid')).not.toBe('order.id.invalid');
  });

  it('translates both the field and the key of a validation error', () => {
    expect(translateErrorText('newPassword: password.min-length')).toBe(
      'New password: The password needs at least 8 characters.',
    );
  });

  it('keeps a server sentence it has no key for', () => {
    expect(translateErrorText('limit: must be >= 1')).toBe('limit: must be >= 1');
  });
});
