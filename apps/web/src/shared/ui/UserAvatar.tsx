import type { User } from '@atelier/contracts';
import { avatarInitials } from '@atelier/contracts/avatar';
import { Avatar, type AvatarProps } from '@mantine/core';
import { pictureUrl } from './pictureUrl';

interface UserAvatarProps extends Omit<AvatarProps, 'src' | 'children'> {
  user: Pick<User, 'username' | 'email' | 'fullname' | 'picture'>;
}

/** The uploaded picture, or else the first two characters of the username or email (spec §2). */
export function UserAvatar({ user, ...props }: UserAvatarProps) {
  return (
    <Avatar src={pictureUrl(user.picture)} alt={user.fullname || user.username} color="brand" variant="filled" {...props}>
      {avatarInitials(user)}
    </Avatar>
  );
}
