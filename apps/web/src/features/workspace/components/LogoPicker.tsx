import type { Brand } from '@atelier/contracts';
import { Button, Group, Image, LoadingOverlay, Stack, Text, UnstyledButton } from '@mantine/core';
import { useFileDialog } from '@mantine/hooks';
import { IconPhotoPlus, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { toApiError } from '../../../shared/errors/describeError';
import { useErrorText } from '../../../shared/errors/useErrorText';
import { notify } from '../../../shared/notifications/notify';
import { pictureUrl } from '../../../shared/ui/pictureUrl';
import { useUploadLogo } from '../../brands';
import { LOGO_ACCEPT, logoFileError } from '../logoFile';
import classes from './LogoPicker.module.css';

/**
 * The workspace logo: click the picture (or the button) to pick a .jpg, .jpeg or .png file; it is
 * uploaded at once and shown here and in the header. Refusals show under the picture.
 */
export function LogoPicker({ brand, shopName }: { brand: Brand; shopName: string }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const upload = useUploadLogo();
  const [error, setError] = useState<string | null>(null);
  const src = pictureUrl(brand.logo);

  const pick = async (file: File | null) => {
    if (!file) return;
    setError(null);
    const refused = logoFileError(file);
    if (refused) {
      setError(refused);
      return;
    }
    try {
      await upload.mutateAsync({ uuid: brand.uuid, file });
      notify({ color: 'teal', message: t('workspace.logo.uploaded') });
    } catch (failure) {
      setError(toApiError(failure).message);
    }
  };

  // resetOnOpen: picking the same file again after a refusal must fire again.
  const dialog = useFileDialog({
    accept: LOGO_ACCEPT,
    multiple: false,
    resetOnOpen: true,
    onChange: (files) => void pick(files?.[0] ?? null),
  });
  const label = src ? t('workspace.logo.change') : t('workspace.logo.add');

  return (
    <Group gap="lg" wrap="nowrap" align="center">
      {/* The picture is a second, mouse-only target: the button below is the keyboard one. */}
      <UnstyledButton onClick={dialog.open} className={classes.frame} tabIndex={-1} aria-hidden="true" data-testid="logo-picker" disabled={upload.isPending}>
        {src ? (
          <Image src={src} alt={t('workspace.logo.alt', { name: shopName })} className={classes.image} />
        ) : (
          <Stack gap={4} align="center" c="dimmed">
            <IconPhotoPlus size={28} stroke={1.5} aria-hidden="true" />
            <Text size="xs">{t('workspace.logo.none')}</Text>
          </Stack>
        )}
        <LoadingOverlay visible={upload.isPending} loaderProps={{ size: 'sm' }} />
      </UnstyledButton>
      <Stack gap={6} miw={0}>
        <Text size="sm" c="dimmed">
          {t('workspace.logo.hint')}
        </Text>
        <Button onClick={dialog.open} variant="default" leftSection={<IconUpload size={16} />} loading={upload.isPending} style={{ alignSelf: 'flex-start' }}>
          {label}
        </Button>
        {error && (
          <Text size="sm" c="red" role="alert" data-testid="logo-error">
            {errorText(error)}
          </Text>
        )}
      </Stack>
    </Group>
  );
}
