import { describe, expect, it } from "vitest";

import { headerNavigation } from "./header-navigation";

const navbar = [
  { title: "Home", link: "/" },
  { title: "Our Services", link: "/services" },
  { title: "Rates", link: "/rate" },
];

describe("headerNavigation (the services menu's place)", () => {
  it("makes the entry at the menu's place the menu, whatever its link", () => {
    expect(headerNavigation(navbar, 1)).toEqual({
      before: [{ title: "Home", link: "/" }],
      menuTitle: "Our Services",
      after: [{ title: "Rates", link: "/rate" }],
    });
  });

  it("takes the button's text from the brand's entry", () => {
    const renamed = [{ title: "Services", link: "/what-we-do" }, ...navbar.slice(2)];
    expect(headerNavigation(renamed, 0)).toEqual({
      before: [],
      menuTitle: "Services",
      after: [{ title: "Rates", link: "/rate" }],
    });
  });

  it("puts the menu last, as Our Services, when the navbar is shorter", () => {
    expect(headerNavigation([], 1)).toEqual({ before: [], menuTitle: "Our Services", after: [] });
    expect(headerNavigation(navbar.slice(0, 1), 3).before).toEqual([{ title: "Home", link: "/" }]);
  });
});
