import { Stack } from '@mantine/core';
import { useTranslation } from '../../../i18n/useTranslation';
import { useDocumentTitle } from '../../../shared/hooks/useDocumentTitle';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { BadgesSection } from '../components/BadgesSection';
import { ButtonsSection } from '../components/ButtonsSection';
import { EmptyStatesSection } from '../components/EmptyStatesSection';
import { ErrorAlertSection } from '../components/ErrorAlertSection';
import { InputsSection } from '../components/InputsSection';
import { ListStatesSection } from '../components/ListStatesSection';
import { MoneySection } from '../components/MoneySection';
import { NotificationsSection } from '../components/NotificationsSection';
import { OverlaysSection } from '../components/OverlaysSection';
import { ShowcaseContents } from '../components/ShowcaseContents';
import { ShowcaseToolbar } from '../components/ShowcaseToolbar';
import { VinSection } from '../components/VinSection';
import classes from './DesignShowcasePage.module.css';

/** Names the tab last: the "not found" specimen's page header names it too, and effects run in tree order. */
function TabTitle({ title }: { title: string }) {
  useDocumentTitle(title);
  return null;
}

/** /ui (route table), the design showcase: every shared building block in its states, light and dark, fr and en. */
export function DesignShowcasePage() {
  const { t } = useTranslation();
  const title = t('designShowcase.title');
  return (
    <Stack gap="lg" maw={1240} data-testid="design-showcase">
      <PageHeader title={title} description={t('designShowcase.description')} mb={0} />
      <ShowcaseToolbar />
      <div className={classes.layout}>
        <aside className={classes.contents}>
          <ShowcaseContents />
        </aside>
        <Stack gap="xl" miw={0}>
          <ButtonsSection />
          <InputsSection />
          <VinSection />
          <MoneySection />
          <BadgesSection />
          <ListStatesSection />
          <OverlaysSection />
          <NotificationsSection />
          <ErrorAlertSection />
          <EmptyStatesSection />
        </Stack>
      </div>
      <TabTitle title={title} />
    </Stack>
  );
}
