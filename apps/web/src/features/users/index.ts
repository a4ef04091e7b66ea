// The users feature's public pieces: other features import these, never its internals.
export { useChangePassword, useUpdateUser, useUploadAvatar, useUser } from './api';
export { assignableRoles } from './assignableRoles';
export { canManageUser } from './canManageUser';
export { DeleteUserModal } from './components/DeleteUserModal';
export { RoleBadge } from './components/RoleBadge';
export { RoleSelect } from './components/RoleSelect';
