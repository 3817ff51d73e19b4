import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import storybook from "eslint-plugin-storybook";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  {
    ignores: [
      "**/dist/**",
      "**/node_modules/**",
      "**/storybook-static/**",
      "**/.cache/**",
      "**/build/**",
      "apps/site/build-*/**",
      ".storybook/public/**",
      "**/__screenshots__/**",
      "**/.react-router/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_" },
      ],
      "@typescript-eslint/consistent-type-imports": "error",
    },
  },
  {
    // The kit's house pattern: a component calls the API only through a hook over TanStack
    // Query (a `use-*.ts` beside it, or `queries/`), never the client directly.
    files: ["packages/booking-kit/src/**/*.tsx"],
    ignores: ["**/*.stories.tsx", "packages/booking-kit/src/testing/**"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector:
            "CallExpression > MemberExpression.callee:matches([object.name='client'], [object.property.name='client'])",
          message:
            "No API call in a kit component: make it a query or mutation in a use-*.ts hook (or queries/) and use that.",
        },
      ],
    },
  },
  {
    files: ["**/*.{js,mjs,cjs}"],
    languageOptions: { globals: { ...globals.node } },
  },
  ...storybook.configs["flat/recommended"],
);
