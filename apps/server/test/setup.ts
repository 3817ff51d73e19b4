// Run before every server test file (Vitest's setupFiles). The files share their worker's
// modules (`isolate: false`): helpers.ts is evaluated once per worker, so the hooks that hand
// each test its own database are registered here, once per file.
import { afterAll, afterEach, beforeEach } from "vitest";

import { setPasswordHashCost } from "../src/handlers/auth/login";
import { TEST_PASSWORD_HASH_COST } from "./global-setup";
import { databaseHooks } from "./helpers";

setPasswordHashCost(TEST_PASSWORD_HASH_COST);

beforeEach(databaseHooks.beforeEach);
afterEach(databaseHooks.afterEach);
afterAll(databaseHooks.afterAll);
