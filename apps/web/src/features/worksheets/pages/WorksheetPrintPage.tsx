import { formatPhone } from '@atelier/contracts/format';
import { Button, Loader } from '@mantine/core';
import { IconArrowLeft, IconPrinter } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { Link, useParams } from 'react-router';
import { useDocumentTitle } from '../../../shared/hooks/useDocumentTitle';
import { pictureUrl } from '../../../shared/ui/pictureUrl';
import { useAccountPreferences } from '../../../shared/account/api';
import { useDateFormatter, useMoneyFormatter } from '../../accounts';
import { countryOptions, shopName, useBrands } from '../../brands';
import { addressLines } from '../../customers';
import { useVehicleName } from '../../vehicles';
import { useWorksheet, useWorksheetEntries, useWorksheetTotals } from '../api';
import { useWorksheetNumber } from '../../../shared/hooks/useWorksheetNumber';
import { isHourlyRateLine, lineAmount } from '../lineFormValues';
import { totalsRows } from '../totalsRows';
import { worksheetPath } from '../worksheetPath';
import classes from './WorksheetPrintPage.module.css';

/**
 * /worksheets/print/{uuid} (issue 5): the work order on paper, without the shell: the shop's
 * logo and address, customer, vehicle, lines and totals; the print stylesheet keeps a typical
 * order on one Letter or A4 page.
 */
export function WorksheetPrintPage() {
  const { t, i18n } = useTranslation();
  const { uuid = '' } = useParams();
  const number = useWorksheetNumber();
  const vehicleName = useVehicleName();
  const money = useMoneyFormatter();
  const hourlyRate = useAccountPreferences().hourlyRates.valuePerUnit;
  const { formatDate } = useDateFormatter();
  const worksheet = useWorksheet(uuid);
  const entries = useWorksheetEntries(uuid);
  const totals = useWorksheetTotals(uuid);
  const brands = useBrands();
  const brand = brands.data?.items[0] ?? null;
  const title = worksheet.data ? t('worksheets.page.title', { number: number(worksheet.data.worksheetId) }) : t('worksheets.title');
  useDocumentTitle(title);

  const countryName = useMemo(() => {
    const names = new Map(countryOptions(i18n.resolvedLanguage ?? 'fr').map((c) => [c.value, c.label]));
    return (code: string) => names.get(code) ?? code;
  }, [i18n.resolvedLanguage]);

  const ready = worksheet.data && entries.data && totals.data && !brands.isPending;
  if (!ready) {
    return (
      <div className={classes.page}>
        <div className={classes.toolbar}>
          {worksheet.isError ? (
            <Button component={Link} to="/worksheets" variant="default" leftSection={<IconArrowLeft size={16} />}>
              {t('worksheets.notFound.body')}
            </Button>
          ) : (
            <Loader size="sm" aria-label={t('common.loading')} />
          )}
        </div>
      </div>
    );
  }

  const ws = worksheet.data;
  const formatAmount = (amount: number | null) => (amount === null ? '—' : money.format(amount));
  const logo = pictureUrl(brand?.logo);
  const shopLines = brand?.address ? addressLines(brand.address, countryName) : [];

  return (
    <div className={classes.page}>
      <div className={classes.toolbar}>
        <Button component={Link} to={worksheetPath(ws.uuid)} variant="default" leftSection={<IconArrowLeft size={16} />}>
          {t('worksheets.print.back')}
        </Button>
        <Button leftSection={<IconPrinter size={16} />} onClick={() => window.print()} autoFocus>
          {t('worksheets.print.print')}
        </Button>
      </div>

      <article className={classes.sheet} data-testid="worksheet-print">
        <header className={classes.top}>
          <div className={classes.shop}>
            {logo && <img src={logo} alt="" className={classes.logo} />}
            <div>
              <p className={classes.shopName}>{shopName(brands.data?.items)}</p>
              {shopLines.map((line) => (
                <div key={line} className={classes.muted}>
                  {line}
                </div>
              ))}
              {brand?.mobile && (
                <div className={classes.muted} data-testid="print-shop-phone">
                  {t('worksheets.print.phone', { phone: formatPhone(brand.mobile) })}
                </div>
              )}
              {brand?.email && (
                <div className={classes.muted} data-testid="print-shop-email">
                  {t('worksheets.print.email', { email: brand.email })}
                </div>
              )}
            </div>
          </div>
          <div className={classes.docTitle}>
            <h1>{t('worksheets.print.heading')}</h1>
            <div>
              <strong>{number(ws.worksheetId)}</strong>
            </div>
            <div className={classes.muted}>{formatDate(ws.createdAt)}</div>
            <div className={classes.muted}>{ws.status.name}</div>
          </div>
        </header>

        <section className={classes.parties}>
          <div>
            <div className={classes.label}>{t('worksheets.page.customer')}</div>
            <div>
              <strong>{ws.customer.fullname}</strong>
            </div>
            {ws.customer.mobile && <div>{formatPhone(ws.customer.mobile)}</div>}
          </div>
          <div>
            <div className={classes.label}>{t('worksheets.page.vehicle')}</div>
            {ws.mech ? (
              <>
                <div>
                  <strong>{vehicleName(ws.mech)}</strong>
                </div>
                {ws.mech.serialNumber && <div>{t('worksheets.page.vin', { vin: ws.mech.serialNumber })}</div>}
                {ws.mech.license && <div>{t('worksheets.print.license', { license: ws.mech.license })}</div>}
                {ws.mech.mileageIn !== null && (
                  <div data-testid="print-odometer">{t('worksheets.print.odometer', { value: `${ws.mech.mileageIn.toLocaleString(money.locale)} ${ws.mech.unit}` })}</div>
                )}
                {ws.mech.engineHours !== null && <div>{t('worksheets.print.engineHours', { value: ws.mech.engineHours.toLocaleString(money.locale) })}</div>}
              </>
            ) : (
              <div className={classes.muted}>{t('worksheets.noVehicle')}</div>
            )}
          </div>
          <div>
            <div className={classes.label}>{t('worksheets.page.technician')}</div>
            <div>{ws.technician?.fullname ?? t('worksheets.noTechnician')}</div>
          </div>
        </section>

        <table className={classes.lines}>
          <thead>
            <tr>
              <th>{t('worksheets.print.description')}</th>
              <th className={classes.num}>{t('worksheets.lines.quantity')}</th>
              <th className={classes.num}>{t('worksheets.print.unitPrice')}</th>
              <th className={classes.num}>{t('worksheets.print.amount')}</th>
            </tr>
          </thead>
          <tbody>
            {entries.data.length === 0 && (
              <tr>
                <td colSpan={4} className={classes.muted}>
                  {t('worksheets.lines.empty')}
                </td>
              </tr>
            )}
            {entries.data.map((entry) => (
              <tr key={entry.id}>
                <td>
                  <strong>{entry.name}</strong>
                  {entry.content && <div className={classes.muted}>{entry.content}</div>}
                </td>
                <td className={classes.num}>{entry.value_measured.toLocaleString(money.locale)}</td>
                <td className={classes.num}>
                  {entry.price !== null
                    ? money.format(entry.price)
                    : isHourlyRateLine(entry) && hourlyRate > 0
                      ? t('worksheets.print.hourly', { rate: money.format(hourlyRate) })
                      : '—'}
                </td>
                <td className={classes.num}>{formatAmount(lineAmount(entry, hourlyRate))}</td>
              </tr>
            ))}
          </tbody>
        </table>

        <section className={classes.bottom}>
          <div className={classes.notes}>
            {ws.notes && (
              <>
                <div className={classes.label}>{t('worksheets.notes.title')}</div>
                {ws.notes}
              </>
            )}
          </div>
          <table className={classes.totals} data-testid="print-totals">
            <tbody>
              {totalsRows(totals.data, money.locale).map((row) => (
                <tr key={row.key} className={row.key === 'total' ? classes.grand : undefined}>
                  <td>
                    {row.key.startsWith('tax-') ? row.label : t(row.label)}
                    {row.rate && ` (${row.rate})`}
                  </td>
                  <td className={classes.num}>{row.amount}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>

        <footer className={classes.signature}>
          <div>{t('worksheets.print.customerSignature')}</div>
          <div>{t('worksheets.print.date')}</div>
        </footer>
      </article>
    </div>
  );
}
