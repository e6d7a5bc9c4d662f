import localFont from "next/font/local";

// Self-hosted (no font download at build time): one file per family, both
// weights in it, made from @fontsource-variable by scripts/make-fonts.ts. Each
// locale downloads one family: Arabic pages set Cairo (a Kufi-style face whose
// Arabic subset is a third of Noto Kufi Arabic's), and leave Latin digits and
// names to the system font; English pages set Inter. Neither is preloaded, so
// a page never fetches the other locale's family (see base.css); the browser
// asks for the font when it lays out the first line.
export const cairo = localFont({
  src: [{ path: "./font-files/cairo-arabic-wght.woff2", weight: "400 700", style: "normal" }],
  declarations: [
    {
      prop: "unicode-range",
      value:
        "U+0600-06FF, U+0750-077F, U+0870-088E, U+0890-0891, U+0898-08E1, U+08E3-08FF, U+200C-200E, U+2010-2011, U+204F, U+2E41, U+FB50-FDFF, U+FE70-FE74, U+FE76-FEFC",
    },
  ],
  display: "swap",
  variable: "--font-arabic",
  preload: false,
  fallback: ["Tahoma", "Arial", "sans-serif"],
});

export const inter = localFont({
  src: [{ path: "./font-files/inter-latin-wght.woff2", weight: "400 700", style: "normal" }],
  display: "swap",
  variable: "--font-inter",
  preload: false,
  fallback: ["system-ui", "Segoe UI", "Arial", "sans-serif"],
});
