import type { VinDecode } from '@atelier/contracts';
import { Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/useTranslation';

/**
 * The line under the VIN boxes: the hint while empty, what the decoder read once the 17th
 * character is in, with the check-digit warning when the 9th character does not match.
 */
export function VinDecodedNote({ decoded, empty }: { decoded: VinDecode | null; empty: boolean }) {
  const { t } = useTranslation();
  if (decoded) {
    const name = [decoded.modelYear, decoded.makeName, decoded.modelName, decoded.trim].filter(Boolean).join(' ');
    if (!decoded.checkDigitValid) {
      // Decoded, but the 9th character is not the check digit: most often a typing mistake, yet
      // older and non-North-American VINs need not have one, so the VIN is still accepted.
      return (
        <Group gap={6} mt={6} wrap="nowrap" align="flex-start" data-testid="vin-check-digit-warning">
          <IconAlertTriangle size={16} color="var(--mantine-color-orange-filled)" style={{ flexShrink: 0, marginTop: 1 }} aria-hidden="true" />
          <Stack gap={2}>
            <Text size="xs" c="dimmed">
              {t('vehicles.vin.decodedUnchecked', { name })}
            </Text>
            <Text size="xs" c="orange.8">
              {t('vehicles.vin.checkDigit')}
            </Text>
          </Stack>
        </Group>
      );
    }
    return (
      <Group gap={6} mt={6} wrap="nowrap" align="flex-start">
        <IconCircleCheck size={16} color="var(--mantine-color-green-filled)" style={{ flexShrink: 0, marginTop: 1 }} aria-hidden="true" />
        <Text size="xs" c="dimmed">
          {t('vehicles.vin.decoded', { name })}
        </Text>
      </Group>
    );
  }
  if (empty) {
    return (
      <Text size="xs" c="dimmed" mt={6}>
        {t('vehicles.vin.hint')}
      </Text>
    );
  }
  return null;
}
