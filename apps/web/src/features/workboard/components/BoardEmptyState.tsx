import { Button, Card, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconClipboardList, IconPlus } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/useTranslation';

/** No work order at all yet: say what the board is for and where to start. */
export function BoardEmptyState({ onAdd }: { onAdd: () => void }) {
  const { t } = useTranslation();
  return (
    <Card padding="xl" data-testid="board-empty">
      <Group wrap="nowrap" align="flex-start" gap="lg">
        <ThemeIcon size={48} radius="md" variant="light" visibleFrom="xs">
          <IconClipboardList size={26} stroke={1.6} />
        </ThemeIcon>
        <Stack gap="xs" maw={620}>
          <Text fw={700} size="lg">
            {t('board.empty.title')}
          </Text>
          <Text c="dimmed">{t('board.empty.body')}</Text>
          <Group mt="xs">
            <Button onClick={onAdd} leftSection={<IconPlus size={18} />}>
              {t('board.empty.action')}
            </Button>
          </Group>
        </Stack>
      </Group>
    </Card>
  );
}
