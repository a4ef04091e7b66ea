import { sql, type SQL } from 'drizzle-orm';
import { isoTimestampText as iso } from '../../db/iso-timestamp.js';

/**
 * The Worksheet contract (packages/contracts worksheets.ts worksheetSchema), built by PostgreSQL:
 * a board of 300 cards is mapped and serialised in the query instead of row by row in Node (the
 * API sends the text as it comes; the tests parse every answer with the contract's schema).
 * `invoice` is its most recent invoice, not credit note (issue 14): one probe of
 * invoices_worksheet_idx per work order.
 */
const WORKSHEET_JSON = sql.raw(`json_build_object(
  'uuid', w.uuid,
  'worksheetId', w.worksheet_id,
  'customer', json_build_object('uuid', c.uuid, 'fullname', c.fullname, 'mobile', c.mobile),
  'mech', CASE WHEN m.id IS NULL THEN NULL ELSE json_build_object(
    'uuid', m.uuid, 'serialNumber', m.serial_number, 'modelYear', m.model_year, 'license', m.license,
    'mileageIn', m.mileage_in, 'unit', m.unit, 'engineHours', m.engine_hours::float8,
    'make', CASE WHEN mk.id IS NULL THEN NULL ELSE json_build_object('id', mk.id, 'name', mk.name) END,
    'model', CASE WHEN md.id IS NULL OR mdk.id IS NULL THEN NULL
      ELSE json_build_object('id', md.id, 'name', md.name, 'make', json_build_object('id', mdk.id, 'name', mdk.name)) END,
    'type', CASE WHEN et.id IS NULL THEN NULL ELSE json_build_object('id', et.id, 'name', et.name) END) END,
  'technician', CASE WHEN u.id IS NULL THEN NULL ELSE json_build_object('uuid', u.uuid, 'fullname', u.fullname, 'username', u.username) END,
  'statusId', w.status_id,
  'status', json_build_object('id', st.id, 'name', st.name, 'group', st."group"),
  'statusChangedAt', ${iso('w.status_changed_at')},
  'notes', w.notes,
  'invoice', CASE WHEN inv.uuid IS NULL THEN NULL ELSE json_build_object('uuid', inv.uuid, 'invoiceId', inv.invoice_id, 'status', inv.status) END,
  'createdAt', ${iso('w.created_at')},
  'updatedAt', ${iso('w.updated_at')})`);

const WORKSHEET_JOINS = sql.raw(`worksheets w
  JOIN customers c ON c.id = w.customer_id
  JOIN worksheet_statuses st ON st.id = w.status_id
  LEFT JOIN mechs m ON m.id = w.mech_id
  LEFT JOIN makes mk ON mk.id = m.make_id
  LEFT JOIN models md ON md.id = m.model_id
  LEFT JOIN makes mdk ON mdk.id = md.make_id
  LEFT JOIN equipment_types et ON et.id = m.type_id
  LEFT JOIN users u ON u.id = w.technician_id
  LEFT JOIN LATERAL (SELECT iv.uuid, iv.invoice_id, iv.status FROM invoices iv
    WHERE iv.worksheet_id = w.id AND iv.account_id = w.account_id AND iv.kind = 'INVOICE'
    ORDER BY iv.created_at DESC, iv.id DESC LIMIT 1) inv ON true`);

/**
 * A JSON array of the account's live work orders whose ids `ids` (a SELECT of ids) answers, newest
 * first. The ids become an array first (`= ANY(ARRAY(…))`), so they are read by primary key: as an
 * IN, the planner joined every work order of the shop before keeping the page.
 */
export function worksheetsJson(accountId: number, ids: SQL): SQL {
  return sql`(SELECT coalesce(json_agg(${WORKSHEET_JSON} ORDER BY w.created_at DESC, w.id DESC), '[]'::json)
    FROM ${WORKSHEET_JOINS}
    WHERE w.account_id = ${accountId} AND w.deleted_at IS NULL AND w.id = ANY(ARRAY(${ids})))`;
}
