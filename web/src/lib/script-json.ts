/** JSON to write inside an inline <script>: `<` is escaped, so no value can close the tag. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c");
}
