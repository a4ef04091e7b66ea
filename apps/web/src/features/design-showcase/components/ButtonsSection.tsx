import { Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { IconPlus, IconPrinter, IconTrash, IconUserPlus } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/useTranslation';
import type { ListAction } from '../../../shared/lists/ListAction';
import { ListActionButton } from '../../../shared/lists/ListActionButton';
import { notify } from '../../../shared/notifications/notify';
import { ShowcaseSection, Specimen } from './ShowcaseSection';

const SIZES = ['xs', 'sm', 'md', 'lg'] as const;
// Long enough to see the loading state of the submit button; nothing is sent.
const SAMPLE_SAVE_MS = 1200;
const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Variants, sizes, states, a form's submit button (loading while its mutation runs) and a list's add button. */
export function ButtonsSection() {
  const { t } = useTranslation();
  const form = useForm({ initialValues: { fullname: 'Marie Tremblay' } });
  const save = useMutation({ mutationFn: (fullname: string) => pause(SAMPLE_SAVE_MS).then(() => fullname) });
  const add: ListAction = {
    label: t('designShowcase.button.withIcon'),
    icon: IconUserPlus,
    onClick: () => notify({ color: 'green', message: t('designShowcase.button.submitted', { name: t('designShowcase.sample.confirmName') }) }),
  };

  return (
    <ShowcaseSection id="buttons">
      <Specimen label={t('designShowcase.specimen.variants')}>
        <Group gap="sm">
          <Button>{t('designShowcase.button.filled')}</Button>
          <Button variant="light">{t('designShowcase.button.light')}</Button>
          <Button variant="outline" leftSection={<IconPrinter size={16} />}>
            {t('designShowcase.button.outline')}
          </Button>
          <Button variant="default">{t('designShowcase.button.default')}</Button>
          <Button variant="subtle">{t('designShowcase.button.subtle')}</Button>
          <Button color="red" leftSection={<IconTrash size={16} />}>
            {t('designShowcase.button.danger')}
          </Button>
        </Group>
      </Specimen>
      <Specimen label={t('designShowcase.specimen.sizes')}>
        <Group gap="sm" align="center">
          {SIZES.map((size) => (
            <Button key={size} size={size}>
              {t('designShowcase.button.filled')} · {size}
            </Button>
          ))}
        </Group>
      </Specimen>
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="xl">
        <Specimen label={t('designShowcase.specimen.states')}>
          <Group gap="sm">
            <Button loading>{t('designShowcase.button.loading')}</Button>
            <Button disabled>{t('designShowcase.button.disabled')}</Button>
            <Button variant="light" leftSection={<IconPlus size={16} />}>
              {t('designShowcase.button.withIcon')}
            </Button>
          </Group>
        </Specimen>
        <Specimen label={t('designShowcase.specimen.submit')}>
          <form
            onSubmit={form.onSubmit(({ fullname }) =>
              save.mutate(fullname, { onSuccess: (name) => notify({ color: 'green', message: t('designShowcase.button.submitted', { name }) }) }),
            )}
          >
            <Stack gap="sm" align="flex-start">
              <TextInput label={t('designShowcase.sample.customerName')} w="100%" maw={320} {...form.getInputProps('fullname')} />
              <Button type="submit" loading={save.isPending}>
                {t('designShowcase.button.filled')}
              </Button>
            </Stack>
          </form>
        </Specimen>
        <Specimen label={t('designShowcase.specimen.listAction')}>
          <Group>
            <ListActionButton action={add} />
          </Group>
        </Specimen>
      </SimpleGrid>
    </ShowcaseSection>
  );
}
