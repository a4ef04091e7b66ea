import { Anchor, Text, type TextProps } from '@mantine/core';
import { Trans } from '../../i18n/Trans';
import { useSupportEmail } from '../readiness/api';

/** "Need help? Write to …" with the support address of the server (or the default one). */
export function SupportContact(props: TextProps) {
  const email = useSupportEmail();
  return (
    <Text size="sm" c="dimmed" {...props}>
      <Trans i18nKey="support.contact" values={{ email }} components={{ mail: <Anchor href={`mailto:${email}`} inherit fw={500} /> }} />
    </Text>
  );
}
