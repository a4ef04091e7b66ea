#!/usr/bin/env node
// `npm run journal:verify [-- <email or account uuid>]`: checks the inalterability journal of
// one shop (its owner's or a user's email, or the account's uuid), else of every shop that has
// one, in the database `npm start` uses. Prints "intact" or the first broken record per shop;
// exits 1 when a chain is broken or the shop is unknown.
import { loadConfig } from '../apps/api/src/config.ts';
import { describeVerification, verifyShops } from '../apps/api/src/modules/invoice-journal/verify-shops.ts';
import { openDatabase } from './seed/database.mjs';

async function main() {
  const target = process.argv.slice(2).find((arg) => arg !== '--');
  const database = await openDatabase(loadConfig());
  try {
    const shops = await verifyShops(database.db, target);
    if (shops.length === 0) {
      console.log(target ? `No shop for '${target}'.` : 'No shop has journal records yet.');
      return target ? 1 : 0;
    }
    for (const shop of shops) console.log(describeVerification(shop));
    return shops.some((shop) => shop.result.status === 'broken') ? 1 : 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(`journal:verify failed: ${error?.message ?? error}`);
    process.exit(2);
  },
);
