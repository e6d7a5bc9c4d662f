"use client";

import { createContext, useContext, type ReactNode } from "react";
import type { DeskErrorKey } from "@/lib/desk/schemas";

export interface DeskTexts {
  errors: Record<DeskErrorKey, string>;
  working: string;
  saved: string;
}

const Context = createContext<DeskTexts | null>(null);

/** The desk's messages every form may show, sent to the browser once per page rather than with each form. */
export function DeskTextsProvider({ texts, children }: { texts: DeskTexts; children: ReactNode }) {
  return <Context.Provider value={texts}>{children}</Context.Provider>;
}

export function useDeskTexts(): DeskTexts {
  const texts = useContext(Context);
  if (!texts) throw new Error("useDeskTexts outside DeskTextsProvider");
  return texts;
}
