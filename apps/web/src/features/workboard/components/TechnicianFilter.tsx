import { useId } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import classes from './Board.module.css';

/**
 * The board's technician filter; its value lives in the URL (?technician=uuid). The browser's
 * own select: the phone's picker, and no combobox code on the first screen.
 */
export function TechnicianFilter({
  value,
  options,
  onChange,
}: {
  value: string | null;
  options: { uuid: string; fullname: string }[];
  onChange: (uuid: string | null) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className={classes.filter}>
      <label htmlFor={id} className={classes.filterLabel}>
        {t('board.technician.label')}
      </label>
      <select id={id} className={classes.select} value={value ?? ''} onChange={(event) => onChange(event.currentTarget.value || null)}>
        <option value="">{t('board.technician.all')}</option>
        {options.map((option) => (
          <option key={option.uuid} value={option.uuid}>
            {option.fullname}
          </option>
        ))}
      </select>
    </div>
  );
}
