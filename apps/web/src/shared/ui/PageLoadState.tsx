import { Alert, Button } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { SkeletonBlocks } from './SkeletonBlocks';

type Props = {
  header: ReactNode;
  /** The page's data could not be loaded: say so and offer to try again. */
  failed?: { title: string; onRetry: () => void };
  /** Heights of the skeleton blocks shown while loading, shaped like the page's cards. */
  skeleton?: number[];
};

/** What a settings page shows before its data is there: a skeleton, or the load failure. */
export function PageLoadState({ header, failed, skeleton = [120, 260] }: Props) {
  const { t } = useTranslation();
  return (
    <div>
      {header}
      {failed ? (
        <Alert color="red" variant="light" title={failed.title} role="alert" maw={760}>
          <Button mt="sm" size="xs" variant="light" color="red" onClick={failed.onRetry}>
            {t('common.retry')}
          </Button>
        </Alert>
      ) : (
        <SkeletonBlocks heights={skeleton} maw={760} />
      )}
    </div>
  );
}
