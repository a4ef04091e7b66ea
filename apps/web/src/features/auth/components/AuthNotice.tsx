import { Alert } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** Green confirmation shown at the top of an authentication form. */
export function AuthNotice({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <Alert color="teal" variant="light" icon={<IconCircleCheck size={20} />} title={title} role="status">
      {children}
    </Alert>
  );
}
