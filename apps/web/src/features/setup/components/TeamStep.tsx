import type { ApiError } from '@atelier/contracts';
import { suggestUsername } from '@atelier/contracts/username';
import { ActionIcon, Badge, Button, Group, Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconCircleCheck, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { fieldErrorCodes, toApiError } from '../../../shared/errors/describeError';
import { useErrorText } from '../../../shared/errors/useErrorText';
import { useTranslatedError } from '../../../shared/forms/useTranslatedError';
import { useInviteTechnician } from '../api';
import { emptyTechnicianRow, rowsToInvite, technicianRowErrors, type TechnicianRow } from '../technicians';
import { StepLayout } from './StepLayout';

export type TeamStepForm = UseFormReturnType<{ rows: TechnicianRow[] }>;

const ROW_FIELDS = ['fullname', 'username', 'email'] as const;

interface TeamStepProps {
  form: TeamStepForm;
  onNext: () => void;
  onBack: () => void;
  onSkip: () => void;
}

/**
 * Step 4: one row per technician (full name, username suggested from it, email). Users are
 * invited as EMPLOYEE only if the first row has a full name or an email (shell spec §5); a row's
 * invitation error stays on that row, and rows already invited are not sent again.
 */
export function TeamStep({ form, onNext, onBack, onSkip }: TeamStepProps) {
  const { t } = useTranslation();
  const errorText = useTranslatedError();
  const codeText = useErrorText();
  const invite = useInviteTechnician();
  const [sending, setSending] = useState(false);
  // Failures no field can hold (a server or network error), by row id.
  const [rowFailures, setRowFailures] = useState<Record<string, ApiError>>({});
  const rows = form.values.rows;

  const setRow = (index: number, patch: Partial<TechnicianRow>) => {
    for (const [key, value] of Object.entries(patch)) form.setFieldValue(`rows.${index}.${key}` as never, value as never);
  };

  const onFullnameChange = (index: number, fullname: string) => {
    const row = rows[index]!;
    setRow(index, row.usernameEdited ? { fullname } : { fullname, username: suggestUsername(fullname) });
  };

  const submit = form.onSubmit(async () => {
    const pending = rowsToInvite(form.getValues().rows);
    if (pending.length === 0) return onNext();

    let valid = true;
    for (const { row, index } of pending) {
      for (const [field, message] of Object.entries(technicianRowErrors(row))) {
        form.setFieldError(`rows.${index}.${field}` as never, message);
        valid = false;
      }
    }
    if (!valid) return;

    setSending(true);
    const failures: Record<string, ApiError> = {};
    for (const { row, index } of pending) {
      try {
        await invite.mutateAsync({
          fullname: row.fullname.trim(),
          username: row.username.trim().toLowerCase(),
          email: row.email.trim().toLowerCase(),
          permissionFlags: 'EMPLOYEE',
        });
        setRow(index, { invited: true });
      } catch (error) {
        const apiError = toApiError(error);
        const onFields = fieldErrorCodes(apiError, ROW_FIELDS);
        for (const [field, code] of Object.entries(onFields)) form.setFieldError(`rows.${index}.${field}` as never, `error.${code}`);
        if (Object.keys(onFields).length === 0) failures[row.id] = apiError;
      }
    }
    setRowFailures(failures);
    setSending(false);
    const left = rowsToInvite(form.getValues().rows);
    if (left.length === 0) onNext();
  });

  const fieldError = (index: number, field: (typeof ROW_FIELDS)[number]) => errorText(form.errors[`rows.${index}.${field}`]);

  return (
    <StepLayout
      title={t('setup.team.title')}
      description={t('setup.team.body')}
      onSubmit={submit}
      primaryLabel={t('setup.continue')}
      primaryLoading={sending}
      onSkip={onSkip}
      onBack={onBack}
    >
      <Stack gap="sm">
        {rows.map((row, index) => {
          const n = index + 1;
          const failure = rowFailures[row.id];
          return (
            <Paper key={row.id} withBorder p="sm" radius="md" role="group" aria-label={t('setup.team.row', { n })} data-testid="technician-row">
              <Group justify="space-between" mb={6} wrap="nowrap">
                <Text size="sm" fw={600} c="dimmed">
                  {t('setup.team.row', { n })}
                </Text>
                {row.invited ? (
                  <Badge color="teal" variant="light" leftSection={<IconCircleCheck size={14} />}>
                    {t('setup.team.invited')}
                  </Badge>
                ) : (
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    onClick={() => form.removeListItem('rows', index)}
                    disabled={rows.length === 1}
                    aria-label={t('setup.team.remove', { n })}
                  >
                    <IconTrash size={18} />
                  </ActionIcon>
                )}
              </Group>
              <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
                <TextInput
                  label={t('setup.team.fullname')}
                  autoComplete="off"
                  value={row.fullname}
                  onChange={(event) => onFullnameChange(index, event.currentTarget.value)}
                  error={fieldError(index, 'fullname')}
                  readOnly={row.invited}
                  data-autofocus={index === 0 || undefined}
                />
                <TextInput
                  label={t('setup.team.username')}
                  autoComplete="off"
                  autoCapitalize="none"
                  spellCheck={false}
                  value={row.username}
                  onChange={(event) => {
                    const username = event.currentTarget.value;
                    // Cleared by hand: go back to suggesting from the name.
                    setRow(index, { username, usernameEdited: username !== '' });
                  }}
                  error={fieldError(index, 'username')}
                  readOnly={row.invited}
                />
                <TextInput
                  label={t('setup.team.email')}
                  type="email"
                  autoComplete="off"
                  autoCapitalize="none"
                  spellCheck={false}
                  value={row.email}
                  onChange={(event) => setRow(index, { email: event.currentTarget.value })}
                  error={fieldError(index, 'email')}
                  readOnly={row.invited}
                />
              </SimpleGrid>
              {failure && (
                <Text size="sm" c="red" mt={6} role="alert">
                  {t('setup.team.failed')} {codeText(failure.message)}
                </Text>
              )}
            </Paper>
          );
        })}
        <Button
          variant="light"
          leftSection={<IconPlus size={16} />}
          onClick={() => form.insertListItem('rows', emptyTechnicianRow())}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('setup.team.add')}
        </Button>
      </Stack>
    </StepLayout>
  );
}
