import { describe, expect, it } from "vitest";

import {
  afterLogin,
  authDialogReducer,
  closedAuthState,
  type AuthDialogState,
} from "./auth-machine";

const open = (state: AuthDialogState, view: AuthDialogState["view"] & string, options = {}) =>
  authDialogReducer(state, { type: "open", view, options });

describe("auth dialog machine (visitor-and-entry section 4)", () => {
  it("starts closed and opens one dialog at a time", () => {
    expect(closedAuthState.view).toBeNull();
    const login = open(closedAuthState, "login");
    expect(login.view).toBe("login");
    expect(open(login, "signup").view).toBe("signup");
  });

  it("keeps the opening's options while switching login → sign up → login → forgot password", () => {
    const options = { matcatnum: "RHC", skipqn: false };
    let state = open(closedAuthState, "login", options);
    for (const view of ["signup", "login", "forgot-password", "login"] as const) {
      state = authDialogReducer(state, { type: "show", view });
      expect(state).toEqual({ view, options });
    }
  });

  it("a link shown while closed opens afresh, without stale options", () => {
    expect(authDialogReducer(closedAuthState, { type: "show", view: "forgot-password" })).toEqual({
      view: "forgot-password",
      options: {},
    });
  });

  it("closes from any dialog and forgets the options", () => {
    const state = open(closedAuthState, "choose-location", { matcatnum: "RHC" });
    expect(authDialogReducer(state, { type: "close" })).toEqual(closedAuthState);
  });

  it("after login from the header (no service): closes", () => {
    const state = open(closedAuthState, "login");
    expect(afterLogin(state.options)).toEqual({ kind: "close" });
    expect(authDialogReducer(state, { type: "logged-in" })).toEqual(closedAuthState);
  });

  it("after login mid-flow (wizard CONTINUE, no service): closes", () => {
    const state = open(closedAuthState, "login", { onLoggedIn: () => {} });
    expect(authDialogReducer(state, { type: "logged-in" }).view).toBeNull();
  });

  it("after login for a service with skipqn: closes and goes to the package listing", () => {
    const options = { matcatnum: "OFFICE", skipqn: true, displayaddon: true };
    expect(afterLogin(options)).toEqual({
      kind: "navigate",
      destination: { to: "package-listing", state: { matcatnum: "OFFICE", displayaddon: true } },
    });
    expect(
      authDialogReducer(open(closedAuthState, "login", options), { type: "logged-in" }).view,
    ).toBeNull();
  });

  it("after login for a service with a questionnaire: opens choose location, options kept", () => {
    const options = { matcatnum: "RHC" };
    const state = authDialogReducer(open(closedAuthState, "login", options), {
      type: "logged-in",
    });
    expect(state).toEqual({ view: "choose-location", options });
    expect(afterLogin(options)).toEqual({ kind: "choose-location" });
  });

  it("a login answer arriving after the dialog was closed changes nothing", () => {
    expect(authDialogReducer(closedAuthState, { type: "logged-in" })).toBe(closedAuthState);
  });
});
