"use client";

import { useState } from "react";
import { useClientValue } from "@/lib/runtime/use-client-value";
import { currentCurrency, DISPLAY_CURRENCIES, rememberCurrency, type DisplayCurrency } from "@/lib/currency/display-currency";

export interface CurrencySwitcherProps {
  label: string;
  /** What each button shows ("IQD", "USD") and its accessible name. */
  currencies: Record<DisplayCurrency, { short: string; name: string }>;
  className?: string;
}

/** Dinars, or dinars with approximate dollars: a pair of toggle buttons, remembered in a cookie. */
export function CurrencySwitcher({ label, currencies, className }: CurrencySwitcherProps) {
  const [picked, setChosen] = useState<DisplayCurrency | null>(null);
  const remembered = useClientValue(currentCurrency, "IQD");
  const chosen = picked ?? remembered;

  return (
    <div role="group" aria-label={label} className={["lang-switcher", "currency-switcher", className].filter(Boolean).join(" ")}>
      {DISPLAY_CURRENCIES.map((currency) => (
        <button
          key={currency}
          type="button"
          className="lang-switcher__link"
          aria-pressed={chosen === currency}
          title={currencies[currency].name}
          data-currency-choice={currency}
          onClick={() => {
            rememberCurrency(currency);
            setChosen(currency);
          }}
        >
          {currencies[currency].short}
          {/* The name starts with what the button shows (WCAG 2.5.3, label in name), then says what it does. */}
          <span className="visually-hidden"> {currencies[currency].name}</span>
        </button>
      ))}
    </div>
  );
}
