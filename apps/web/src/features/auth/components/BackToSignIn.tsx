import { Anchor } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/useTranslation';
import { Link } from 'react-router';

/** "Retour à la connexion" under the lost-password and validation forms. */
export function BackToSignIn() {
  const { t } = useTranslation();
  return (
    <Anchor component={Link} to="/signin" size="sm" fw={600} ta="center" display="block">
      <IconArrowLeft size={14} style={{ verticalAlign: -2, marginInlineEnd: 4 }} aria-hidden="true" />
      {t('auth.backToSignIn')}
    </Anchor>
  );
}
