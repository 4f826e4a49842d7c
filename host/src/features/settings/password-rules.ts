import { passwordPolicyError } from '@wolvo/shared/contracts';

export interface PasswordForm {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** Field errors (i18n keys of the shell namespace) of the password form; empty when valid. */
export function passwordFormErrors(
  form: PasswordForm,
): Partial<Record<keyof PasswordForm, string>> {
  const errors: Partial<Record<keyof PasswordForm, string>> = {};
  if (!form.currentPassword) errors.currentPassword = 'form.required';
  const policy = form.newPassword ? passwordPolicyError(form.newPassword) : 'required';
  if (policy === 'required') errors.newPassword = 'form.required';
  else if (policy) errors.newPassword = `settings.password.rule.${policy}`;
  if (!form.confirmPassword) errors.confirmPassword = 'form.required';
  else if (form.confirmPassword !== form.newPassword)
    errors.confirmPassword = 'settings.password.mismatch';
  return errors;
}
