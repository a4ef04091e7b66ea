import { QUESTION_MIN_LENGTH, SUPPORT_TOAST_MS } from '@atelier/contracts/constants';
import { GrowingTextarea } from '../../../shared/ui/GrowingTextarea';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { notify } from '../../../shared/notifications/notify';
import { SupportContact } from '../../../shared/ui/SupportContact';
import { useSendQuestion } from '../api';

interface HelpDialogProps {
  opened: boolean;
  onClose: () => void;
}

/**
 * The ask-a-question dialog (shell spec §2, §5, §7): Submit disabled under 5 characters, an
 * alert when the text is blank, and on success an info toast for 5 s. The draft survives
 * closing the dialog and a failed send.
 */
export function HelpDialog({ opened, onClose }: HelpDialogProps) {
  const { t } = useTranslation();
  const [message, setMessage] = useState('');
  const [blank, setBlank] = useState(false);
  const send = useSendQuestion();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!message.trim()) {
      setBlank(true);
      return;
    }
    try {
      await send.mutateAsync(message.trim());
    } catch {
      return;
    }
    notify({ color: 'blue', title: t('support.sent.title'), message: t('support.sent.body'), autoClose: SUPPORT_TOAST_MS });
    setMessage('');
    onClose();
  };

  return (
    <Modal opened={opened} onClose={onClose} title={t('support.dialog.title')} size="lg" styles={{ title: { fontWeight: 700 } }}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {t('support.dialog.intro')}
          </Text>
          {blank && (
            <Alert color="orange" variant="light" role="alert">
              {t('support.dialog.blank')}
            </Alert>
          )}
          <GrowingTextarea
            label={t('support.dialog.label')}
            placeholder={t('support.dialog.placeholder')}
            description={t('support.dialog.minLength', { min: QUESTION_MIN_LENGTH })}
            minRows={5}
            maxRows={12}
            maxLength={5000}
            value={message}
            onChange={(event) => {
              setMessage(event.currentTarget.value);
              setBlank(false);
            }}
            data-autofocus
          />
          <SupportContact />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('support.dialog.cancel')}
            </Button>
            <Button type="submit" disabled={message.length < QUESTION_MIN_LENGTH} loading={send.isPending}>
              {t('support.dialog.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
