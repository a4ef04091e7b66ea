import { Card, CloseButton, Group, Pagination, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type Props = {
  /** Translation prefix holding search.label, search.placeholder, search.clear, count, range, pagination. */
  texts: string;
  search: string;
  onSearch: (value: string) => void;
  /** The server's page of the list, once loaded; `totalCapped`: the server stopped counting at `total`. */
  data: { page: number; pageSize: number; total: number; totalCapped?: boolean } | undefined;
  page: number;
  onPage: (page: number) => void;
  children: ReactNode;
};

/** A server-side list in a card: search box and count above, the table, range and pagination below. */
export function ListCard({ texts, search, onSearch, data, page, onPage, children }: Props) {
  const { t, i18n } = useTranslation();
  const capped = data?.totalCapped === true;
  // A capped total is a floor: one more page is always offered, the server counts up to each page it serves.
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize), capped ? data.page + 1 : 1) : 1;
  // "10 000+": the plural follows the number, the text shows the floor with its plus sign.
  const shownTotal = data && capped ? `${new Intl.NumberFormat(i18n.resolvedLanguage).format(data.total)}+` : data?.total;
  // A page past the end (after deletions, or an old link) falls back to the last one.
  useEffect(() => {
    if (data && page > pages) onPage(pages);
  }, [data, pages, page, onPage]);
  const from = data && data.total > 0 ? (data.page - 1) * data.pageSize + 1 : 0;
  const to = data ? Math.min(data.total, data.page * data.pageSize) : 0;

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
          <Pagination total={pages} value={page} onChange={onPage} size="sm" aria-label={t(`${texts}.pagination`)} />
        </Group>
      )}
    </Card>
  );
}
