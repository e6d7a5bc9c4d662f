// The company profile PDF offered for download, written by hand: one A4 page
// in the built-in Helvetica font, generated from the seed content, so no
// network, no dependency and byte-identical output on every run.
import type { SeedContent } from "./content/types";

const PAGE = { width: 595, height: 842, margin: 56 } as const;

type Line = { text: string; size: number; bold?: boolean; color?: "navy" | "gold" | "ink"; gap?: number };

const COLORS = { navy: "0.086 0.137 0.247", gold: "0.776 0.627 0.290", ink: "0.15 0.15 0.17" } as const;

const WIN_ANSI: Record<string, string> = { "–": "-", "—": "-", "‘": "'", "’": "'", "“": '"', "”": '"', "·": "\\267", "²": "\\262" };

/** PDF string literal in WinAnsi: printable ASCII plus a few typographic characters. */
function pdfString(text: string): string {
  let out = "";
  for (const ch of text) {
    if (ch === "(" || ch === ")" || ch === "\\") out += `\\${ch}`;
    else if (ch >= " " && ch <= "~") out += ch;
    else out += WIN_ANSI[ch] ?? "";
  }
  return `(${out})`;
}

function wrap(text: string, size: number, width: number): string[] {
  // Helvetica averages about half an em per character.
  const max = Math.floor(width / (size * 0.5));
  const lines: string[] = [];
  let current = "";
  for (const word of text.split(/\s+/)) {
    if (current && (current + " " + word).length > max) {
      lines.push(current);
      current = word;
    } else {
      current = current ? `${current} ${word}` : word;
    }
  }
  if (current) lines.push(current);
  return lines;
}

const plain = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ")
    .trim();
const money = (n: number) => n.toLocaleString("en-US");

export function companyProfileLines(content: SeedContent): Line[] {
  const { settings: s, roomTypes, facilities, catering, offers } = content;
  const lines: Line[] = [];
  const heading = (text: string) => lines.push({ text, size: 13, bold: true, color: "navy", gap: 14 });
  const para = (text: string) => {
    for (const part of wrap(text, 10.5, PAGE.width - 2 * PAGE.margin)) lines.push({ text: part, size: 10.5 });
  };
  const bullet = (text: string) => {
    const parts = wrap(text, 10.5, PAGE.width - 2 * PAGE.margin - 14);
    parts.forEach((part, i) => lines.push({ text: `${i === 0 ? "\u00b7 " : "   "}${part}`, size: 10.5 }));
  };

  lines.push({ text: "Company Profile", size: 12, color: "gold" });
  lines.push({ text: s.hotel_name_en, size: 24, bold: true, color: "navy", gap: 6 });
  lines.push({ text: s.tagline_en, size: 12, color: "ink", gap: 4 });
  heading("About us");
  para(s.blurb_en);
  heading("Rooms and suites");
  const total = roomTypes.reduce((n, r) => n + r.room_count, 0);
  para(`${total} rooms and suites, ${s.star_rating} stars. Prices per night from, in ${s.currency}:`);
  for (const r of roomTypes)
    bullet(`${r.name_en} (${r.room_count}): ${r.beds_en.toLowerCase()}, ${r.area_m2} m², from ${money(r.price_per_night)} ${s.currency}`);
  para(
    `Check-in from ${s.check_in_time}, check-out by ${s.check_out_time}. Breakfast ${money(s.breakfast_cost)} ${s.currency} per guest per night.`,
  );
  heading("Facilities and services");
  for (const f of facilities) bullet(`${f.name_en}: ${f.summary_en}`);
  heading("Catering");
  for (const c of catering) bullet(`${c.title_en}: ${c.summary_en}`);
  if (offers.length) {
    heading("Offers");
    for (const o of offers) bullet(`${o.title_en}: ${plain(o.summary_en)}`);
  }
  heading("Contact");
  para(`${s.address_en}. ${s.airport_distance_km} km from Basra International Airport.`);
  para(`Phone ${s.phone} · E-mail ${s.email}`);
  return lines;
}

/** Builds the PDF; pages break automatically. */
export function companyProfilePdf(content: SeedContent): Buffer {
  const lines = companyProfileLines(content);
  const pages: string[] = [];
  let ops: string[] = [];
  let y = PAGE.height - PAGE.margin;
  const band = () =>
    `${COLORS.navy} rg 0 ${PAGE.height - 18} ${PAGE.width} 18 re f ${COLORS.gold} rg 0 ${PAGE.height - 21} ${PAGE.width} 3 re f`;
  ops.push(band());
  for (const line of lines) {
    const step = line.size * 1.35 + (line.gap ?? 0);
    if (y - step < PAGE.margin) {
      pages.push(ops.join("\n"));
      ops = [band()];
      y = PAGE.height - PAGE.margin;
    }
    y -= step;
    const color = COLORS[line.color ?? "ink"];
    ops.push(`BT /${line.bold ? "F2" : "F1"} ${line.size} Tf ${color} rg ${PAGE.margin} ${y.toFixed(1)} Td ${pdfString(line.text)} Tj ET`);
  }
  ops.push(
    `BT /F1 8 Tf 0.5 0.5 0.5 rg ${PAGE.margin} 30 Td ${pdfString("Placeholder profile generated from the website's seed content; replace it in Settings.")} Tj ET`,
  );
  pages.push(ops.join("\n"));

  const objects: string[] = [];
  const font = (name: string) => `<< /Type /Font /Subtype /Type1 /BaseFont /${name} /Encoding /WinAnsiEncoding >>`;
  // 1 catalog, 2 pages, 3-4 fonts, then a page and its content stream per page.
  const pageIds = pages.map((_, i) => 5 + i * 2);
  objects.push("<< /Type /Catalog /Pages 2 0 R >>");
  objects.push(`<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(" ")}] /Count ${pages.length} >>`);
  objects.push(font("Helvetica"), font("Helvetica-Bold"));
  pages.forEach((stream, i) => {
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE.width} ${PAGE.height}] /Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${pageIds[i]! + 1} 0 R >>`,
    );
    objects.push(`<< /Length ${Buffer.byteLength(stream, "latin1")} >>\nstream\n${stream}\nendstream`);
  });

  let body = "%PDF-1.4\n%\xe2\xe3\xcf\xd3\n";
  const offsets: number[] = [];
  objects.forEach((obj, i) => {
    offsets.push(Buffer.byteLength(body, "latin1"));
    body += `${i + 1} 0 obj\n${obj}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, "latin1");
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((o) => `${String(o).padStart(10, "0")} 00000 n \n`).join("");
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, "latin1");
}
