import { Select } from '@mantine/core';
import { IconUser } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** The board's technician filter; its value lives in the URL (?technician=uuid). */
export function TechnicianFilter({ value, options, onChange }: { value: string | null; options: { uuid: string; fullname: string }[]; onChange: (uuid: string | null) => void }) {
  const { t } = useTranslation();
  return (
    <Select
      label={t('board.technician.label')}
      placeholder={t('board.technician.all')}
      data={options.map((option) => ({ value: option.uuid, label: option.fullname }))}
      value={value}
      onChange={onChange}
      clearable
      searchable={options.length > 8}
      nothingFoundMessage={t('board.emptyFiltered')}
      leftSection={<IconUser size={16} stroke={1.6} />}
      w={{ base: '100%', xs: 240 }}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
