// The settings forms' resolvers: the API's own rules for one's profile and password (ProfileRules,
// PasswordRules of the team contract), so a field shows the server's rule in the server's words.
import type { FieldErrors, Resolver } from 'react-hook-form';
import type { UpdatePasswordRequest, UpdateProfileRequest } from '@wolvo/shared/contracts';
import {
  memberRulesBeyondSchema,
  passwordChangeBeyondSchema,
  PasswordRules,
  ProfileRules,
} from '@wolvo/shared/contracts/team';
import { formErrorsOf, rulesResolver } from '@wolvo/shared/form';

/** The profile form's fields, as typed. */
export interface ProfileForm {
  fullname: string;
  email: string;
  username: string;
}

/** The password form's fields. */
export type PasswordForm = Required<UpdatePasswordRequest>;

export const EMPTY_PASSWORDS: PasswordForm = {
  currentPassword: '',
  newPassword: '',
  confirmPassword: '',
};

/** The profile body: trimmed, one space between words of the name (the API stores it so). */
const toProfileBody = (
  form: ProfileForm,
): Required<Pick<UpdateProfileRequest, keyof ProfileForm>> => ({
  fullname: form.fullname.trim().replace(/\s+/g, ' '),
  email: form.email.trim(),
  username: form.username.trim(),
});

/** Checks the trimmed profile with the member rules (and a name of letters of any script). */
export function profileResolver(): Resolver<ProfileForm, unknown, ProfileForm> {
  const rules = rulesResolver(ProfileRules, toProfileBody);
  return async (values, context, options) => {
    const result = await rules(values, context, options);
    const body = toProfileBody(values);
    const beyond = memberRulesBeyondSchema(body, (field) => field in result.errors);
    const errors: FieldErrors<ProfileForm> = { ...result.errors, ...formErrorsOf(beyond) };
    return Object.keys(errors).length ? { values: {}, errors } : { values: body, errors: {} };
  };
}

/** Checks a password change with the API's rules, the confirmation against the new password. */
export function passwordResolver(): Resolver<PasswordForm, unknown, PasswordForm> {
  const rules = rulesResolver(PasswordRules, (form: PasswordForm) => form);
  return async (values, context, options) => {
    const result = await rules(values, context, options);
    const beyond = passwordChangeBeyondSchema(values, (field) => field in result.errors);
    const errors: FieldErrors<PasswordForm> = { ...result.errors, ...formErrorsOf(beyond) };
    return Object.keys(errors).length ? { values: {}, errors } : { values, errors: {} };
  };
}
