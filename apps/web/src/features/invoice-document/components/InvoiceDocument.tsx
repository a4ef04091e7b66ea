import { pictureUrl } from '../../../shared/ui/pictureUrl';
import type { DocumentData } from '../documentData';
import { documentAddressLines, documentFormat, documentPhone } from '../documentFormat';
import { documentTexts } from '../documentTexts';
import { legalMentions, printedDueDate } from '../legalMentions';
import classes from './InvoiceDocument.module.css';

/**
 * An invoice or credit note as paper (issue 14), in the document's own language: seller and its
 * legal identity, title and number, dates, customer, vehicle, lines, each tax, total, paid and
 * balance, the mentions the seller's country requires. The same component serves the print view
 * and the customer's page; below ~560 px of width it reflows (blocks stack, lines become rows).
 */
export function InvoiceDocument({ doc }: { doc: DocumentData }) {
  const t = documentTexts(doc.language);
  const fmt = documentFormat(doc.language, doc.totals.currency);
  const mentions = legalMentions(doc, t, fmt);
  const draft = doc.status === 'DRAFT';
  const creditNote = doc.kind === 'CREDIT_NOTE';
  const dueDate = printedDueDate(doc);
  const country = doc.seller.address?.country ?? null;
  const logo = pictureUrl(doc.seller.logo);
  const withDiscount = doc.lines.some((line) => line.discount > 0);
  const { totals } = doc;

  return (
    <div className={classes.frame}>
      <article className={classes.sheet} lang={doc.language} data-testid="invoice-document" data-draft={draft || undefined}>
        {draft && (
          <div className={classes.watermark} aria-hidden="true">
            {t.draft}
          </div>
        )}
        <header className={classes.top}>
          <div className={classes.seller}>
            {logo && <img src={logo} alt="" className={classes.logo} />}
            <div>
              <p className={classes.sellerName}>{doc.seller.name}</p>
              {doc.seller.address && documentAddressLines(doc.seller.address, doc.language).map((line) => <div key={line}>{line}</div>)}
              {doc.seller.phone && (
                <div>
                  {t.phone}
                  {t.colon} {documentPhone(doc.seller.phone, country)}
                </div>
              )}
              {doc.seller.email && <div>{doc.seller.email}</div>}
              {mentions.identity.length > 0 && (
                <div className={classes.identity} data-testid="document-identity">
                  {mentions.identity.map((line) => (
                    <div key={line}>{line}</div>
                  ))}
                </div>
              )}
            </div>
          </div>
          <div className={classes.heading}>
            <h1 className={classes.title}>{creditNote ? t.creditNote : t.invoice}</h1>
            {draft && <div className={classes.draftMark}>{t.draftNotice}</div>}
            <dl className={classes.facts}>
              {!draft && doc.invoiceId && (
                <>
                  <dt>{t.number}</dt>
                  <dd data-testid="document-number">{doc.invoiceId}</dd>
                </>
              )}
              {doc.issueDate && (
                <>
                  <dt>{t.issueDate}</dt>
                  <dd>{fmt.day(doc.issueDate)}</dd>
                </>
              )}
              {dueDate && (
                <>
                  <dt>{t.dueDate}</dt>
                  <dd>{fmt.day(dueDate)}</dd>
                </>
              )}
              {doc.worksheet && (
                <>
                  <dt>{t.worksheet}</dt>
                  <dd>{doc.worksheet.label}</dd>
                </>
              )}
            </dl>
            {creditNote && doc.creditedInvoice && <div className={classes.credits}>{t.creditNoteOf(doc.creditedInvoice.invoiceId)}</div>}
          </div>
        </header>

        <section className={classes.parties}>
          <div>
            <h2 className={classes.label}>{t.billTo}</h2>
            <div className={classes.strong}>{doc.customer.fullname}</div>
            {doc.customer.address && documentAddressLines(doc.customer.address, doc.language).map((line) => <div key={line}>{line}</div>)}
            {doc.customerTaxNumber && (
              <div>
                {t.customerTaxNumber}
                {t.colon} {doc.customerTaxNumber}
              </div>
            )}
          </div>
          {doc.mech && (
            <div>
              <h2 className={classes.label}>{t.vehicle}</h2>
              <div className={classes.strong}>{doc.mech.description}</div>
              {doc.mech.license && (
                <div>
                  {t.plate}
                  {t.colon} {doc.mech.license}
                </div>
              )}
              {doc.mech.serialNumber && (
                <div>
                  {country === 'FR' ? t.vinFrance : t.vin}
                  {t.colon} {doc.mech.serialNumber}
                </div>
              )}
              {doc.mech.mileage !== null && (
                <div>
                  {t.mileage}
                  {t.colon} {fmt.quantity(doc.mech.mileage)} {doc.mech.unit}
                </div>
              )}
            </div>
          )}
        </section>

        <table className={classes.lines}>
          <thead>
            <tr>
              <th scope="col">{t.description}</th>
              <th scope="col" className={classes.num}>
                {t.quantity}
              </th>
              <th scope="col" className={classes.num}>
                {t.unitPrice}
              </th>
              {withDiscount && (
                <th scope="col" className={classes.num}>
                  {t.discount}
                </th>
              )}
              <th scope="col" className={classes.num}>
                {t.amount}
              </th>
            </tr>
          </thead>
          <tbody>
            {doc.lines.length === 0 && (
              <tr>
                <td colSpan={withDiscount ? 5 : 4} className={classes.muted}>
                  {t.noLines}
                </td>
              </tr>
            )}
            {doc.lines.map((line) => (
              <tr key={line.id}>
                <td className={classes.description}>
                  <span className={classes.strong}>{line.name}</span>
                  {line.content && <div className={classes.muted}>{line.content}</div>}
                </td>
                <td className={classes.num} data-label={t.quantity}>
                  {fmt.quantity(line.quantity)}
                </td>
                <td className={classes.num} data-label={t.unitPrice}>
                  {fmt.money(line.unitPrice)}
                  {line.hourlyRate && t.perHour}
                </td>
                {withDiscount && (
                  <td className={classes.num} data-label={t.discount} data-empty={line.discount === 0 || undefined}>
                    {line.discount > 0 ? fmt.percent(line.discount) : '—'}
                  </td>
                )}
                <td className={`${classes.num} ${classes.amount}`}>{fmt.money(line.amount)}</td>
              </tr>
            ))}
          </tbody>
        </table>

        <section className={classes.bottom}>
          <div className={classes.notes}>
            {creditNote && doc.reason && (
              <>
                <h2 className={classes.label}>{t.reason}</h2>
                <p>{doc.reason}</p>
              </>
            )}
            {doc.notes && (
              <>
                <h2 className={classes.label}>{t.notes}</h2>
                <p>{doc.notes}</p>
              </>
            )}
          </div>
          <table className={classes.totals} data-testid="document-totals">
            <tbody>
              <tr>
                <th scope="row">{t.subtotal}</th>
                <td className={classes.num}>{fmt.money(totals.subtotal)}</td>
              </tr>
              {totals.discount > 0 && (
                <tr className={classes.muted}>
                  <th scope="row">{t.discounts}</th>
                  <td className={classes.num}>{fmt.money(totals.discount)}</td>
                </tr>
              )}
              {totals.taxes.map((tax) => (
                <tr key={tax.name}>
                  <th scope="row">
                    {tax.name} ({fmt.percent(tax.rate)})
                  </th>
                  <td className={classes.num}>{fmt.money(tax.amount)}</td>
                </tr>
              ))}
              <tr className={classes.grand}>
                <th scope="row">{t.total}</th>
                <td className={classes.num}>{fmt.money(totals.total)}</td>
              </tr>
              {!creditNote && !draft && (
                <>
                  {totals.credited !== 0 && (
                    <tr>
                      <th scope="row">{t.credited}</th>
                      <td className={classes.num}>{fmt.money(totals.credited)}</td>
                    </tr>
                  )}
                  {totals.paid !== 0 && (
                    <tr>
                      <th scope="row">{t.paid}</th>
                      <td className={classes.num}>{fmt.money(totals.paid)}</td>
                    </tr>
                  )}
                  <tr className={classes.balance}>
                    <th scope="row">{t.balance}</th>
                    <td className={classes.num} data-testid="document-balance">
                      {fmt.money(totals.balance)}
                    </td>
                  </tr>
                </>
              )}
            </tbody>
          </table>
        </section>

        {(mentions.terms.length > 0 || doc.seller.legal.footer) && (
          <footer className={classes.footer} data-testid="document-terms">
            {mentions.terms.map((line) => (
              <p key={line}>{line}</p>
            ))}
            {doc.seller.legal.footer && <p className={classes.footerText}>{doc.seller.legal.footer}</p>}
          </footer>
        )}
      </article>
    </div>
  );
}
