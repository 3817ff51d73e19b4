import { z } from "zod";

import { defineEndpoint, type EndpointConfig } from "./endpoint";
import { endpointRoutes } from "./endpoint-routes";
import { contactBody, corporateEnquiryBody, crewBody, newsletterBody } from "./forms/visitor";
import { id } from "./primitives";
import { authResponses } from "./responses/auth-responses";
import { contentResponses } from "./responses/content-responses";

/**
 * The content calls and the public forms (visitor-and-entry 7; booking-flow 7): a part of the
 * one registry, `endpoints.ts`.
 */
export const contentEndpoints = {
  cmsMetadata: defineEndpoint({
    name: "cmsMetadata",
    ...endpointRoutes.cmsMetadata,
    auth: "none",
    summary: "Page metadata per url",
    response: contentResponses.cmsMetadata,
  }),
  cmsHomeTop: defineEndpoint({
    name: "cmsHomeTop",
    ...endpointRoutes.cmsHomeTop,
    auth: "none",
    summary: "Header data: navbar, announcements, slider, WhatsApp",
    response: contentResponses.cmsHomeTop,
  }),
  homeServices: defineEndpoint({
    name: "homeServices",
    ...endpointRoutes.homeServices,
    auth: "none",
    summary: "Menu items",
    response: contentResponses.homeServices,
  }),
  homeOurServices: defineEndpoint({
    name: "homeOurServices",
    ...endpointRoutes.homeOurServices,
    auth: "none",
    summary: "Mega menu and services list",
    response: contentResponses.homeOurServices,
  }),
  cmsFooter: defineEndpoint({
    name: "cmsFooter",
    ...endpointRoutes.cmsFooter,
    auth: "none",
    summary: "Footer data",
    response: contentResponses.cmsFooter,
  }),
  cmsAboutUs: defineEndpoint({
    name: "cmsAboutUs",
    ...endpointRoutes.cmsAboutUs,
    auth: "none",
    summary: "About page content",
    response: contentResponses.cmsAboutUs,
  }),
  cmsRate: defineEndpoint({
    name: "cmsRate",
    ...endpointRoutes.cmsRate,
    auth: "none",
    summary: "Rates page price cards",
    response: contentResponses.cmsRate,
  }),
  cmsHowItWorks: defineEndpoint({
    name: "cmsHowItWorks",
    ...endpointRoutes.cmsHowItWorks,
    auth: "none",
    summary: "How it works: steps and image",
    response: contentResponses.cmsHowItWorks,
  }),
  cmsFaq: defineEndpoint({
    name: "cmsFaq",
    ...endpointRoutes.cmsFaq,
    auth: "none",
    summary: "FAQ groups",
    response: contentResponses.cmsFaq,
  }),
  cmsContactUs: defineEndpoint({
    name: "cmsContactUs",
    ...endpointRoutes.cmsContactUs,
    auth: "none",
    summary: "Contact Us offices and map position",
    response: contentResponses.cmsContactUs,
  }),
  cmsTermsAndConditions: defineEndpoint({
    name: "cmsTermsAndConditions",
    ...endpointRoutes.cmsTermsAndConditions,
    auth: "none",
    summary: "Terms and Conditions content",
    response: contentResponses.cmsTermsAndConditions,
  }),
  cmsTermsOfUse: defineEndpoint({
    name: "cmsTermsOfUse",
    ...endpointRoutes.cmsTermsOfUse,
    auth: "none",
    summary: "Terms of Use content",
    response: contentResponses.cmsTermsOfUse,
  }),
  cmsPrivacyPolicy: defineEndpoint({
    name: "cmsPrivacyPolicy",
    ...endpointRoutes.cmsPrivacyPolicy,
    auth: "none",
    summary: "Privacy Policy content",
    response: contentResponses.cmsPrivacyPolicy,
  }),
  cmsHomeBody2: defineEndpoint({
    name: "cmsHomeBody2",
    ...endpointRoutes.cmsHomeBody2,
    auth: "none",
    summary: "Home customer content block",
    response: contentResponses.cmsHomeBody2,
  }),
  cmsHomeBody3: defineEndpoint({
    name: "cmsHomeBody3",
    ...endpointRoutes.cmsHomeBody3,
    auth: "none",
    summary: "Home countries flag carousel",
    response: contentResponses.cmsHomeBody3,
  }),
  cmsServicePage: defineEndpoint({
    name: "cmsServicePage",
    ...endpointRoutes.cmsServicePage,
    auth: "none",
    summary: "Service content page; null when there is none (→ /404)",
    params: z.object({ pageid: id }),
    response: contentResponses.cmsServicePage,
  }),
  serviceDetail: defineEndpoint({
    name: "serviceDetail",
    ...endpointRoutes.serviceDetail,
    auth: "none",
    summary: "Sub-service header and booking details",
    params: z.object({ subsvcnum: id }),
    response: contentResponses.serviceDetail,
  }),
  cmsPayNow: defineEndpoint({
    name: "cmsPayNow",
    ...endpointRoutes.cmsPayNow,
    auth: "none",
    summary: "Bank transfer QR code and instructions",
    response: contentResponses.cmsPayNow,
  }),
  blogs: defineEndpoint({
    name: "blogs",
    ...endpointRoutes.blogs,
    auth: "none",
    summary: "Blog entries",
    response: contentResponses.blogs,
  }),
  blog: defineEndpoint({
    name: "blog",
    ...endpointRoutes.blog,
    auth: "none",
    summary: "One blog entry by page url; null when absent (→ /blog)",
    params: z.object({ id }),
    response: contentResponses.blog,
  }),
  shopProducts: defineEndpoint({
    name: "shopProducts",
    ...endpointRoutes.shopProducts,
    auth: "none",
    summary: "Shop products",
    response: contentResponses.shopProducts,
  }),
  projects: defineEndpoint({
    name: "projects",
    ...endpointRoutes.projects,
    auth: "none",
    summary: "Our Projects",
    response: contentResponses.projects,
  }),
  projectSatisfaction: defineEndpoint({
    name: "projectSatisfaction",
    ...endpointRoutes.projectSatisfaction,
    auth: "none",
    summary: "Customer satisfaction entries of a project",
    params: z.object({ projcode: id }),
    response: contentResponses.projectSatisfaction,
  }),

  // ── Public forms ──────────────────────────────────────────────────────────────────────────
  newsletter: defineEndpoint({
    name: "newsletter",
    ...endpointRoutes.newsletter,
    auth: "none",
    summary: "Newsletter sign-up",
    body: newsletterBody,
    response: contentResponses.newsletter,
  }),
  contactUs: defineEndpoint({
    name: "contactUs",
    ...endpointRoutes.contactUs,
    auth: "none",
    summary: "Contact Us and Have a Question? forms (with captcha)",
    body: contactBody,
    response: contentResponses.contactUs,
  }),
  corporateEnquiry: defineEndpoint({
    name: "corporateEnquiry",
    ...endpointRoutes.corporateEnquiry,
    auth: "none",
    summary: "Corporate enquiry (with captcha)",
    body: corporateEnquiryBody,
    response: contentResponses.corporateEnquiry,
  }),
  joinUs: defineEndpoint({
    name: "joinUs",
    ...endpointRoutes.joinUs,
    auth: "none",
    summary: "Be A Service Crew application (with captcha)",
    body: crewBody,
    response: contentResponses.joinUs,
  }),
  captchaChallenge: defineEndpoint({
    name: "captchaChallenge",
    ...endpointRoutes.captchaChallenge,
    auth: "none",
    summary: "ALTCHA proof-of-work challenge for the captcha widget",
    response: authResponses.captchaChallenge,
  }),
} as const satisfies Record<string, EndpointConfig>;
