import type { CalendarDate, StaffBusiness } from "@bookwell/contract";
import { formatMoney } from "@bookwell/ui";
import * as React from "react";

import { todayOf } from "./business-day";

/**
 * The business the console works for, as the server says with who is signed in (`staffMe`):
 * the currency of every amount shown and the time zone of its "today".
 */
const BusinessContext = React.createContext<StaffBusiness | null>(null);

export function BusinessProvider({
  business,
  children,
}: {
  business: StaffBusiness;
  children: React.ReactNode;
}) {
  return <BusinessContext.Provider value={business}>{children}</BusinessContext.Provider>;
}

export function useBusiness(): StaffBusiness {
  const business = React.useContext(BusinessContext);
  if (!business) throw new Error("useBusiness needs a <BusinessProvider>");
  return business;
}

/** The business's "today" (the board's and the calendar's default day), at mount. */
export function useBusinessToday(): CalendarDate {
  const business = useBusiness();
  return React.useMemo(() => todayOf(business), [business]);
}

/** Formats amounts in the business's currency ("£60.00", "S$60.00"). */
export function useMoney(): (amount: number) => string {
  const { currency } = useBusiness();
  return React.useCallback((amount: number) => formatMoney(amount, currency), [currency]);
}

/** An amount in the business's currency, for a table cell or a line of text. */
export function Money({ amount }: { amount: number }) {
  return <>{useMoney()(amount)}</>;
}
