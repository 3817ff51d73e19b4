import { redirect } from "react-router";

/** Anything the route table does not name goes to `/`. */
export function loader() {
  return redirect("/");
}

export default function Fallback() {
  return null;
}
