import { ScheduleAssessment as ScheduleAssessmentComposite } from "@bookwell/booking-kit/assessment";
import { useLocation } from "react-router";

import { RequireSession } from "../components/require-session";

export const handle = { pageTitle: "Schedule Assessment" };

/** The kit's assessment request; its navigation state carries `matcatnum`. */
export default function ScheduleAssessment() {
  const location = useLocation();
  const state = location.state as { matcatnum?: unknown } | null;
  const matcatnum = typeof state?.matcatnum === "string" ? state.matcatnum : "";
  return (
    <RequireSession>
      <div className="mx-auto max-w-3xl px-4 py-8">
        <ScheduleAssessmentComposite matcatnum={matcatnum} />
      </div>
    </RequireSession>
  );
}

// Its `pageTitle` names the page in the head (`siteMeta`).
export { siteMeta as meta } from "../lib/meta";
