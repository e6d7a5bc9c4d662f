import type { ReactNode } from "react";
import "@/styles/globals.css";

// The real root layout (with <html lang dir>) is app/[locale]/layout.tsx; this
// one exists so app/not-found.tsx can render for paths outside the locales.
export default function RootLayout({ children }: { children: ReactNode }) {
  return children;
}
