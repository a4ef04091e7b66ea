import { Button, CopyButton } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';

/** A copy button that says "copied" for two seconds. */
export function CopyAction({ value, label, copiedLabel }: { value: string; label: string; copiedLabel: string }) {
  return (
    <CopyButton value={value} timeout={2000}>
      {({ copied, copy }) => (
        <Button
          size="compact-sm"
          variant={copied ? 'light' : 'default'}
          color={copied ? 'teal' : undefined}
          onClick={copy}
          leftSection={copied ? <IconCheck size={14} /> : <IconCopy size={14} />}
          aria-live="polite"
        >
          {copied ? copiedLabel : label}
        </Button>
      )}
    </CopyButton>
  );
}
