import { Alert, Button, EmptyState, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconUserOff } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/useTranslation';
import { Link, Navigate, useParams } from 'react-router';
import { isApiRequestError } from '../../../shared/api/ApiRequestError';
import { useCan } from '../../../shared/permissions/useCan';
import { useSession } from '../../../shared/session/useSession';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { PageLoader } from '../../../shared/ui/PageLoader';
import { useUser } from '../../users';
import { ProfileView } from '../components/ProfileView';

/**
 * /settings/account/profile (oneself) and /settings/users/{uuid} (anyone; one's own uuid is the
 * same page). Other users' profiles need users:read, else /404 (shell spec §2).
 */
export function ProfilePage() {
  const { t } = useTranslation();
  const { uuid: param } = useParams();
  const { user: me } = useSession();
  const canRead = useCan('users:read');
  const uuid = param ?? me?.uuid;
  const own = !!me && uuid === me.uuid;
  const query = useUser(own || canRead ? uuid : undefined);

  if (!me || !uuid) return null;
  if (!own && !canRead) return <Navigate to="/404" replace />;

  // One's own profile shows at once from the session while the fresh copy arrives.
  const user = query.data ?? (own ? me : undefined);
  if (user) return <ProfileView key={user.uuid} user={user} me={me} />;
  if (query.isPending) return <PageLoader />;

  const missing = isApiRequestError(query.error) && (query.error.status === 404 || query.error.status === 400);
  return (
    <Stack gap="lg" maw={820}>
      <PageHeader title={t('profile.title')} description={t('profile.introOther')} mb={0} />
      {missing ? (
        <EmptyState py={48} icon={<IconUserOff size={28} />} withIndicatorBackground title={t('profile.notFound.title')} description={t('profile.notFound.body')}>
          <EmptyState.Actions>
            <Button component={Link} to="/settings/users" variant="light">
              {t('profile.notFound.back')}
            </Button>
          </EmptyState.Actions>
        </EmptyState>
      ) : (
        <Alert color="red" variant="light" icon={<IconAlertTriangle size={20} />}>
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{t('profile.loadError')}</Text>
            <Button size="xs" variant="light" color="red" onClick={() => void query.refetch()}>
              {t('common.retry')}
            </Button>
          </Stack>
        </Alert>
      )}
    </Stack>
  );
}
