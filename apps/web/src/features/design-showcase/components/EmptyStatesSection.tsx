import { Card, SimpleGrid } from '@mantine/core';
import { IconUserQuestion } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/useTranslation';
import { notify } from '../../../shared/notifications/notify';
import { BackLink } from '../../../shared/ui/BackLink';
import { DetailNotFound } from '../../../shared/ui/DetailNotFound';
import { PageLoadState } from '../../../shared/ui/PageLoadState';
import { ShowcaseSection, Specimen } from './ShowcaseSection';

/** A detail page's "not found" with its way back, a page that failed to load (retry) and one loading. */
export function EmptyStatesSection() {
  const { t } = useTranslation();
  const text = (key: string) => t(`designShowcase.sample.${key}`);
  return (
    <ShowcaseSection id="empty">
      <Specimen label={t('designShowcase.specimen.notFound')} testId="ui-empty-not-found">
        <Card>
          <DetailNotFound
            backLink={<BackLink to="/customers" label={text('back')} />}
            title={text('notFoundTitle')}
            body={text('notFoundBody')}
            icon={IconUserQuestion}
            listPath="/customers"
            backLabel={text('notFoundBack')}
          />
        </Card>
      </Specimen>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
        <Specimen label={t('designShowcase.specimen.pageFailed')}>
          <PageLoadState header={null} failed={{ title: text('pageFailed'), onRetry: () => notify({ message: text('customers.retried') }) }} />
        </Specimen>
        <Specimen label={t('designShowcase.specimen.pageLoading')}>
          <PageLoadState header={null} skeleton={[64, 120]} />
        </Specimen>
      </SimpleGrid>
    </ShowcaseSection>
  );
}
