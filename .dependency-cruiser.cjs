/**
 * The import rules of ../shared/DESIGN.md, checked by `pnpm lint` (dependency-cruiser):
 * no import cycle anywhere, and imports go one way only, site → kit → ui, and kit, site and
 * server → contract; inside the kit, entries → composites → foundation → lib/. Tests, stories and story mocks are left out: they may reach across.
 */
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "no-circular",
      severity: "error",
      comment: "A cycle makes a room that cannot be understood, tested or moved on its own.",
      from: {},
      to: { circular: true },
    },
    {
      name: "ui-knows-no-api",
      severity: "error",
      comment: "ui is the design system: no API, no composites, no app.",
      from: { path: "^packages/ui/src" },
      to: { path: "^(packages/(contract|booking-kit)|apps)/|^@bookwell/(contract|booking-kit)" },
    },
    {
      name: "contract-is-data",
      severity: "error",
      comment: "The contract is schemas, rules and texts: no React, no UI, no app.",
      from: { path: "^packages/contract/src" },
      to: {
        path: "^(packages/(ui|booking-kit)|apps)/|^@bookwell/(ui|booking-kit)|(^|node_modules/)react(-dom)?(/|$)",
      },
    },
    {
      name: "kit-knows-no-urls",
      severity: "error",
      comment: "Composites take callbacks and an href resolver; the site owns routes.",
      from: { path: "^packages/booking-kit/src" },
      to: { path: "^apps/|(^|node_modules/)react-router(-dom)?(/|$)" },
    },
    {
      name: "kit-lib-is-generic",
      severity: "error",
      comment:
        "The kit's lib/ holds generic hooks and helpers (mounted, stored values, idle callbacks): the kit's lowest layer, it imports nothing else of the kit.",
      from: { path: "^packages/booking-kit/src/lib/" },
      to: { path: "^packages/booking-kit/src/(?!lib/)" },
    },
    {
      name: "kit-foundation-knows-no-composite",
      severity: "error",
      comment:
        "Inside the kit imports run down: entries → composites → the foundation every composite shares (kit-context, kit-link, dialog-on-use, session/, queries/, booking/, push/) → lib/. The foundation imports only itself and lib/, never a composite.",
      from: {
        path: "^packages/booking-kit/src/((kit-context|kit-link|dialog-on-use)\\.tsx$|(session|queries|booking|push)/)",
      },
      to: {
        path: "^packages/booking-kit/src/",
        pathNot:
          "^packages/booking-kit/src/((kit-context|kit-link|dialog-on-use)\\.tsx$|(session|queries|booking|push|lib)/)",
      },
    },
    {
      name: "kit-testing-is-low",
      severity: "error",
      comment:
        "The kit's testing/ holds what every story shares (demo settings and customer, mocks, clock, request log): it stands on the foundation and lib/ only. The provider around a story is Storybook's global decorator (.storybook/kit-decorator.tsx); a domain's story helpers live in that domain's folder.",
      from: { path: "^packages/booking-kit/src/testing/" },
      to: {
        path: "^packages/booking-kit/src/",
        pathNot:
          "^packages/booking-kit/src/((kit-context|kit-link|dialog-on-use)\\.tsx$|(session|queries|booking|push|lib|testing)/)",
      },
    },
    {
      name: "kit-story-helpers-stay-home",
      severity: "error",
      comment:
        "A domain's story helpers (<domain>/…-stories.tsx: a story meta, fixtures, steps) import their own domain, testing/, the foundation and lib/, never another composite: the stories of one room do not tie it to a room above.",
      from: { path: "^packages/booking-kit/src/([\\w-]+)/.*-stories\\.tsx$" },
      to: {
        path: "^packages/booking-kit/src/",
        pathNot:
          "^packages/booking-kit/src/($1/|(kit-context|kit-link|dialog-on-use)\\.tsx$|(session|queries|booking|push|lib|testing)/)",
      },
    },
    {
      name: "kit-entries-are-the-top",
      severity: "error",
      comment: "No part of the kit imports its public entries (index.ts, *.entry.ts).",
      from: { path: "^packages/booking-kit/src/" },
      to: { path: "^packages/booking-kit/src/(index|[\\w-]+\\.entry)\\.ts$" },
    },
    {
      name: "mail-is-templates",
      severity: "error",
      comment:
        "Mails are rendered from plain props: no kit, no app, no design-system code. The contract's calendar dates and iCalendar writer are the one home of those, so mail may use the contract.",
      from: { path: "^packages/mail/src" },
      to: {
        path: "^(packages/(ui|booking-kit)|apps)/|^@bookwell/(ui|booking-kit)",
      },
    },
    {
      name: "staff-console-stands-on-ui-and-contract",
      severity: "error",
      comment:
        "The staff console is assembled from the design system and the contract's staff calls: no customer composite (the kit), no site or server code.",
      from: { path: "^apps/staff/src" },
      to: {
        path: "^(packages/(booking-kit|mail)|apps/(site|server))/|^@bookwell/(booking-kit|mail)",
      },
    },
    {
      name: "server-stands-on-the-contract",
      severity: "error",
      comment:
        "The server shares only the contract (and renders @bookwell/mail) with the front end, and the one HTML policy: ui's sanitiser module (DOMPurify only, no React), which the server applies where CMS HTML is stored.",
      from: { path: "^apps/server/src" },
      to: {
        path: "^(packages/(ui|booking-kit)|apps/site)/|^@bookwell/(ui|booking-kit)",
        pathNot: "^packages/ui/src/safe-html/sanitise\\.ts$",
      },
    },
  ],
  options: {
    exclude: { path: "(\\.(test|stories|e2e|visual\\.test)\\.tsx?$)|/(dist|build)/" },
    doNotFollow: { path: "node_modules" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    // Names it cannot resolve (a package the importer does not depend on) are still matched
    // by the rules above, by name.
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "types", "default"],
      extensions: [".ts", ".tsx", ".js", ".mjs"],
    },
  },
};
