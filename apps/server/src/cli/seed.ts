import { seed } from "../seed";
import { openDatabase } from "../server-db";

const { db, where } = await openDatabase();
await seed(db);
console.log(`Demo data reset in ${where}.`);
await db.close();
