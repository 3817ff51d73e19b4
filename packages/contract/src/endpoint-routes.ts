import type { Method } from "./endpoint";

/** Where one call goes, without its schemas. */
export type EndpointRoute = { method: Method; path: `/api/${string}`; idempotent?: true };

/**
 * The parts of the API whose answer schemas load together, one module of `responses/` each:
 * a call loads its own part's schemas, not the others' (the package listing's first call
 * never loads the account area's).
 */
export type ResponseGroup = "content" | "auth" | "booking" | "account" | "staff";

const routesByGroup = {
  /** The content calls and the public forms (`responses/content-responses.ts`). */
  content: {
    cmsMetadata: { method: "GET", path: "/api/cms/_metadata/list" },
    cmsHomeTop: { method: "GET", path: "/api/cms/home-top" },
    homeServices: { method: "GET", path: "/api/home/services" },
    homeOurServices: { method: "GET", path: "/api/home/ourservices" },
    cmsFooter: { method: "GET", path: "/api/cms/footer" },
    cmsAboutUs: { method: "GET", path: "/api/cms/aboutus" },
    cmsRate: { method: "GET", path: "/api/cms/rate" },
    cmsHowItWorks: { method: "GET", path: "/api/cms/howitworks" },
    cmsFaq: { method: "GET", path: "/api/cms/faq" },
    cmsContactUs: { method: "GET", path: "/api/cms/contactuscontent" },
    cmsTermsAndConditions: { method: "GET", path: "/api/cms/termsandconditions" },
    cmsTermsOfUse: { method: "GET", path: "/api/cms/termsofuse" },
    cmsPrivacyPolicy: { method: "GET", path: "/api/cms/privacypolicy" },
    cmsHomeBody2: { method: "GET", path: "/api/cms/home-body-2" },
    cmsHomeBody3: { method: "GET", path: "/api/cms/home-body-3" },
    cmsServicePage: { method: "GET", path: "/api/cms/ourservice/{pageid}" },
    serviceDetail: { method: "GET", path: "/api/home/services/detailII/{subsvcnum}" },
    cmsPayNow: { method: "GET", path: "/api/cms/paynow" },
    blogs: { method: "GET", path: "/api/home/blogs" },
    blog: { method: "GET", path: "/api/home/blogs/{id}" },
    shopProducts: { method: "GET", path: "/api/shop/productlist" },
    projects: { method: "GET", path: "/api/home/projects" },
    projectSatisfaction: { method: "GET", path: "/api/home/projects/{projcode}" },
    newsletter: { method: "POST", path: "/api/home/newsletter" },
    contactUs: { method: "POST", path: "/api/home/contactus" },
    corporateEnquiry: { method: "POST", path: "/api/home/corpenquiry" },
    joinUs: { method: "POST", path: "/api/home/joinus" },
  },
  /** Sign-in, session and push (`responses/auth-responses.ts`). */
  auth: {
    captchaChallenge: { method: "GET", path: "/api/captcha/challenge" },
    login: { method: "POST", path: "/api/user/login" },
    socialLogin: { method: "POST", path: "/api/user/sociallogin" },
    logout: { method: "POST", path: "/api/user/logout" },
    session: { method: "GET", path: "/api/user/session" },
    saveDeviceToken: { method: "POST", path: "/api/user/devicetoken" },
    pushVapidKey: { method: "GET", path: "/api/push/vapidkey" },
    signUp: { method: "POST", path: "/api/user/basicsignup" },
    validateUser: { method: "POST", path: "/api/user/validate" },
    resetPassword: { method: "POST", path: "/api/user/resetpwd" },
    changePassword: { method: "POST", path: "/api/user/changepwd" },
  },
  /** Booking, cart and payment (`responses/booking-responses.ts`). */
  booking: {
    bookingLocations: { method: "GET", path: "/api/booking/locations/{arnum}" },
    questions: { method: "GET", path: "/api/booking/questions/{matcatnum}" },
    packageAddons: { method: "GET", path: "/api/booking/addons/{matnum}" },
    packages: { method: "POST", path: "/api/booking/{arnum}/packages" },
    holidays: { method: "GET", path: "/api/booking/holidaylist/{matnum}" },
    timeSlots: { method: "GET", path: "/api/booking/timeslots/{jobnum}" },
    holdSlots: { method: "POST", path: "/api/booking/hold/{arnum}" },
    addressLookup: { method: "GET", path: "/api/booking/address/{postcode}" },
    saveCart: { method: "POST", path: "/api/booking/cart/{arnum}" },
    cartSummary: { method: "GET", path: "/api/booking/cart/summary/{arnum}" },
    cartDetails: { method: "GET", path: "/api/booking/cart/details/{refnum}" },
    cartLineAddons: { method: "GET", path: "/api/booking/cart/addons/{refnum}" },
    saveCartLineAddons: { method: "POST", path: "/api/booking/cart/addons/{refnum}" },
    removeCartAddon: { method: "POST", path: "/api/booking/cart/addons/remove/{refnum}" },
    applyPromo: { method: "POST", path: "/api/booking/promo/{arnum}" },
    creditTotal: { method: "GET", path: "/api/mycredit/total/{arnum}" },
    confirmCart: { method: "POST", path: "/api/booking/cart/confirm/{refnum}" },
    tokenizeTestCard: { method: "POST", path: "/api/checkout/testgateway/tokenize" },
    testGatewayCharges: { method: "GET", path: "/api/checkout/testgateway/charges/{refnum}" },
    initiatePayment: { method: "POST", path: "/api/checkout/initiatepayment", idempotent: true },
    confirmPayment: { method: "POST", path: "/api/checkout/confirmpayment", idempotent: true },
    unpaidBookings: { method: "GET", path: "/api/booking/unpaid/{arnum}" },
    resumePayment: { method: "POST", path: "/api/booking/unpaid/resume/{refnum}" },
    redirectReturn: { method: "POST", path: "/api/checkout/redirect/return" },
    testPaymentSession: { method: "GET", path: "/api/testgateway/session/{sessionId}" },
    decideTestPayment: { method: "POST", path: "/api/testgateway/session/{sessionId}" },
    requestAssessment: { method: "POST", path: "/api/booking/{arnum}/assessment" },
  },
  /** The account area (`responses/account-responses.ts`). */
  account: {
    particulars: { method: "GET", path: "/api/myaccount/myparticulars/{arnum}" },
    updateParticulars: { method: "PUT", path: "/api/myaccount/myparticulars/{arnum}" },
    contacts: { method: "GET", path: "/api/myaccount/mycontacts/{arnum}" },
    deleteContact: { method: "DELETE", path: "/api/myaccount/mycontacts/{arnum}" },
    myLocations: { method: "GET", path: "/api/myaccount/mylocations/{arnum}" },
    locationOwners: { method: "GET", path: "/api/myaccount/mylocations/PTC/{arnum}" },
    saveLocation: { method: "PUT", path: "/api/myaccount/mylocations/{arnum}" },
    deleteLocation: { method: "DELETE", path: "/api/myaccount/mylocations/{arnum}" },
    activeBookings: { method: "GET", path: "/api/mybooking/active/{arnum}" },
    bookingHistory: { method: "GET", path: "/api/mybooking/history/{arnum}" },
    bookingDetail: { method: "GET", path: "/api/mybooking/details/{refnum}" },
    changeBookingDate: { method: "POST", path: "/api/mybooking/details/changedate/{refnum}" },
    requestRefund: { method: "POST", path: "/api/mybooking/details/refund/{refnum}" },
    submitFeedback: { method: "POST", path: "/api/mybooking/details/feedback/{refnum}" },
    creditTransactions: { method: "GET", path: "/api/mycredit/{arnum}" },
    creditSummary: { method: "GET", path: "/api/mycredit/summary/{arnum}" },
    createCredit: { method: "POST", path: "/api/mycredit/{arnum}", idempotent: true },
    initiateTopUp: { method: "POST", path: "/api/checkout/initiatetopup", idempotent: true },
    confirmTopUp: { method: "POST", path: "/api/checkout/confirmtopup", idempotent: true },
    requests: { method: "GET", path: "/api/myrequest/{arnum}" },
    deleteRequest: { method: "DELETE", path: "/api/myrequest/{refnum}" },
    quoteDetails: { method: "GET", path: "/api/myrequest/quotedetails/{refnum}" },
    acceptQuote: { method: "POST", path: "/api/myrequest/quoteaccept/{arnum}" },
    inbox: { method: "GET", path: "/api/myinbox/{arnum}" },
    inboxMessage: { method: "GET", path: "/api/myinbox/message/{guid}" },
    inboxUnread: { method: "GET", path: "/api/myinbox/unread/{arnum}" },
    feedbackList: { method: "GET", path: "/api/myfeedback/{arnum}" },
    feedbackDetail: { method: "GET", path: "/api/myfeedback/details/{refnum}" },
  },
  /** The staff part, the back office (`responses/staff-responses.ts`). */
  staff: {
    staffLogin: { method: "POST", path: "/api/staff/login" },
    staffLogout: { method: "POST", path: "/api/staff/logout" },
    staffMe: { method: "GET", path: "/api/staff/me" },
    staffBookings: { method: "GET", path: "/api/staff/bookings" },
    staffBooking: { method: "GET", path: "/api/staff/bookings/{refnum}" },
    staffAssignCrew: { method: "POST", path: "/api/staff/bookings/{refnum}/crew" },
    staffCrewPosition: { method: "POST", path: "/api/staff/bookings/{refnum}/position" },
    staffProgress: { method: "POST", path: "/api/staff/bookings/{refnum}/progress" },
    staffCompleteBooking: { method: "POST", path: "/api/staff/bookings/{refnum}/complete" },
    staffCancelBooking: { method: "POST", path: "/api/staff/bookings/{refnum}/cancel" },
    staffTransfers: { method: "GET", path: "/api/staff/transfers" },
    staffRecordTransfer: { method: "POST", path: "/api/staff/transfers/{refnum}/received" },
    staffExtendDeadline: { method: "POST", path: "/api/staff/transfers/{refnum}/deadline" },
    staffRequests: { method: "GET", path: "/api/staff/requests" },
    staffRequest: { method: "GET", path: "/api/staff/requests/{refnum}" },
    staffPriceRequest: { method: "PUT", path: "/api/staff/requests/{refnum}/quotation" },
    staffSendQuotation: { method: "POST", path: "/api/staff/requests/{refnum}/send" },
    staffCatalogue: { method: "GET", path: "/api/staff/catalogue" },
    staffSetPrice: { method: "PUT", path: "/api/staff/catalogue/{matnum}/price" },
    staffRefunds: { method: "GET", path: "/api/staff/refunds" },
    staffApproveRefund: { method: "POST", path: "/api/staff/refunds/{refnum}/approve" },
    staffRefuseRefund: { method: "POST", path: "/api/staff/refunds/{refnum}/refuse" },
    staffHolidays: { method: "GET", path: "/api/staff/calendar/holidays" },
    staffAddHoliday: { method: "POST", path: "/api/staff/calendar/holidays" },
    staffRemoveHoliday: { method: "DELETE", path: "/api/staff/calendar/holidays/{date}" },
    staffCapacity: { method: "GET", path: "/api/staff/calendar/capacity" },
    staffSetCapacity: { method: "PUT", path: "/api/staff/calendar/capacity" },
    staffCloseDay: { method: "POST", path: "/api/staff/calendar/closed" },
    staffFeedback: { method: "GET", path: "/api/staff/feedback" },
    staffAudit: { method: "GET", path: "/api/staff/audit" },
    staffAccounts: { method: "GET", path: "/api/staff/accounts" },
    staffCreateAccount: { method: "POST", path: "/api/staff/accounts" },
    staffDisableAccount: { method: "POST", path: "/api/staff/accounts/{staffId}/disable" },
  },
} as const satisfies Record<ResponseGroup, Record<string, EndpointRoute>>;

/**
 * Every endpoint's method, path and idempotency, without zod: the one table of routes, which
 * `endpoints` completes with each call's schemas (its entries spread these). The browser's
 * first load carries this table and not the schemas; the client loads a call's part of the
 * schemas (`responses/`, {@link responseGroupOf}) with the call.
 */
export const endpointRoutes = {
  ...routesByGroup.content,
  ...routesByGroup.auth,
  ...routesByGroup.booking,
  ...routesByGroup.account,
  ...routesByGroup.staff,
} satisfies Record<string, EndpointRoute>;

/** Every call's name (the registry, `endpoints`, has one entry for each). */
export type RouteName = keyof typeof endpointRoutes;

/** The part of the API (`responses/<group>-responses.ts`) each call's answer schema is in. */
export const responseGroupOf = Object.fromEntries(
  Object.entries(routesByGroup).flatMap(([group, routes]) =>
    Object.keys(routes).map((name) => [name, group]),
  ),
) as Record<RouteName, ResponseGroup>;
