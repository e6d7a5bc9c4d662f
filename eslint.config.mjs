// ESLint for the TypeScript workspaces: Next's own config (React, React Hooks,
// @next/next and its jsx-a11y subset), typescript-eslint's, and all of
// jsx-a11y's recommended rules. PocketBase's hooks and migrations run in its
// JavaScript VM (goja, its own globals) and are checked by their int tests.
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTypescript from "eslint-config-next/typescript";
import jsxA11y from "eslint-plugin-jsx-a11y";
import prettier from "eslint-config-prettier";
import { readFileSync } from "node:fs";

/**
 * What git ignores is generated, installed or run-time output (such as the
 * pb_data/types.d.ts PocketBase writes on its first start), not code to lint:
 * .gitignore's patterns as ESLint globs. A pattern with no slash but a
 * trailing one matches at any depth, as in git.
 */
const gitIgnored = readFileSync(new URL(".gitignore", import.meta.url), "utf8")
  .split("\n")
  .map((line) => line.trim())
  .filter((line) => line && !line.startsWith("#") && !line.startsWith("!"))
  .map((pattern) => {
    const body = pattern.replace(/^\//, "").replace(/\/$/, "");
    const glob = pattern.startsWith("/") || body.includes("/") ? body : `**/${body}`;
    return pattern.endsWith("/") ? `${glob}/**` : glob;
  });

const config = [
  {
    ignores: [...gitIgnored, "pocketbase/pb_hooks/**", "pocketbase/pb_migrations/**", "web/src/lib/cms/pocketbase-types.ts"],
  },
  ...nextVitals,
  ...nextTypescript,
  { rules: jsxA11y.flatConfigs.recommended.rules },
  {
    settings: { next: { rootDir: "web/" } },
    rules: {
      // A pages-directory rule; this App Router site links with plain <a> on purpose (components/Link.tsx).
      "@next/next/no-html-link-for-pages": "off",
      // `_name` marks what is taken out of an object (or a parameter) on purpose.
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", destructuredArrayIgnorePattern: "^_" },
      ],
    },
  },
  // The booking rules run in PocketBase's engine too (goja, through scripts/bundle-rules.mjs), which has none of
  // the browser's or Node's APIs and reads some regular expressions otherwise, without a word: \p{…} matches
  // its own text there, and the i flag takes ſ for s and K (Kelvin) for k. Tests run in Node only.
  {
    files: ["web/src/lib/booking/rules/**/*.ts"],
    ignores: ["web/src/lib/booking/rules/**/*.test.ts", "web/src/lib/booking/rules/test-*.ts"],
    rules: {
      "no-restricted-globals": [
        "error",
        ...["Intl", "fetch", "setTimeout", "setInterval", "queueMicrotask", "window", "document", "navigator", "process", "crypto"].map(
          (name) => ({ name, message: `PocketBase's goja has no ${name}: the booking rules run there too.` }),
        ),
      ],
      "no-restricted-syntax": [
        "error",
        ...["Literal[regex.pattern=/\\\\[pP]\\{/]", "Literal[value=/\\\\[pP]\\{/]", "TemplateElement[value.raw=/\\\\\\\\[pP]\\{/]"].map(
          (selector) => ({ selector, message: "goja matches \\p{…} as its own text: write the ranges out (rules/unicode.ts)." }),
        ),
        {
          selector: "Literal[regex.flags=/[iuv]/], NewExpression[callee.name='RegExp'] > Literal.arguments:nth-child(2)[value=/[iuv]/]",
          message: "goja reads the i, u and v flags otherwise (its i takes ſ for s): spell out both cases, or the code points.",
        },
        {
          selector: "CallExpression[callee.property.name=/^(toLocale|localeCompare$)/]",
          message: "goja has no Intl: locale-dependent formatting throws or differs there.",
        },
      ],
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^(?!\\./)",
              allowTypeImports: true,
              message: "The booking rules are bundled alone for PocketBase: import only from this folder (types may come from elsewhere).",
            },
          ],
        },
      ],
    },
  },
  // Playwright's fixtures take a `use` callback that is not React's hook.
  { files: ["web/tests/e2e/**"], rules: { "react-hooks/rules-of-hooks": "off" } },
  prettier,
];

export default config;
