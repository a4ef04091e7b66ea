import type { User } from '@atelier/contracts';
import { FileButton, Loader, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconCamera } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { toApiError } from '../../../shared/errors/describeError';
import { useErrorText } from '../../../shared/errors/useErrorText';
import { notify } from '../../../shared/notifications/notify';
import { UserAvatar } from '../../../shared/ui/UserAvatar';
import { useUploadAvatar } from '../../users';
import { AVATAR_ACCEPT, checkAvatarFile } from '../checkAvatarFile';
import classes from './AvatarPicker.module.css';

// Named for the browser tests, which hand it a file directly.
const INPUT_PROPS = { 'data-testid': 'avatar-input', name: 'avatar' };

interface AvatarPickerProps {
  user: User;
  /** False shows the picture without the picker. */
  editable: boolean;
}

/**
 * Round avatar that opens the file picker (shell spec §2). The chosen image shows at once while
 * it uploads; the server's copy replaces it, or the old picture comes back with the error.
 */
export function AvatarPicker({ user, editable }: AvatarPickerProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const upload = useUploadAvatar();
  const [preview, setPreview] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  const pick = (file: File | null) => {
    if (!file) return;
    const local = checkAvatarFile(file);
    if (local) {
      setProblem(t(local));
      return;
    }
    setProblem(null);
    setPreview(URL.createObjectURL(file));
    upload.mutate(
      { uuid: user.uuid, file },
      {
        onSuccess: () => notify({ color: 'green', message: t('profile.avatar.uploaded') }),
        onError: (error) => setProblem(errorText(toApiError(error).message)),
        onSettled: () => setPreview(null),
      },
    );
  };

  const avatar = <UserAvatar user={preview ? { ...user, picture: preview } : user} size={96} radius={1000} fz={32} data-testid="profile-avatar" />;
  if (!editable) return avatar;

  return (
    <Stack gap={6} align="center">
      <FileButton onChange={pick} accept={AVATAR_ACCEPT} disabled={upload.isPending} inputProps={INPUT_PROPS}>
        {(props) => (
          <UnstyledButton {...props} className={classes.button} aria-label={t('profile.avatar.change')} aria-describedby="avatar-hint" disabled={upload.isPending}>
            {avatar}
            {upload.isPending ? (
              <span className={classes.busy} role="status" aria-label={t('profile.avatar.uploading')}>
                <Loader size="sm" color="white" />
              </span>
            ) : (
              <span className={classes.badge} aria-hidden="true">
                <IconCamera size={16} stroke={2} />
              </span>
            )}
          </UnstyledButton>
        )}
      </FileButton>
      <Text id="avatar-hint" size="xs" c="dimmed" ta="center">
        {t('profile.avatar.hint')}
      </Text>
      {problem && (
        <Text size="xs" c="red" ta="center" maw={200} role="alert" data-testid="avatar-error">
          {problem}
        </Text>
      )}
    </Stack>
  );
}
