// Invoices for the data benchmark (issue 14), generated inside PostgreSQL like data-generate.mjs,
// in the work-order shop once its work orders (and their lines) exist. A Québec shop (GST 5 %,
// QST 9.975 %, half-up to the cent) that issued `count` invoices over about two years:
// - issued invoices numbered 1..n without a gap in the order they were issued, each with 2 to 6
//   frozen lines (invoice_lines), frozen totals and the snapshot the API freezes at issue
//   (seller with the legal identity, customer with the billing address, vehicle, taxes, work
//   order), two in five made from a DONE work order (whose lines then point at it), the others
//   counter sales;
// - about 30 % paid (most in full, some in two parts, a few partly), a few thousand fully
//   cancelled by a credit note (AV-1..AV-m, their own series, lines crediting each line);
// - `drafts` drafts of the last month on the newest DONE work orders (their lines are the work
//   order's entries) and `issuable` counter-sale drafts with their own lines, which the issue
//   case issues through the API.
// Frozen lines of invoices made from a work order are generated like the others (the cases read
// the frozen copy, never the entries of an issued invoice).
import { addConstraints, dropForeignKeys, setShopPreferences } from './data-timelog.mjs';
import { createIndexes, dropSecondaryIndexes, step } from './data-generate.mjs';

export const INVOICE_TABLES = ['invoices', 'invoice_lines', 'invoice_payments'];

/** A Québec shop's registration numbers (valid formats): issuing from 100 $ needs them. */
export const BENCH_LEGAL_IDENTITY = {
  legalName: 'Garage Banc d’essai inc.',
  legalForm: 'Inc.',
  shareCapital: null,
  gstNumber: '123456789 RT 0001',
  qstNumber: '1234567890 TQ 0001',
  siren: null,
  siret: null,
  vatNumber: null,
  rcs: null,
  vatExempt: false,
  latePaymentPenalty: null,
  footer: 'Payable à la réception. Merci de votre confiance !',
};

const BENCH_ADDRESS = {
  type: 'BILLING',
  name: 'Garage Banc d’essai',
  street_number: '4200',
  address_line_1: 'rue Sherbrooke Est',
  address_line_2: null,
  city: 'Montréal',
  region: 'QC',
  country: 'CA',
  postcode: 'H1X 1C5',
};

/** The taxes of the shop's first tax group, as the snapshot freezes them. */
export const BENCH_TAXES = [
  { name: 'TPS', rate: 5 },
  { name: 'TVQ', rate: 9.975 },
];

// What a garage sells: name, type, unit price in cents (null: the hourly rate), quantity range in hundredths.
const ITEMS = [
  ['Changement d’huile et filtre', 'SERVICE', 8995, 100, 100],
  ['Filtre à huile', 'PRODUCT', 1299, 100, 100],
  ['Main-d’œuvre', 'SERVICE', null, 50, 300],
  ['Plaquettes de frein avant', 'PRODUCT', 8999, 100, 100],
  ['Pose de pneus d’hiver', 'SERVICE', 7995, 100, 100],
  ['Pneu d’hiver 205/55R16', 'PRODUCT', 14999, 200, 400],
  ['Batterie 12 V', 'PRODUCT', 18999, 100, 100],
  ['Diagnostic électronique', 'SERVICE', 9500, 100, 100],
  ['Liquide lave-glace', 'PRODUCT', 699, 100, 300],
  ['Alignement des roues', 'SERVICE', 10995, 100, 100],
];

/** The shop's seller block (brand, legal identity, hourly rate), its address set to a Montréal one. */
async function prepareShop(client, { accountId, hourlyRateCents }) {
  await setShopPreferences(client, { accountId, hourlyRate: hourlyRateCents / 100 });
  await client.query(`UPDATE brands SET address = $2::jsonb, email = 'comptoir@banc.test', mobile = '5145550123' WHERE account_id = $1`, [
    accountId,
    JSON.stringify(BENCH_ADDRESS),
  ]);
  await client.query(
    `INSERT INTO invoice_legal_identities (account_id, identity) VALUES ($1, $2::jsonb)
     ON CONFLICT (account_id) DO UPDATE SET identity = excluded.identity, updated_at = now()`,
    [accountId, JSON.stringify(BENCH_LEGAL_IDENTITY)],
  );
  const {
    rows: [shop],
  } = await client.query(
    `SELECT b.address, b.email, b.mobile, b.logo, a.preferences->>'worksheetPrefix' AS prefix, a.preferences->>'currency' AS currency,
            (SELECT id FROM users WHERE account_id = $1 AND permission_flags = 'ADMIN' ORDER BY id LIMIT 1) AS owner_id,
            (SELECT id FROM entry_statuses WHERE account_id = $1 ORDER BY position, id LIMIT 1) AS entry_status_id
     FROM brands b JOIN accounts a ON a.id = b.account_id WHERE b.account_id = $1`,
    [accountId],
  );
  const seller = {
    name: BENCH_LEGAL_IDENTITY.legalName,
    address: shop.address,
    email: shop.email,
    phone: shop.mobile,
    logo: shop.logo ?? null,
    legal: BENCH_LEGAL_IDENTITY,
    hourlyRate: hourlyRateCents / 100,
  };
  return { seller, prefix: shop.prefix ?? 'BT', currency: shop.currency ?? 'CAD', ownerId: shop.owner_id, entryStatusId: shop.entry_status_id };
}

/**
 * The documents of the load, one row each, in a temporary table: ids taken from the tables'
 * sequences up front, so lines, payments and credit notes name them without reading them back.
 * Issued invoice n (1..issued) is issued at now − (issued − n) × step; every fifth `n` (h % 5 < 2)
 * takes the next DONE work order back from the newest (after those of the drafts).
 */
async function planDocuments(client, { accountId, issued, drafts, issuable, creditNotes, timezone, days }) {
  await client.query(`DROP TABLE IF EXISTS pg_temp.bench_docs`);
  await client.query(
    `CREATE TEMP TABLE bench_docs AS
     WITH done AS (SELECT w.worksheet_id AS number, w.id, w.uuid, w.customer_id, w.mech_id,
                          row_number() OVER (ORDER BY w.worksheet_id DESC) - 1 AS k
                   FROM worksheets w JOIN worksheet_statuses s ON s.id = w.status_id
                   WHERE w.account_id = $1 AND w.deleted_at IS NULL AND s."group" = 'DONE'),
          m AS (SELECT id, customer_id, (row_number() OVER (ORDER BY id) - 1)::int AS rn FROM mechs WHERE account_id = $1),
          mc AS (SELECT count(*)::int AS n FROM m),
          docs AS (
            -- Issued invoices, newest first in the ranking of those made from a work order.
            SELECT 'ISSUED' AS role, n, abs(hashint4(n + 7171)) AS h FROM generate_series(1, $2::int) AS n
            UNION ALL SELECT 'DRAFT', n, abs(hashint4(-n - 7171)) FROM generate_series(1, $3::int) AS n
            UNION ALL SELECT 'ISSUABLE', n, abs(hashint4(-n - 99991)) FROM generate_series(1, $4::int) AS n),
          ranked AS (
            SELECT docs.*,
                   CASE WHEN role = 'ISSUED' AND h % 5 < 2 THEN row_number() OVER (PARTITION BY role, role = 'ISSUED' AND h % 5 < 2 ORDER BY n DESC) - 1 + $3::int
                        WHEN role = 'DRAFT' THEN n - 1 END AS wo_rank
            FROM docs)
     SELECT nextval(pg_get_serial_sequence('invoices', 'id'))::int AS id, r.role, r.n, r.h,
            d.id AS worksheet_id, d.uuid AS worksheet_uuid, d.number AS worksheet_number,
            coalesce(d.customer_id, m.customer_id) AS customer_id,
            CASE WHEN d.id IS NOT NULL THEN d.mech_id WHEN r.h % 3 = 0 THEN NULL ELSE m.id END AS mech_id,
            CASE WHEN r.role = 'ISSUED' THEN now() - ($2::int - r.n) * ($5::int * interval '1 day' / $2::int) - interval '1 minute'
                 ELSE now() - r.n * interval '1 day' * 30 / greatest($3::int + $4::int, 1) END AS at,
            2 + r.h % 5 AS line_count
     FROM ranked r
     LEFT JOIN done d ON d.k = r.wo_rank
     CROSS JOIN mc
     JOIN m ON m.rn = r.h % mc.n`,
    [accountId, issued, drafts, issuable, days],
  );
  // The invoices a credit note cancels (spread evenly, not paid) and the payments' plan.
  await client.query(
    `ALTER TABLE bench_docs ADD COLUMN canceled boolean, ADD COLUMN pay int, ADD COLUMN issue_date date, ADD COLUMN credit_number int,
                            ADD COLUMN credit_id int`,
  );
  await client.query(
    `UPDATE bench_docs SET issue_date = (at AT TIME ZONE $2::text)::date,
            canceled = role = 'ISSUED' AND n % greatest($1::int / greatest($3::int, 1), 1) = 0 AND n / greatest($1::int / greatest($3::int, 1), 1) <= $3::int,
            -- 0: unpaid; 1: paid in full; 2: in two parts; 3: partly (half).
            pay = CASE WHEN role <> 'ISSUED' OR h / 5 % 10 >= 3 THEN 0 WHEN h / 50 % 20 = 0 THEN 3 WHEN h / 50 % 20 < 3 THEN 2 ELSE 1 END`,
    [issued, timezone, creditNotes],
  );
  await client.query(`UPDATE bench_docs SET pay = 0 WHERE canceled`);
  await client.query(
    `UPDATE bench_docs d SET credit_number = c.m, credit_id = nextval(pg_get_serial_sequence('invoices', 'id'))::int
     FROM (SELECT id, row_number() OVER (ORDER BY n) AS m FROM bench_docs WHERE canceled) c WHERE c.id = d.id`,
  );
  await client.query(`CREATE UNIQUE INDEX ON bench_docs (id)`);
  await client.query(`ANALYZE bench_docs`);
}

/** The lines of every document, amounts half-up to the cent (line = round(q × p) − round(that × discount %)). */
async function planLines(client, { hourlyRateCents }) {
  await client.query(`DROP TABLE IF EXISTS pg_temp.bench_lines`);
  await client.query(
    `CREATE TEMP TABLE bench_lines AS
     WITH l AS (
       SELECT d.id AS invoice_id, d.role, p.pos, abs(hashint4(d.id * 8 + p.pos)) AS lh,
              (d.h / 7 + p.pos * 3) % cardinality($1::text[]) + 1 AS item
       FROM bench_docs d CROSS JOIN generate_series(1, 6) AS p(pos) WHERE p.pos <= d.line_count),
          q AS (
       SELECT l.*, ($1::text[])[item] AS name, ($2::text[])[item] AS type, ($3::int[])[item] IS NULL AS hourly_rate,
              coalesce(($3::int[])[item], $6::int)::bigint AS unit_price_cents,
              (($4::int[])[item] + (lh % (($5::int[])[item] - ($4::int[])[item] + 1)) / 50 * 50) / 100.0 AS quantity,
              CASE WHEN lh % 15 = 0 THEN 10 ELSE 0 END AS discount
       FROM l),
          g AS (SELECT q.*, round(q.quantity * q.unit_price_cents)::bigint AS gross FROM q)
     SELECT nextval(pg_get_serial_sequence('invoice_lines', 'id'))::int AS id, g.*, round(g.gross * g.discount / 100.0)::bigint AS discount_cents,
            g.gross - round(g.gross * g.discount / 100.0)::bigint AS amount_cents
     FROM g`,
    [ITEMS.map((i) => i[0]), ITEMS.map((i) => i[1]), ITEMS.map((i) => i[2]), ITEMS.map((i) => i[3]), ITEMS.map((i) => i[4]), hourlyRateCents],
  );
  await client.query(`CREATE INDEX ON bench_lines (invoice_id)`);
  await client.query(`ANALYZE bench_lines`);
}

// Each tax on the subtotal, half-up (PostgreSQL's round(numeric) rounds half away from zero), as
// SQL over a `subtotal` column: the snapshot's taxes and their sum.
const taxCents = (tax) => `round(subtotal * ${tax.rate} / 100.0)::bigint`;
const TAXES_JSON = `jsonb_build_array(${BENCH_TAXES.map((tax) => `jsonb_build_object('name', '${tax.name}', 'rate', ${tax.rate}, 'cents', ${taxCents(tax)})`).join(', ')})`;
const TAX_SUM = BENCH_TAXES.map(taxCents).join(' + ');

/**
 * Invoices (issued and drafts), their frozen lines, the drafts' entries, credit notes and their
 * lines, payments, and the counters. One transaction with `atelier.purge` on: migration 0017's
 * triggers refuse lines on a document that is not a DRAFT, payments on a draft and any change
 * of an issued document; the load writes issued documents whole, as they would be after their
 * issue, so it lets itself through as the demo seed's reset does (nothing in the API sets it).
 */
async function insertDocuments(client, { accountId, shop, timezone }) {
  await client.query('BEGIN');
  try {
    await client.query(`SET LOCAL atelier.purge = 'on'`);
    // The customer's and the vehicle's blocks as the snapshot freezes them, built once per customer
    // and vehicle rather than once per invoice.
    await step('customer and vehicle blocks', async () => {
      await client.query(`DROP TABLE IF EXISTS pg_temp.bench_buyers, pg_temp.bench_vehicles`);
      await client.query(
        `CREATE TEMP TABLE bench_buyers AS
         SELECT c.id, jsonb_build_object('uuid', c.uuid, 'fullname', c.fullname, 'email', c.email, 'mobile', c.mobile,
                  'address', CASE WHEN a.id IS NOT NULL THEN jsonb_build_object('type', 'BILLING', 'name', NULL, 'street_number', a.street_number,
                    'address_line_1', a.address_line_1, 'address_line_2', a.address_line_2, 'city', a.city, 'region', a.region, 'country', a.country,
                    'postcode', a.postcode) END) AS block
         FROM customers c
         LEFT JOIN LATERAL (SELECT * FROM customer_addresses a WHERE a.customer_id = c.id AND a.type = 'BILLING' ORDER BY a.id LIMIT 1) a ON true
         WHERE c.id IN (SELECT customer_id FROM bench_docs)`,
      );
      await client.query(
        `CREATE TEMP TABLE bench_vehicles AS
         SELECT mc.id, mc.mileage_in, jsonb_build_object('uuid', mc.uuid, 'description', concat_ws(' ', mc.model_year::text, mk.name, md.name),
                  'license', mc.license, 'serialNumber', mc.serial_number, 'mileage', mc.mileage_in, 'unit', coalesce(mc.unit, 'km')) AS block
         FROM mechs mc LEFT JOIN makes mk ON mk.id = mc.make_id LEFT JOIN models md ON md.id = mc.model_id
         WHERE mc.id IN (SELECT mech_id FROM bench_docs)`,
      );
      await client.query(`ALTER TABLE bench_buyers ADD PRIMARY KEY (id)`);
      await client.query(`ALTER TABLE bench_vehicles ADD PRIMARY KEY (id)`);
      await client.query(`ANALYZE bench_buyers, bench_vehicles`);
    });
    await step('invoices (issued and drafts)', () =>
      client.query(
        `WITH s AS (SELECT invoice_id, sum(amount_cents)::bigint AS subtotal, sum(discount_cents)::bigint AS discount FROM bench_lines GROUP BY invoice_id),
              t AS (SELECT d.*, s.subtotal, s.discount, ${TAXES_JSON} AS taxes, ${TAX_SUM} AS tax FROM bench_docs d JOIN s ON s.invoice_id = d.id)
         INSERT INTO invoices (id, account_id, kind, status, number, invoice_id, customer_id, mech_id, worksheet_id, language, mileage, due_date,
                               issue_date, issued_at, issued_by_id, currency, subtotal_cents, tax_cents, total_cents, snapshot, paid_cents, credited_cents,
                               created_by_id, created_at, updated_at)
         SELECT t.id, $1, 'INVOICE',
                CASE WHEN t.role <> 'ISSUED' THEN 'DRAFT' WHEN t.canceled THEN 'CANCELED' WHEN t.pay IN (1, 2) THEN 'PAID' ELSE 'SENT' END,
                CASE WHEN t.role = 'ISSUED' THEN t.n END, CASE WHEN t.role = 'ISSUED' THEN t.n::text END,
                t.customer_id, t.mech_id, t.worksheet_id, 'fr', v.mileage_in,
                CASE WHEN t.role = 'ISSUED' THEN t.issue_date + 30 END,
                CASE WHEN t.role = 'ISSUED' THEN t.issue_date END, CASE WHEN t.role = 'ISSUED' THEN t.at END,
                CASE WHEN t.role = 'ISSUED' THEN $3::int END, $5,
                CASE WHEN t.role = 'ISSUED' THEN t.subtotal END, CASE WHEN t.role = 'ISSUED' THEN t.tax END,
                CASE WHEN t.role = 'ISSUED' THEN t.subtotal + t.tax END,
                CASE WHEN t.role = 'ISSUED' THEN jsonb_build_object(
                  'seller', $2::jsonb, 'customer', b.block, 'mech', v.block,
                  'taxes', t.taxes, 'hourlyRateCents', $6::int, 'discountCents', t.discount,
                  'worksheet', CASE WHEN t.worksheet_id IS NOT NULL THEN jsonb_build_object('uuid', t.worksheet_uuid, 'worksheetId', t.worksheet_number,
                    'label', $4::text || '-' || t.worksheet_number) END) END,
                CASE t.pay WHEN 0 THEN 0 WHEN 3 THEN (t.subtotal + t.tax) / 2 ELSE t.subtotal + t.tax END,
                CASE WHEN t.canceled THEN t.subtotal + t.tax ELSE 0 END,
                $3::int, t.at, CASE WHEN t.canceled THEN t.at + interval '2 days' ELSE t.at END
         FROM t JOIN bench_buyers b ON b.id = t.customer_id LEFT JOIN bench_vehicles v ON v.id = t.mech_id`,
        [accountId, JSON.stringify(shop.seller), shop.ownerId, shop.prefix, shop.currency, shop.hourlyRateCents],
      ),
    );
    await step('frozen lines of the issued invoices', () =>
      client.query(
        `INSERT INTO invoice_lines (id, account_id, invoice_id, position, type, name, quantity, unit_price_cents, hourly_rate, discount, discount_cents, amount_cents)
         SELECT l.id, $1, l.invoice_id, l.pos, l.type, l.name, l.quantity, l.unit_price_cents, l.hourly_rate, l.discount, l.discount_cents, l.amount_cents
         FROM bench_lines l WHERE l.role = 'ISSUED'`,
        [accountId],
      ),
    );
    // Drafts on a work order take its lines (already entries); the others get entries of their own.
    await step("the drafts' lines", async () => {
      await client.query(
        `UPDATE entries e SET invoice_id = d.id FROM bench_docs d
          WHERE d.role IN ('DRAFT', 'ISSUED') AND d.worksheet_id IS NOT NULL AND e.worksheet_id = d.worksheet_id AND e.invoice_id IS NULL`,
      );
      await client.query(
        `INSERT INTO entries (account_id, mech_id, worksheet_id, invoice_id, name, type, status_id, value_measured, price, discount, position, created_at, updated_at)
         SELECT $1, d.mech_id, NULL, d.id, l.name, l.type, $2, l.quantity, CASE WHEN l.hourly_rate THEN NULL ELSE l.unit_price_cents / 100.0 END,
                l.discount, l.pos, d.at, d.at
         FROM bench_lines l JOIN bench_docs d ON d.id = l.invoice_id
         WHERE d.role = 'ISSUABLE' OR (d.role = 'DRAFT' AND NOT EXISTS (SELECT 1 FROM entries e WHERE e.invoice_id = d.id))`,
        [accountId, shop.entryStatusId],
      );
    });
    await step('credit notes and their lines', async () => {
      await client.query(
        `INSERT INTO invoices (id, account_id, kind, status, number, invoice_id, customer_id, mech_id, credited_invoice_id, language, reason,
                               issue_date, issued_at, issued_by_id, currency, subtotal_cents, tax_cents, total_cents, snapshot, created_by_id, created_at, updated_at)
         SELECT d.credit_id, $1, 'CREDIT_NOTE', 'SENT', d.credit_number, 'AV-' || d.credit_number, i.customer_id, i.mech_id, i.id, i.language,
                'Annulation de la facture ' || i.invoice_id, ((i.issued_at + interval '2 days') AT TIME ZONE $2::text)::date,
                i.issued_at + interval '2 days', i.issued_by_id, i.currency, i.subtotal_cents, i.tax_cents, i.total_cents,
                i.snapshot || jsonb_build_object('worksheet', NULL), i.issued_by_id, i.issued_at + interval '2 days', i.issued_at + interval '2 days'
         FROM bench_docs d JOIN invoices i ON i.id = d.id WHERE d.canceled`,
        [accountId, timezone],
      );
      await client.query(
        `INSERT INTO invoice_lines (account_id, invoice_id, credited_line_id, position, type, name, quantity, unit_price_cents, hourly_rate, discount, discount_cents, amount_cents)
         SELECT $1, d.credit_id, l.id, l.pos, l.type, l.name, l.quantity, l.unit_price_cents, l.hourly_rate, l.discount, l.discount_cents, l.amount_cents
         FROM bench_docs d JOIN bench_lines l ON l.invoice_id = d.id WHERE d.canceled`,
        [accountId],
      );
    });
    await step('payments', () =>
      client.query(
        `INSERT INTO invoice_payments (account_id, invoice_id, amount_cents, paid_on, method, reference, created_by_id, created_at)
         SELECT $1, i.id, p.amount, p.paid_on, ($2::text[])[1 + d.h / 1000 % cardinality($2::text[])],
                CASE WHEN d.h / 1000 % cardinality($2::text[]) = 3 THEN 'Chèque ' || (100 + d.h % 900) END, $3,
                p.paid_on + time '12:00'
         FROM bench_docs d JOIN invoices i ON i.id = d.id
         CROSS JOIN LATERAL (VALUES (1, least(d.issue_date + d.h % 25, current_date), CASE WHEN d.pay = 1 THEN i.total_cents ELSE i.total_cents / 2 END),
                                    (2, least(d.issue_date + 25 + d.h % 10, current_date), i.total_cents - i.total_cents / 2)) AS p(k, paid_on, amount)
         WHERE d.pay > 0 AND (p.k = 1 OR d.pay = 2)`,
        [accountId, ['CASH', 'DEBIT', 'CREDIT_CARD', 'CHEQUE', 'TRANSFER', 'OTHER'], shop.ownerId],
      ),
    );
    await client.query(
      `INSERT INTO invoice_counters (account_id, kind, last_number)
       SELECT $1, kind, max(number) FROM invoices WHERE account_id = $1 AND number IS NOT NULL GROUP BY kind
       ON CONFLICT (account_id, kind) DO UPDATE SET last_number = excluded.last_number`,
      [accountId],
    );
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  }
}

/**
 * Everything the invoice cases need in the work-order shop (its work orders already in): the
 * seller (Montréal address, legal identity), `count` invoices of which `drafts` + `issuable`
 * drafts and `creditNotes` cancelled ones (plus their credit notes), loaded with the three
 * tables' secondary indexes and foreign keys off (built and checked again after), then VACUUM
 * ANALYZE. Answers the volumes and the load's duration.
 */
export async function loadInvoices(
  client,
  { accountId, count = 500_000, drafts = 3_000, issuable = 400, creditNotes = 3_000, days = 730, timezone = 'America/Toronto', hourlyRateCents = 12_500 },
) {
  const started = performance.now();
  const shop = { ...(await prepareShop(client, { accountId, hourlyRateCents })), hourlyRateCents };
  const issued = count - drafts - issuable;
  await step('plan the invoices', () => planDocuments(client, { accountId, issued, drafts, issuable, creditNotes, timezone, days }));
  await step('plan their lines', () => planLines(client, { hourlyRateCents }));
  const keys = await step('drop invoice indexes and foreign keys for the load', async () => {
    const constraints = [];
    for (const table of INVOICE_TABLES) constraints.push(...(await dropForeignKeys(client, table)));
    return { constraints, indexes: await dropSecondaryIndexes(client, INVOICE_TABLES) };
  });
  await insertDocuments(client, { accountId, shop, timezone });
  await createIndexes(client, keys.indexes);
  await addConstraints(client, keys.constraints);
  await client.query(`DROP TABLE IF EXISTS pg_temp.bench_docs, pg_temp.bench_lines, pg_temp.bench_buyers, pg_temp.bench_vehicles`);
  await step('VACUUM ANALYZE invoices', () => client.query('VACUUM (ANALYZE) invoices, invoice_lines, invoice_payments, invoice_counters, entries'));
  const {
    rows: [made],
  } = await client.query(
    `SELECT count(*) FILTER (WHERE kind = 'INVOICE')::int AS invoices, count(*) FILTER (WHERE kind = 'INVOICE' AND status <> 'DRAFT')::int AS issued,
            count(*) FILTER (WHERE status = 'DRAFT')::int AS drafts, count(*) FILTER (WHERE kind = 'CREDIT_NOTE')::int AS credit_notes,
            count(*) FILTER (WHERE paid_cents > 0)::int AS with_payments,
            (SELECT count(*)::int FROM invoice_lines l WHERE l.account_id = $1) AS lines
     FROM invoices WHERE account_id = $1`,
    [accountId],
  );
  return {
    invoices: made.invoices,
    issued: made.issued,
    drafts: made.drafts,
    creditNotes: made.credit_notes,
    withPayments: made.with_payments,
    lines: made.lines,
    seconds: +((performance.now() - started) / 1000).toFixed(1),
  };
}
