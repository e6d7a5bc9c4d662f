/** Map links that need no API key. */
export interface MapPoint {
  lat: number;
  lng: number;
  zoom: number;
}

/** Opens the device's maps app (or the web map) at the hotel. */
export function openInMapsUrl({ lat, lng }: MapPoint): string {
  return `https://www.google.com/maps/search/?api=1&query=${lat},${lng}`;
}

/** OpenStreetMap's embeddable map with a marker; loaded only when the visitor asks for it. */
export function osmEmbedUrl({ lat, lng, zoom }: MapPoint): string {
  const span = 0.018 / Math.max(1, 2 ** (zoom - 15));
  const bbox = [lng - span, lat - span / 2, lng + span, lat + span / 2].map((n) => n.toFixed(5)).join(",");
  return `https://www.openstreetmap.org/export/embed.html?bbox=${bbox}&layer=mapnik&marker=${lat},${lng}`;
}
