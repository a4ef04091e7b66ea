import type { Worksheet } from '@atelier/contracts';
import { GrowingTextarea } from '../../../shared/ui/GrowingTextarea';
import { Button, Card, Group, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { notify } from '../../../shared/notifications/notify';
import { useUpdateWorksheet } from '../api';
import { worksheetBody } from '../worksheetBody';

/** The work order's notes (for the shop and the printout); Save sends the whole work order. */
export function NotesCard({ worksheet }: { worksheet: Worksheet }) {
  const { t } = useTranslation();
  const update = useUpdateWorksheet(worksheet.uuid);
  const [notes, setNotes] = useState(worksheet.notes ?? '');
  useEffect(() => setNotes(worksheet.notes ?? ''), [worksheet.notes]);
  const changed = notes.trim() !== (worksheet.notes ?? '');

  const save = () =>
    update.mutate(worksheetBody(worksheet, { notes: notes.trim() || null }), {
      onSuccess: () => notify({ color: 'teal', message: t('worksheets.notes.saved') }),
    });

  return (
    <Card>
      <Title order={2} size="h4" mb="sm">
        {t('worksheets.notes.title')}
      </Title>
      <GrowingTextarea
        aria-label={t('worksheets.notes.title')}
        placeholder={t('worksheets.notes.placeholder')}
        minRows={3}
        maxRows={10}
        value={notes}
        onChange={(event) => setNotes(event.currentTarget.value)}
        onKeyDown={(event) => {
          // Ctrl+Enter saves without leaving the keyboard.
          if (event.key === 'Enter' && (event.ctrlKey || event.metaKey) && changed) save();
        }}
      />
      <Group justify="flex-end" mt="sm">
        <Button size="xs" onClick={save} disabled={!changed} loading={update.isPending}>
          {t('worksheets.notes.save')}
        </Button>
      </Group>
    </Card>
  );
}
