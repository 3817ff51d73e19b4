import { redirect, type LoaderFunctionArgs } from "react-router";

import { PERMANENT_REDIRECT, allPaths, redirectTarget } from "../route-table";

/** The table's permanent redirects (`/index`, `/ourservices`, `/ourservices/{type}`): 301. */
export function loader({ params, request }: LoaderFunctionArgs) {
  const pathname = new URL(request.url).pathname;
  const row = allPaths().find(
    ({ path, route }) => route.kind === "redirect" && matchesRedirect(path, pathname),
  );
  if (!row || row.route.kind !== "redirect") throw redirect("/", PERMANENT_REDIRECT);
  return redirect(redirectTarget(row.route, params), PERMANENT_REDIRECT);
}

function matchesRedirect(path: string, pathname: string): boolean {
  const pattern = new RegExp(`^${path.replace(/:\w+/g, "[^/]+")}/?$`, "i");
  return pattern.test(pathname);
}

export default function Redirect() {
  return null;
}
