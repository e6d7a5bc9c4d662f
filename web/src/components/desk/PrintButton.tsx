"use client";

/** Opens the browser's print dialog (the page's print stylesheet makes the A4 sheet). */
export function PrintButton({ label }: { label: string }) {
  return (
    <button type="button" className="button button--navy" onClick={() => window.print()}>
      {label}
    </button>
  );
}
