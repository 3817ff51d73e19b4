import { route, type RouteConfig } from "@react-router/dev/routes";

import { allPaths, routeId } from "./route-table";

/**
 * React Router's config, made from the route table. A redirect row is served by one module
 * (`routes/redirect.tsx`) that reads its row back by route id.
 */
export default allPaths().map(({ path, route: row }) =>
  route(path, row.kind === "page" ? row.file : "routes/redirect.tsx", { id: routeId(path) }),
) satisfies RouteConfig;
