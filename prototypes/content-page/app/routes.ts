import { type RouteConfig, route } from "@react-router/dev/routes";

/** One page: the site's /about-us, rendered as a server component. */
export default [route("about-us", "routes/about.tsx")] satisfies RouteConfig;
