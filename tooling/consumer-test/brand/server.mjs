// The brand's server: pages rendered on the server, then hydrated; the API is elsewhere.
import { readFile } from "node:fs/promises";
import { createServer } from "node:http";

import { createElement } from "react";
import { renderToString } from "react-dom/server";

import { App } from "./dist/server/app.js";

const client = `${import.meta.dirname}/dist/client`;
const page = await readFile(`${client}/index.html`, "utf8");
const types = { js: "text/javascript", css: "text/css", woff2: "font/woff2" };

createServer(async (request, response) => {
  const path = new URL(request.url, "http://x").pathname;
  const route = path === "/" || path === "/account";
  const file = route ? null : await readFile(client + path).catch(() => null);
  if (file) response.writeHead(200, { "content-type": types[path.split(".").pop()] });
  else response.writeHead(route ? 200 : 404, { "content-type": "text/html" });
  const html = route && renderToString(createElement(App, { api: process.env.API_URL, path }));
  const body = html && page.replace("<!--api-->", process.env.API_URL).replace("<!--app-->", html);
  response.end(file ?? body ?? "");
}).listen(Number(process.env.PORT), "127.0.0.1");
