"use client";

import { useState } from "react";

export interface MapEmbedProps {
  embedUrl: string;
  title: string;
  showLabel: string;
  note: string;
}

/**
 * OpenStreetMap's embed (no API key), loaded only when the visitor asks for
 * it: no third-party request, cookie or weight on the page until then.
 */
export function MapEmbed({ embedUrl, title, showLabel, note }: MapEmbedProps) {
  const [shown, setShown] = useState(false);
  if (shown) {
    return <iframe className="map__frame" src={embedUrl} title={title} loading="lazy" referrerPolicy="no-referrer" />;
  }
  return (
    <div className="map__placeholder">
      <svg aria-hidden="true" viewBox="0 0 24 24" width="40" height="40" focusable="false">
        <path
          d="M12 2a7 7 0 0 0-7 7c0 5.2 7 13 7 13s7-7.8 7-13a7 7 0 0 0-7-7zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5z"
          fill="currentColor"
        />
      </svg>
      <button type="button" className="button button--navy" onClick={() => setShown(true)}>
        {showLabel}
      </button>
      <p className="map__note">{note}</p>
    </div>
  );
}
