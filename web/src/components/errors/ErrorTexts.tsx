"use client";

import { createContext, useContext, type ReactNode } from "react";

/**
 * Translated texts for the client-side error boundary, provided by the
 * layout as plain strings so error.tsx needs no i18n runtime in the browser.
 */
export interface ErrorTexts {
  heading: string;
  message: string;
  text: string;
  homeHref: string;
  homeLabel: string;
  tryAgain: string;
}

const ErrorTextsContext = createContext<ErrorTexts | null>(null);

export function ErrorTextsProvider({ texts, children }: { texts: ErrorTexts; children: ReactNode }) {
  return <ErrorTextsContext.Provider value={texts}>{children}</ErrorTextsContext.Provider>;
}

export function useErrorTexts(): ErrorTexts | null {
  return useContext(ErrorTextsContext);
}
