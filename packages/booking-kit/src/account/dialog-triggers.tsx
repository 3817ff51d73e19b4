import { labels } from "@bookwell/contract";
import { Button } from "@bookwell/ui";

/**
 * The buttons that open the account area's dialogs, in one place: each dialog renders its
 * button as its trigger, and a page renders the same button before the dialog's script has
 * loaded (`dialogOnUse`).
 */
export const dialogTriggers = {
  changeDate: (enabled: boolean) => (
    <Button variant="outline" disabled={!enabled}>
      Change date
    </Button>
  ),
  skip: (enabled: boolean) => (
    <Button variant="outline" disabled={!enabled}>
      Skip
    </Button>
  ),
  refund: () => <Button variant="outline">Request refund</Button>,
  feedback: () => <Button>Give feedback</Button>,
  topUp: () => <Button>{labels.topUpCredits}</Button>,
};
