import type { Invoice } from '@atelier/contracts';
import { Alert, Anchor, Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/useTranslation';
import { Link } from 'react-router';
import { ErrorAlert } from '../../../shared/errors/ErrorAlert';
import { useIssueInvoice } from '../api';
import { missingMentionLinks } from '../missingMentions';

/**
 * "Émettre la facture": says that the number is final and that the invoice can then only be
 * corrected by a credit note. A refusal for missing mentions lists each in words, with where to fill it.
 */
export function IssueInvoiceModal({ invoice, opened, onClose }: { invoice: Invoice; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const issue = useIssueInvoice(invoice.uuid);
  const missing = issue.error ? missingMentionLinks(issue.error.body, invoice.customer.uuid) : [];
  const close = () => {
    if (issue.isPending) return;
    issue.reset();
    onClose();
  };

  return (
    <Modal opened={opened} onClose={close} title={t('invoices.issue.title')} centered radius="lg" closeButtonProps={{ 'aria-label': t('common.close') }}>
      <Stack gap="md">
        <Text size="sm">{t('invoices.issue.body')}</Text>
        <Text size="sm" fw={600}>
          {t('invoices.issue.final')}
        </Text>
        {missing.length > 0 ? (
          <Alert color="red" variant="light" icon={<IconAlertTriangle size={20} />} title={t('invoices.issue.missingTitle')} role="alert" data-testid="missing-mentions">
            <List size="sm" spacing={4}>
              {missing.map((mention) => (
                <List.Item key={mention.field}>
                  <Anchor component={Link} to={mention.to} size="sm">
                    {t(mention.label, { defaultValue: mention.field })}
                  </Anchor>
                </List.Item>
              ))}
            </List>
          </Alert>
        ) : (
          issue.error && <ErrorAlert error={issue.error.body} />
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close} disabled={issue.isPending} data-autofocus>
            {t('common.cancel')}
          </Button>
          <Button onClick={() => issue.mutate(undefined, { onSuccess: close })} loading={issue.isPending}>
            {t('invoices.issue.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
