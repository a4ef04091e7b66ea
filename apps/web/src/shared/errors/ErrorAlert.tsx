import type { ApiError } from '@atelier/contracts';
import { Alert, List, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from '../../i18n/useTranslation';
import { formatTimestamp } from '../format/formatTimestamp';
import { errorLines } from './describeError';
import { useErrorText } from './useErrorText';

interface ErrorAlertProps {
  error: ApiError;
}

/**
 * The shared error alert (shell spec §8): the error type as heading, the translated message or
 * one line per field, then the correlation id and time support will ask for.
 */
export function ErrorAlert({ error }: ErrorAlertProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const lines = errorLines(error);
  // A plan refusal opened the upgrade prompt (api client): no red alert beside it (issue 16).
  if (error.plan) return null;
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertTriangle size={20} />}
      title={t(`error.type.${error.type}`, { defaultValue: t('error.type.SERVER') })}
      role="alert"
      data-testid="error-alert"
    >
      <Stack gap={6}>
        {lines.length === 1 && !lines[0].field ? (
          <Text size="sm">{errorText(lines[0].code)}</Text>
        ) : (
          <List size="sm" spacing={2}>
            {lines.map((line, index) => (
              <List.Item key={`${line.field ?? ''}-${index}`}>
                {line.field
                  ? t('error.fieldLine', {
                      field: t(`field.${line.field}`, { defaultValue: line.field }),
                      message: errorText(line.code),
                    })
                  : errorText(line.code)}
              </List.Item>
            ))}
          </List>
        )}
        {(error.correlationId || error.timestamp) && (
          <Stack gap={0}>
            {error.correlationId && (
              <Text size="xs" c="dimmed">
                {t('error.correlationId', { id: error.correlationId })}
              </Text>
            )}
            {error.timestamp && (
              <Text size="xs" c="dimmed">
                {t('error.timestamp', { time: formatTimestamp(error.timestamp) })}
              </Text>
            )}
          </Stack>
        )}
      </Stack>
    </Alert>
  );
}
