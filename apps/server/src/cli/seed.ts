import { seed } from "../seed/index";
import { exitOnStartupError, openDatabase } from "../server-db";

const { db, where } = await openDatabase().catch(exitOnStartupError);
await seed(db);
console.log(`Demo data reset in ${where}.`);
await db.close();
