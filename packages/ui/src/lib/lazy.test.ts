import * as React from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";

import { lazyComponent, loadOnce } from "./lazy";

/** A load that fails while "offline" and answers once back online. */
function flakyLoad<T>(value: T) {
  const state = { online: false };
  const load = vi.fn(() =>
    state.online ? Promise.resolve(value) : Promise.reject(new Error("offline")),
  );
  return { state, load };
}

describe("loadOnce", () => {
  it("shares one load between calls", async () => {
    const load = vi.fn(() => Promise.resolve(1));
    const get = loadOnce(load);
    await Promise.all([get(), get(), get()]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("tries a failed load again on the next use (offline, then online)", async () => {
    const { state, load } = flakyLoad("module");
    const get = loadOnce(load);
    await expect(get()).rejects.toThrow("offline");
    state.online = true;
    await expect(get()).resolves.toBe("module");
    await get();
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe("lazyComponent", () => {
  const Hello = ({ name }: { name: string }) => React.createElement("p", null, `Hello ${name}`);

  it("renders at once, without suspending, once its module has loaded", async () => {
    const Part = lazyComponent(() => Promise.resolve(Hello));
    await Part.preload();
    const html = renderToString(
      React.createElement(
        React.Suspense,
        { fallback: "loading" },
        React.createElement(Part, { name: "Ann" }),
      ),
    );
    expect(html).toContain("Hello Ann");
  });

  it("loads again when rendered after a failed load (offline, then online)", async () => {
    const { state, load } = flakyLoad(Hello);
    const Part = lazyComponent(load);
    await Part.preload();
    expect(load).toHaveBeenCalledTimes(1);
    state.online = true;
    await Part.preload();
    expect(load).toHaveBeenCalledTimes(2);
    const html = renderToString(
      React.createElement(
        React.Suspense,
        { fallback: "loading" },
        React.createElement(Part, { name: "Bo" }),
      ),
    );
    expect(html).toContain("Hello Bo");
  });

  it("keeps a failed load failed until retry(), then a render loads again (offline, then online)", async () => {
    const { state, load } = flakyLoad(Hello);
    const Part = lazyComponent(load);
    const element = React.createElement(
      React.Suspense,
      { fallback: "loading" },
      React.createElement(Part, { name: "Cy" }),
    );
    // The first render starts the load, which fails; a render meanwhile starts no other.
    expect(renderToString(element)).toContain("loading");
    await Part.preload();
    state.online = true;
    expect(load).toHaveBeenCalledTimes(1);
    // TRY AGAIN: the next render loads it again.
    Part.retry();
    renderToString(element);
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(2));
    await Part.preload();
    expect(renderToString(element)).toContain("Hello Cy");
  });
});
