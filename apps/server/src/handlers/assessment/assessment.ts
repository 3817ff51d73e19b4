import { messages, validateAssessment, serverTexts } from "@bookwell/contract";

import type { Handlers } from "../../handler";
import { HttpError } from "../../http-error";
import { me, today } from "../shared";

/** Assessment requests: the questionnaire answers that need a visit before a price. */
export const assessmentHandlers: Handlers = {
  async requestAssessment(ctx) {
    const arnum = me(ctx);
    const body = ctx.body;
    const [first] = validateAssessment(body, today(ctx));
    if (first) throw new HttpError(400, first.message);
    if (body.arnum !== arnum) throw new HttpError(403, serverTexts.forbidden);
    const [category] = await ctx.db.query<{ name: string }>(
      "SELECT name FROM service_categories WHERE matcatnum = $1",
      [body.catnum],
    );
    if (!category) throw new HttpError(400, messages.oopsTryAgain);
    const form = ctx.body;
    // The request and what it asks, together or not at all; the number from a sequence, so
    // two requests at once never get the same one.
    await ctx.db.transaction(async (tx) => {
      const [next] = await tx.query<{ refnum: string }>(
        "SELECT 'AS-' || nextval('assessment_numbers') AS refnum",
      );
      const refnum = next!.refnum;
      await tx.query(
        `INSERT INTO account_requests (refnum, ticket, arnum, service_type, reqtype, request_date, status)
         VALUES ($1, $1, $2, $3, 'Assessment', $4, 'Pending')`,
        [refnum, arnum, category.name, form.reqdate],
      );
      await tx.query(
        `INSERT INTO assessment_requests (refnum, matcatnum, reqdate, reqtimefrom, reqtimeto,
                shipaddr, shipname, shipemail, shipphone, parameters)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
        [
          refnum,
          form.catnum,
          form.reqdate,
          form.reqtimefrom,
          form.reqtimeto,
          form.shipaddr,
          form.shipname,
          form.shipemail,
          form.shipphone,
          JSON.stringify(form.parameters ?? {}),
        ],
      );
    });
    return { data: null, message: messages.assessmentScheduled };
  },
};
