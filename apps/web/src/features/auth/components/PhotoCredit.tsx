import { Anchor, Text, type TextProps } from '@mantine/core';
import { useTranslation } from '../../../i18n/useTranslation';
import type { SignInPhoto } from '../photos/photos';

/** The tiny credit line of the sign-in background photo (its licence asks for attribution). */
export function PhotoCredit({ photo, ...props }: { photo: SignInPhoto } & TextProps) {
  const { t } = useTranslation();
  return (
    <Text size="xs" {...props} data-testid="signin-photo-credit">
      {t('auth.photo.credit', { title: t(`auth.photo.${photo.id}`), author: photo.author })} ·{' '}
      <Anchor href={photo.licenceUrl} target="_blank" rel="noopener noreferrer" inherit c="inherit" underline="always">
        {t('auth.photo.licenceShort')}
      </Anchor>
    </Text>
  );
}
