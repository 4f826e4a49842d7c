// The settings forms' resolvers: the API's own rules for one's profile and password (ProfileRules,
// PasswordRules of the team contract), so a field shows the server's rule in the server's words.
import type { Resolver } from 'react-hook-form';
import type { UpdatePasswordRequest, UpdateProfileRequest } from '@wolvo/shared/contracts';
import {
  memberRulesBeyondSchema,
  passwordChangeBeyondSchema,
  PasswordRules,
  ProfileRules,
} from '@wolvo/shared/contracts/team';
import { rulesResolver } from '@wolvo/shared/form';

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

/** The profile form's resolver: the trimmed profile under the member rules (a name of letters of any script). */
export const profileResolver: Resolver<ProfileForm, unknown, ProfileForm> = rulesResolver(
  ProfileRules,
  toProfileBody,
  memberRulesBeyondSchema,
);

/** The password form's resolver: the API's rules, the confirmation against the new password. */
export const passwordResolver: Resolver<PasswordForm, unknown, PasswordForm> = rulesResolver(
  PasswordRules,
  (form: PasswordForm) => form,
  passwordChangeBeyondSchema,
);
