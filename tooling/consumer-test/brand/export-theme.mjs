// The brand's stylesheet, written from its theme: theme.json holds the tokens a designer set in
// Storybook's Theme editor, and @bookwell/ui's themeCss makes the same file the editor exports.
import { readFileSync, writeFileSync } from "node:fs";

import { themeCss } from "@bookwell/ui";

const { title, tokens } = JSON.parse(readFileSync(new URL("theme.json", import.meta.url), "utf8"));
writeFileSync(new URL("src/brand.css", import.meta.url), themeCss(tokens, { title }));
