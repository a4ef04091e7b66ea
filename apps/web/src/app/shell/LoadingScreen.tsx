import { Trans } from '../../i18n/Trans';
import { useTranslation } from '../../i18n/useTranslation';
import { useSupportEmail } from '../../shared/readiness/api';
import { LogoMark } from '../../shared/ui/LogoMark';

interface LoadingScreenProps {
  /** Drawn over the running app (server lost after it had answered) instead of replacing it. */
  overlay?: boolean;
}

/**
 * "Chargement du serveur..." with the support contact, until /api/readiness answers. The same
 * markup and classes (loadingScreen.css) as the static copy in index.html, which it replaces
 * without a pixel moving; the support address is the server's once /api/health answers.
 */
export function LoadingScreen({ overlay = false }: LoadingScreenProps) {
  const { t } = useTranslation();
  const email = useSupportEmail();
  return (
    <div className="loading-screen" data-overlay={overlay || undefined} data-testid="loading-screen" role="status" aria-live="polite">
      <div className="loading-screen__stack">
        <LogoMark size={56} />
        <span className="loading-screen__dots" aria-hidden="true">
          <span />
          <span />
          <span />
        </span>
        <p className="loading-screen__title">{t('loading.server')}</p>
        <p className="loading-screen__support">
          <Trans i18nKey="support.contact" values={{ email }} components={{ mail: <a href={`mailto:${email}`} /> }} />
        </p>
      </div>
    </div>
  );
}
