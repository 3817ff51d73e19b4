import { describe, expect, it } from "vitest";

import { pageMeta } from "./meta";

const metadata = [
  {
    url: "/faq",
    title: "Frequently Asked Questions | Bookwell",
    description: "Answers about booking.",
    keywords: "cleaning FAQ",
    robots: "index, follow",
  },
];

describe("pageMeta", () => {
  it("takes title, description, keywords and robots from the CMS entry of the path", () => {
    expect(pageMeta({ pathname: "/faq/", siteUrl: "https://bookwell.example/", metadata })).toEqual(
      [
        { title: "Frequently Asked Questions | Bookwell" },
        { name: "description", content: "Answers about booking." },
        { name: "keywords", content: "cleaning FAQ" },
        { name: "robots", content: "index, follow" },
        { tagName: "link", rel: "canonical", href: "https://bookwell.example/faq" },
      ],
    );
  });

  it("names a page the CMS does not know by its own title, with the canonical link", () => {
    expect(
      pageMeta({
        pathname: "/blog/a-post",
        siteUrl: "https://bookwell.example",
        metadata,
        fallbackTitle: "A post",
      }),
    ).toEqual([
      { title: "A post | Bookwell" },
      { tagName: "link", rel: "canonical", href: "https://bookwell.example/blog/a-post" },
    ]);
  });
});
