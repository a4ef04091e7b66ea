import { IconSearch } from '@tabler/icons-react';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import classes from './HeaderSearch.module.css';

interface SearchFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'value' | 'onChange'> {
  value: string;
  onValueChange: (value: string) => void;
  /** Shown at the right end instead of the shortcut hint (the spinner while results load). */
  status?: ReactNode;
}

/**
 * The header's search input: the stand-in shown before the dropdown's code is loaded and the
 * combobox's target afterwards, so both look and behave the same. A plain input, not Mantine's
 * TextInput: it is on every page of the shell, and this keeps the shell's first load light.
 */
export function SearchField({ value, onValueChange, status, className, ...props }: SearchFieldProps) {
  const { t } = useTranslation();
  return (
    <div className={classes.field}>
      <IconSearch size={16} stroke={1.8} className={classes.icon} aria-hidden="true" />
      <input
        type="search"
        autoComplete="off"
        spellCheck={false}
        maxLength={100}
        aria-label={t('search.label')}
        aria-keyshortcuts="/"
        placeholder={t('search.placeholder')}
        title={t('search.shortcut')}
        className={className ? `${classes.input} ${className}` : classes.input}
        value={value}
        onChange={(event) => onValueChange(event.currentTarget.value)}
        data-testid="header-search"
        {...props}
      />
      <span className={classes.end}>
        {status ??
          (value ? null : (
            <kbd className={classes.hint} aria-hidden="true">
              /
            </kbd>
          ))}
      </span>
    </div>
  );
}
