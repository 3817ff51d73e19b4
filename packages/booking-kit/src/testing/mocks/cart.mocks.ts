/**
 * MSW handlers and fixtures for the cart, checkout, results and assessment stories. Fixtures
 * are parsed through the contract's schemas, so a story cannot show data the API would never
 * send. The handlers keep a small cart in memory (reset with `cartMock.reset()` in a story's
 * `beforeEach`) and log every request (`cartMock.requests`) so play functions can count them,
 * e.g. that a double click sent one payment.
 */
import {
  addonOption,
  cartLine,
  cartSummary,
  creditOutOfBounds,
  creditTotal,
  ok,
  payNowContent,
  packageItem,
  paymentResult,
  type AddonOption,
  type CartLine,
  type CartSummary,
  type PaymentResult,
  texts,
  type UnpaidBooking,
  serverTexts,
} from "@bookwell/contract";
import { delay, http, HttpResponse } from "msw";

import { requestLog, type LoggedRequest } from "../request-log";

export const REFNUM = "CART-7001";

const placeholderImage =
  "data:image/svg+xml;utf8," +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="80" height="80"><rect width="80" height="80" fill="#dbe7f3"/></svg>',
  );

export const homeCleaningAddons: AddonOption[] = [
  {
    groupnum: "G1",
    groupdesc: "Extras",
    choicetype: "multi",
    optionnum: "OPT-OVEN",
    optiondesc: "Oven cleaning",
    price: 25,
    maxchoice: 2,
    minchoice: 0,
    selected: true,
    qty: 1,
    uom: "job",
    totalamt: 25,
    qtyeditable: false,
  },
  {
    groupnum: "G1",
    groupdesc: "Extras",
    choicetype: "multi",
    optionnum: "OPT-FRIDGE",
    optiondesc: "Fridge cleaning",
    price: 15,
    maxchoice: 2,
    minchoice: 0,
    selected: false,
    qty: 0,
    uom: "job",
    totalamt: 0,
    qtyeditable: false,
  },
  {
    groupnum: "G1",
    groupdesc: "Extras",
    choicetype: "multi",
    optionnum: "OPT-WINDOWS",
    optiondesc: "Inside windows",
    price: 20,
    maxchoice: 2,
    minchoice: 0,
    selected: false,
    qty: 0,
    uom: "job",
    totalamt: 0,
    qtyeditable: false,
  },
].map((option) => addonOption.parse(option));

export const laundryItems: AddonOption[] = [
  {
    groupnum: "L1",
    groupdesc: "Items",
    choicetype: "qty",
    optionnum: "OPT-SHIRT",
    optiondesc: "Shirts",
    price: 2.5,
    maxchoice: 100,
    minchoice: 0,
    selected: false,
    qty: 0,
    uom: "piece",
    totalamt: 0,
    qtyeditable: true,
  },
  {
    groupnum: "L1",
    groupdesc: "Items",
    choicetype: "qty",
    optionnum: "OPT-DUVET",
    optiondesc: "Duvets",
    price: 12,
    maxchoice: 100,
    minchoice: 0,
    selected: false,
    qty: 0,
    uom: "piece",
    totalamt: 0,
    qtyeditable: true,
  },
].map((option) => addonOption.parse(option));

const ship = {
  shiptitle: "Ms",
  shipfirstname: "Alice",
  shiplastname: "Walker",
  shipphone: "07700900101",
  shipemail: "alice@example.com",
  shippostcode: "SW1A 1AA",
  shipunitno: "Flat 2",
  shipaddr1: "10 Downing Street",
  shipaddr2: "",
  shipaddr3: "United Kingdom",
};

export const homeCleaningLine: CartLine = cartLine.parse({
  guid: "LINE-1",
  refnum: REFNUM,
  matname: "Home Cleaning, 3 hours",
  matnum: "MAT-HC3",
  jobnum: "JOB-HC",
  shiftnum: "SH-1",
  startdate: "2026-08-04",
  starttime: "09:00",
  endtime: "12:00",
  imagefile: placeholderImage,
  qty: 1,
  baseamt: 60,
  totalamt: 85,
  discamt: 0,
  disctype: "",
  promocode: "",
  hasAddon: true,
  addonList: [homeCleaningAddons[0]],
  isMultijob: false,
  ...ship,
});

/**
 * A weekly plan of four sessions, the third moved off Christmas Day: four visits × £72.00 (the
 * listing's price holds per visit).
 */
export const weeklyPlanLine: CartLine = cartLine.parse({
  ...homeCleaningLine,
  guid: "LINE-3",
  matname: "Regular home cleaning, weekly",
  matnum: "RHC-WEEKLY",
  baseamt: 72,
  visitamt: 72,
  totalamt: 288,
  startdate: "2026-12-11",
  starttime: "08:00",
  endtime: "10:00",
  frequency: "Weekly",
  sessionQty: 4,
  addonList: [],
  sessions: [
    { sessionNo: 1, date: "2026-12-11" },
    { sessionNo: 2, date: "2026-12-18" },
    { sessionNo: 3, date: "2026-12-26" },
    { sessionNo: 4, date: "2027-01-02" },
  ],
});

export const laundryLine: CartLine = cartLine.parse({
  guid: "LINE-2",
  refnum: REFNUM,
  matname: "Laundry pick-up and delivery",
  matnum: "MAT-LDY",
  jobnum: "JOB-PICK",
  jobnum2: "JOB-DROP",
  shiftnum: "SH-2",
  shiftnum2: "SH-3",
  startdate: "2026-08-05",
  startdate2: "2026-08-07",
  starttime: "14:00",
  endtime: "16:00",
  starttime2: "18:00",
  endtime2: "20:00",
  imagefile: placeholderImage,
  qty: 1,
  baseamt: 20,
  totalamt: 20,
  discamt: 0,
  hasAddon: true,
  addonList: [],
  isMultijob: true,
  ...ship,
});

function summaryOf(lines: CartLine[], promoCode: string): CartSummary {
  const subtotal = lines.reduce((sum, line) => sum + line.totalamt, 0);
  const discAmt = promoCode && subtotal > 0 ? 10 : 0;
  const serviceFee = subtotal > 0 ? 5 : 0;
  const tax = Math.round((subtotal - discAmt + serviceFee) * 20) / 100;
  const total = Math.round((subtotal - discAmt + serviceFee + tax) * 100) / 100;
  return cartSummary.parse({
    refnum: REFNUM,
    totalitem: lines.length,
    subtotal,
    discAmt,
    serviceFee,
    tax,
    total,
    promoCode,
    finalAmount: total,
  });
}

/** The valid voucher of the stories. */
export const VOUCHER = "SAVE10";
export const promoUnknownText = serverTexts.promoUnknown;
export const declinedText = serverTexts.cardDeclined;
export const insufficientFundsText = serverTexts.insufficientFunds;
export const notATestCardText = serverTexts.notATestCard;

const testCards: Record<string, string> = {
  "4242424242424242": "pm_card_visa",
  "4000002760003184": "pm_card_authenticationRequired",
  "4000000000000002": "pm_card_chargeDeclined",
  "4000000000009995": "pm_card_chargeDeclinedInsufficientFunds",
};

function initialState() {
  return {
    lines: [homeCleaningLine, laundryLine],
    promoCode: "",
    credit: 25,
  };
}

/** The in-memory cart behind the handlers, and the requests they saw. */
export const cartMock = {
  state: initialState(),
  requests: [] as LoggedRequest[],
  /** The customer's bookings awaiting payment: none unless a story sets some. */
  unpaid: [] as UnpaidBooking[],
  /** The brand's own starting cart, under a story's (set by `serveBrandData`). */
  brandState: {} as Partial<ReturnType<typeof initialState>>,
  reset(state: Partial<ReturnType<typeof initialState>> = {}) {
    this.state = { ...initialState(), ...this.brandState, ...state };
    this.requests.length = 0;
    this.unpaid = [];
  },
  /** The open cart's summary as the handlers answer it (null when the cart is empty). */
  summary(): CartSummary | null {
    return this.state.lines.length ? summaryOf(this.state.lines, this.state.promoCode) : null;
  },
  /** The logged requests of one call, oldest first. */
  sent(name: string): LoggedRequest[] {
    return this.requests.filter((request) => request.name === name);
  },
};

const log = requestLog(cartMock.requests);

const refuse = (message: string, status = 400) =>
  HttpResponse.json({ meta: { responseCode: "E", message }, data: null }, { status });

const answer = (result: PaymentResult) => HttpResponse.json(ok(paymentResult.parse(result)));

function chargeOutcome(paymentMethodId: string): PaymentResult {
  switch (paymentMethodId) {
    case "pm_card_authenticationRequired":
      return {
        requiresAction: true,
        clientSecret: "pi_3ds_secret_test",
        paymentIntentId: "pi_3ds",
      };
    case "pm_card_chargeDeclined":
      return { error: declinedText };
    case "pm_card_chargeDeclinedInsufficientFunds":
      return { error: insufficientFundsText };
    default:
      return { transactionId: "TXN-90001" };
  }
}

/** Every cart, checkout and assessment call, answering as the reference server does. */
export const cartHandlers = [
  // Unpaid bookings: the list, and resuming one (a card: pay as at checkout).
  http.get("*/api/booking/unpaid/:arnum", async ({ request }) => {
    await log("unpaidBookings", request);
    return HttpResponse.json(ok(cartMock.unpaid));
  }),
  http.post("*/api/booking/unpaid/resume/:refnum", async ({ request, params }) => {
    const body = (await log("resumePayment", request)) as { paymentref: string };
    const booking = cartMock.unpaid.find((row) => row.refnum === params.refnum);
    if (!booking) return refuse(texts.notAwaitingPayment, 409);
    if (booking.expired) return refuse(texts.unpaidExpired, 409);
    return HttpResponse.json(
      ok({
        refnum: booking.refnum,
        paymentref: body.paymentref,
        amount: booking.amount,
        ...(body.paymentref === "card" ? {} : { redirectUrl: "/test-payment/rp_test" }),
      }),
    );
  }),
  // The slot hold: held for 10 minutes from now, renewed at each step.
  http.post("*/api/booking/hold/:arnum", async ({ request }) => {
    await log("holdSlots", request);
    return HttpResponse.json(
      ok({ expiresAt: new Date(Date.now() + 600_000).toISOString(), holdSeconds: 600 }),
    );
  }),
  http.get("*/api/booking/cart/summary/:arnum", async ({ request }) => {
    await log("cartSummary", request);
    const { lines, promoCode, credit } = cartMock.state;
    if (!lines.length) return HttpResponse.json(ok(null));
    const summary = summaryOf(lines, promoCode);
    const used = new URL(request.url).searchParams.get("creditused");
    if (used === null) return HttpResponse.json(ok(summary));
    // As the server: the credit within its bounds, finalAmount what is left after it.
    const max = Math.min(credit, summary.total);
    if (Number(used) < 0 || Number(used) > max) {
      return refuse(creditOutOfBounds(Math.round(max * 100)));
    }
    const finalAmount = (Math.round(summary.total * 100) - Math.round(Number(used) * 100)) / 100;
    return HttpResponse.json(ok({ ...summary, finalAmount }));
  }),
  http.get("*/api/booking/cart/details/:refnum", async ({ request }) => {
    await log("cartDetails", request);
    return HttpResponse.json(ok(cartMock.state.lines));
  }),
  http.get("*/api/booking/cart/addons/:refnum", async ({ request }) => {
    await log("cartLineAddons", request);
    const guid = new URL(request.url).searchParams.get("guid");
    const line = cartMock.state.lines.find((l) => l.guid === guid);
    if (!line) return refuse("This item is no longer in your cart.");
    const chosen = new Map((line.addonList ?? []).map((a) => [a.optionnum, a]));
    const options = line.isMultijob ? laundryItems : homeCleaningAddons;
    return HttpResponse.json(
      ok(
        options.map((o) => ({
          ...o,
          selected: chosen.has(o.optionnum),
          qty: chosen.get(o.optionnum)?.qty ?? 0,
        })),
      ),
    );
  }),
  http.post("*/api/booking/cart/addons/remove/:refnum", async ({ request }) => {
    const body = (await log("removeCartAddon", request)) as { guid: string; optionnum: string };
    cartMock.state.lines = cartMock.state.lines.map((line) => {
      if (line.guid !== body.guid) return line;
      const addonList = (line.addonList ?? []).filter((a) => a.optionnum !== body.optionnum);
      const addonAmount = addonList.reduce((sum, a) => sum + a.price * Math.max(1, a.qty), 0);
      return { ...line, addonList, discamt: 0, totalamt: line.baseamt * line.qty + addonAmount };
    });
    return HttpResponse.json(ok(null));
  }),
  http.post("*/api/booking/cart/addons/:refnum", async ({ request }) => {
    const chosen = (await log("saveCartLineAddons", request)) as {
      optionnum: string;
      qty: number;
      selected: boolean;
    }[];
    const guid = new URL(request.url).searchParams.get("guid");
    cartMock.state.lines = cartMock.state.lines.map((line) => {
      if (line.guid !== guid) return line;
      const options = line.isMultijob ? laundryItems : homeCleaningAddons;
      const addonList = chosen
        .filter((c) => c.selected)
        .map((c) => {
          const option = options.find((o) => o.optionnum === c.optionnum)!;
          return { ...option, selected: true, qty: c.qty, totalamt: option.price * c.qty };
        });
      const addonAmount = addonList.reduce((sum, a) => sum + a.totalamt, 0);
      return { ...line, addonList, totalamt: line.baseamt * line.qty + addonAmount };
    });
    return HttpResponse.json(ok(null));
  }),
  http.post("*/api/booking/cart/:arnum", async ({ request }) => {
    const lines = (await log("saveCart", request)) as CartLine[];
    const query = new URL(request.url).searchParams;
    const mode = query.get("mode");
    if (mode === "remove") {
      const gone = new Set(lines.map((l) => l.guid));
      cartMock.state.lines = cartMock.state.lines.filter((l) => !gone.has(l.guid));
    } else {
      for (const input of lines) {
        cartMock.state.lines = cartMock.state.lines.map((line) => {
          if (line.guid !== input.guid) return line;
          const addonAmount = (line.addonList ?? []).reduce((sum, a) => sum + a.totalamt, 0);
          return {
            ...line,
            qty: input.qty,
            discamt: 0,
            disctype: "",
            promocode: "",
            totalamt: line.baseamt * input.qty + addonAmount,
          };
        });
      }
    }
    if (mode === "addupdate") cartMock.state.promoCode = (query.get("promocode") ?? "").trim();
    return HttpResponse.json(ok(summaryOf(cartMock.state.lines, cartMock.state.promoCode)));
  }),
  http.post("*/api/booking/promo/:arnum", async ({ request }) => {
    const body = (await log("applyPromo", request)) as { promoCode: string };
    if (body.promoCode.toUpperCase() !== VOUCHER) return refuse(promoUnknownText);
    cartMock.state.promoCode = VOUCHER;
    return HttpResponse.json(ok(summaryOf(cartMock.state.lines, VOUCHER)));
  }),
  http.get("*/api/mycredit/total/:arnum", async ({ request }) => {
    await log("creditTotal", request);
    return HttpResponse.json(ok(creditTotal.parse({ total: cartMock.state.credit })));
  }),
  http.post("*/api/booking/cart/confirm/:refnum", async ({ request }) => {
    const body = (await log("confirmCart", request)) as { paymentref: string; paidamt: number };
    if (body.paidamt === 0)
      return HttpResponse.json(ok({ refnum: REFNUM, transactionId: "CR-CART-7001" }));
    if (body.paymentref === "paynow") {
      return HttpResponse.json(
        ok({
          refnum: REFNUM,
          sor: `SOR-${REFNUM}`,
          qrPayload: `BOOKWELL|SOR-${REFNUM}|GBP|${body.paidamt.toFixed(2)}`,
          amount: body.paidamt,
          payBy: "2026-11-27T10:00:00.000Z",
        }),
      );
    }
    if (body.paymentref === "2c2p" || body.paymentref === "uktakepay") {
      return HttpResponse.json(ok({ refnum: REFNUM, redirectUrl: "/test-payment/rp_test" }));
    }
    return HttpResponse.json(ok({ refnum: REFNUM }));
  }),
  http.post("*/api/checkout/testgateway/tokenize", async ({ request }) => {
    const body = (await log("tokenizeTestCard", request)) as { number: string };
    const id = testCards[body.number];
    return id ? HttpResponse.json(ok({ PaymentMethodId: id })) : refuse(notATestCardText);
  }),
  http.post("*/api/checkout/initiatepayment", async ({ request }) => {
    const body = (await log("initiatePayment", request)) as { PaymentMethodId: string };
    await delay(150);
    return answer(chargeOutcome(body.PaymentMethodId));
  }),
  http.post("*/api/checkout/confirmpayment", async ({ request }) => {
    await log("confirmPayment", request);
    return answer({ transactionId: "TXN-90002" });
  }),
  http.get("*/api/cms/paynow", async ({ request }) => {
    await log("cmsPayNow", request);
    return HttpResponse.json(
      ok(
        payNowContent.parse({
          qrcode: "",
          instruction: [
            { header: "Open your banking app", content: "Choose to pay by QR code." },
            { header: "Scan the code", content: "Check the amount and the reference, then pay." },
          ],
        }),
      ),
    );
  }),
  http.post("*/api/booking/:arnum/packages", async ({ request }) => {
    await log("packages", request);
    return HttpResponse.json(
      ok([
        packageItem.parse({
          matname: "Deep cleaning assessment",
          matnum: "MAT-AS",
          jobnum: "JOB-AS",
          baseamt: 0,
          rate: "Estimated from **£120.00** per visit",
          price: 120,
          description: "<p>A cleaner visits to assess the work and quote.</p>",
          directory: "",
          pType: "Estimated",
        }),
      ]),
    );
  }),
  http.post("*/api/booking/:arnum/assessment", async ({ request }) => {
    await log("requestAssessment", request);
    return HttpResponse.json(ok(null, "Assessment scheduled successfully."));
  }),
];

/** One handler answering an error envelope with `message` (put it before `cartHandlers`). */
export function refusing(method: "get" | "post", path: string, message: string) {
  return http[method](path, async ({ request }) => {
    await log(`refused ${path}`, request);
    return refuse(message);
  });
}

/** One handler whose request never gets an answer (loading states). */
export function pending(method: "get" | "post", path: string) {
  return http[method](path, async () => {
    await delay("infinite");
    return HttpResponse.json(ok(null));
  });
}

/** One handler failing at the network (the "Oops" path). */
export function failing(method: "get" | "post", path: string) {
  return http[method](path, () => HttpResponse.error());
}
