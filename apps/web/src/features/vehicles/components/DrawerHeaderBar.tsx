import { Button, Drawer, Group } from '@mantine/core';
import { useTranslation } from '../../../i18n/useTranslation';

interface DrawerHeaderBarProps {
  title: string;
  onCancel: () => void;
  /** The form the submit button sends; none in SELECT mode (nothing to save there). */
  formId?: string;
  submitLabel: string;
  /** §5: "Add and Update buttons stay disabled until something is modified". */
  submitDisabled: boolean;
  pending?: boolean;
}

/** The drawer's header (workshop §2): its title, then Cancel and Add/Update. */
export function DrawerHeaderBar({ title, onCancel, formId, submitLabel, submitDisabled, pending = false }: DrawerHeaderBarProps) {
  const { t } = useTranslation();
  return (
    <Drawer.Header style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }} pl="lg">
      <Drawer.Title fw={700} fz={{ base: 'md', xs: 'lg' }} lh={1.25} style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
        {title}
      </Drawer.Title>
      <Group gap="xs" wrap="nowrap" ml="sm" style={{ flexShrink: 0 }}>
        <Button variant="default" onClick={onCancel} disabled={pending}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" form={formId} disabled={submitDisabled || !formId} loading={pending}>
          {submitLabel}
        </Button>
      </Group>
    </Drawer.Header>
  );
}
