import { inviteUserBodySchema, updateUserBodySchema, type Role } from '@atelier/contracts';
import { z } from 'zod';
import { zodFormValidator } from '../../shared/forms/zodFormValidator';

export interface UserFormValues {
  fullname: string;
  username: string;
  email: string;
  permissionFlags: Role;
}

/** The invitation's body, with an empty email told apart from a malformed one (validation.emailRequired). */
const inviteFormSchema = inviteUserBodySchema.extend({
  email: z.string().trim().min(1, 'validation.emailRequired').pipe(inviteUserBodySchema.shape.email),
});

/** An invitation: full name, username and email by the contract's rules (POST /api/users/invite). */
export const validateInvite = zodFormValidator<UserFormValues>(inviteFormSchema);

/** An edit: only the full name and the role can change (PATCH /api/users/{uuid}). */
export const validateUserEdit = zodFormValidator<UserFormValues>(updateUserBodySchema, {
  toInput: ({ fullname, permissionFlags }) => ({ fullname, permissionFlags }),
});
