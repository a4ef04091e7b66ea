import { Card, CloseButton, Group, Pagination, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { listCardTotal, type ListPage } from './ListCardTotal';

type Props = {
  /** Translation prefix holding search.label, search.placeholder, search.clear, count, range, pagination. */
  texts: string;
  search: string;
  onSearch: (value: string) => void;
  /** The server's page of the list, once loaded. */
  data: ListPage | undefined;
  page: number;
  onPage: (page: number) => void;
  children: ReactNode;
};

/** A server-side list in a card: search box and count above, the table, range and pagination below. */
export function ListCard({ texts, search, onSearch, data, page, onPage, children }: Props) {
  const { t, i18n } = useTranslation();
  const { pages, from, to, shownTotal } = listCardTotal(data, i18n.resolvedLanguage);
  // A page past the end (after deletions, or an old link) falls back to the last one.
  useEffect(() => {
    if (data && page > pages) onPage(pages);
  }, [data, pages, page, onPage]);

  return (
    <Card padding={0}>
      <Group justify="space-between" gap="sm" p="md" wrap="wrap">
        <TextInput
          aria-label={t(`${texts}.search.label`)}
          placeholder={t(`${texts}.search.placeholder`)}
          leftSection={<IconSearch size={16} />}
          rightSection={search ? <CloseButton size="sm" aria-label={t(`${texts}.search.clear`)} onClick={() => onSearch('')} /> : null}
          value={search}
          onChange={(event) => onSearch(event.currentTarget.value)}
          type="search"
          w={{ base: '100%', sm: 360 }}
        />
        {data && (
          <Text size="sm" c="dimmed" aria-live="polite">
            {/* The plural follows the number; the text shows it as given ("10 000+" when capped). */}
            {t(`${texts}.count`, { count: data.total, replace: { count: shownTotal } })}
          </Text>
        )}
      </Group>
      <Card.Section withBorder inheritPadding={false}>
        {children}
      </Card.Section>
      {data && data.total > data.pageSize && (
        <Group justify="space-between" p="md" gap="sm">
          <Text size="sm" c="dimmed">
            {t(`${texts}.range`, { from, to, total: shownTotal })}
          </Text>
          <Pagination
            total={pages}
            value={page}
            onChange={onPage}
            size="sm"
            aria-label={t(`${texts}.pagination`)}
            // The arrow buttons have no text: without a name a screen reader announces "button".
            getControlProps={(control) => ({ 'aria-label': t(`common.pagination.${control}`) })}
          />
        </Group>
      )}
    </Card>
  );
}
