import { Button, Group, Modal, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconLayoutSidebarRight, IconSquare, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { notify } from '../../../shared/notifications/notify';
import { ConfirmModal } from '../../../shared/ui/ConfirmModal';
import { ConfirmTarget } from '../../../shared/ui/ConfirmTarget';
import { DrawerShell } from '../../../shared/ui/DrawerShell';
import { ShowcaseSection, Specimen } from './ShowcaseSection';

// As long as a quick DELETE: the confirm button shows its loading state, the modal stays open meanwhile.
const SAMPLE_DELETE_MS = 800;

/** The list's drawer, a dialog, and the confirmation before a destructive action; nothing reaches the server. */
export function OverlaysSection() {
  const { t } = useTranslation();
  const [drawer, drawerHandlers] = useDisclosure(false);
  const [modal, modalHandlers] = useDisclosure(false);
  const [confirm, confirmHandlers] = useDisclosure(false);
  const [deleting, setDeleting] = useState(false);
  const text = (key: string) => t(`designShowcase.sample.${key}`);

  const remove = () => {
    setDeleting(true);
    setTimeout(() => {
      setDeleting(false);
      confirmHandlers.close();
      notify({ color: 'green', message: text('deleted') });
    }, SAMPLE_DELETE_MS);
  };

  return (
    <ShowcaseSection id="overlays">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xl">
        <Specimen label={t('designShowcase.specimen.drawer')}>
          <Group>
            <Button variant="default" leftSection={<IconLayoutSidebarRight size={16} />} onClick={drawerHandlers.open}>
              {text('openDrawer')}
            </Button>
          </Group>
        </Specimen>
        <Specimen label={t('designShowcase.specimen.modal')}>
          <Group>
            <Button variant="default" leftSection={<IconSquare size={16} />} onClick={modalHandlers.open}>
              {text('openModal')}
            </Button>
          </Group>
        </Specimen>
        <Specimen label={t('designShowcase.specimen.confirm')}>
          <Group>
            <Button variant="light" color="red" leftSection={<IconTrash size={16} />} onClick={confirmHandlers.open}>
              {text('openConfirm')}
            </Button>
          </Group>
        </Specimen>
      </SimpleGrid>

      <DrawerShell opened={drawer} onClose={drawerHandlers.close} title={text('drawerTitle')}>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            drawerHandlers.close();
            notify({ color: 'green', message: text('saved') });
          }}
        >
          <Stack gap="md" data-testid="ui-drawer-body">
            <Text size="sm" c="dimmed">
              {text('drawerBody')}
            </Text>
            <TextInput label={text('plate')} placeholder="ABC 123" data-autofocus />
            <Select label={text('equipment')} data={[{ value: 'car', label: text('equipment') }]} />
            <Group justify="flex-end" gap="sm" mt="sm">
              <Button variant="default" onClick={drawerHandlers.close}>
                {t('common.cancel')}
              </Button>
              <Button type="submit">{text('save')}</Button>
            </Group>
          </Stack>
        </form>
      </DrawerShell>

      <Modal opened={modal} onClose={modalHandlers.close} title={text('modalTitle')} centered radius="lg" closeButtonProps={{ 'aria-label': t('common.close') }}>
        <Stack gap="lg" data-testid="ui-modal-body">
          <Text size="sm">{text('modalBody')}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={modalHandlers.close}>
              {t('common.cancel')}
            </Button>
            <Button onClick={modalHandlers.close}>{text('save')}</Button>
          </Group>
        </Stack>
      </Modal>

      <ConfirmModal
        opened={confirm}
        onClose={confirmHandlers.close}
        onConfirm={remove}
        title={text('confirmTitle')}
        confirmLabel={text('confirmLabel')}
        loading={deleting}
      >
        <ConfirmTarget body={text('confirmBody')} name={text('confirmName')} detail={text('confirmDetail')} testId="ui-confirm-target" />
      </ConfirmModal>
    </ShowcaseSection>
  );
}
