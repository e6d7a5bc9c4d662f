// 360° placeholder panoramas (equirectangular, 2:1) of a lobby, a Deluxe
// Room and the restaurant. They are real projections of simple 3D rooms,
// so walls, windows and furniture sit where they should once wrapped.
import type { PanoramaScene } from "../content/types";
import { armchair, bed, chair, nightstand, pendant, roundTable, sofa } from "./furniture";
import {
  box,
  curtainsOn,
  cylinder,
  disc,
  type Face,
  onWall,
  palette as c,
  panoRoom,
  renderPanorama,
  shade,
  trims,
  type Vec3,
  wallFace,
  windowOn,
} from "./geometry";
import { ART_DEFS, placeholderLabel } from "./photos";

export const PANORAMA = { width: 4096, height: 2048 } as const;

interface PanoDraw {
  faces: Face[];
  floor: string;
  ceiling: string;
  eye?: Vec3;
}

function ceilingLights(width: number, depth: number, height: number, step: number): Face[] {
  const faces: Face[] = [];
  for (let x = -width / 2 + step / 2; x < width / 2; x += step) {
    for (let z = -depth / 2 + step / 2; z < depth / 2; z += step) {
      if (Math.hypot(x, z) < 1) continue;
      faces.push(disc(x, height - 0.01, z, 0.18, "#fff3d1", true, 16));
    }
  }
  return faces;
}

const PANORAMAS: Record<PanoramaScene, () => PanoDraw> = {
  lobby: () => {
    const room = panoRoom(14, 14, 5);
    const { front, right, back, left } = room;
    const faces: Face[] = [
      ...room.walls.map((w, i) => wallFace(w, i % 2 ? shade(c.sand, 0.94) : c.sand)),
      ...trims(room.walls, c.goldDark),
      onWall(front, 3.5, 10.5, 0, 3.6, c.goldDark),
      onWall(front, 3.6, 10.4, 0.1, 3.5, c.navy, 0.02),
      onWall(front, 6.0, 8.0, 2.2, 3.2, c.gold, 0.03),
      ...[1.2, 4.7, 8.2, 11.7].flatMap((a) => windowOn(right, a, a + 1.6, 0.4, 4.2, "url(#sky)", 2)),
      ...[1.2, 4.7, 8.2, 11.7].flatMap((a) => windowOn(left, a, a + 1.6, 0.4, 4.2, "url(#sky)", 2)),
      onWall(back, 5.5, 8.5, 0, 3.4, c.goldDark),
      onWall(back, 5.6, 8.4, 0, 3.3, "url(#sky)", 0.02),
      onWall(back, 6.97, 7.03, 0, 3.3, c.goldDark, 0.03),
      ...windowOn(back, 1.5, 4.0, 0.4, 4.2, "url(#sky)", 2),
      ...windowOn(back, 10.0, 12.5, 0.4, 4.2, "url(#sky)", 2),
      ...box(-3, 3, 0, 1.1, 5.8, 6.5, c.woodDark),
      ...box(-3.1, 3.1, 1.1, 1.18, 5.75, 6.55, c.gold),
      ...[
        [-3.5, 3.5],
        [3.5, 3.5],
        [-3.5, -3.5],
        [3.5, -3.5],
      ].flatMap(([x, z]) => cylinder(x!, z!, 0.4, 0, 5, c.cream, 24)),
      disc(-4.5, 0.01, 0, 2.0, c.navyLight),
      disc(4.5, 0.01, 0, 2.0, c.navyLight),
      ...armchair(-4.5, 1.2, c.navy),
      ...armchair(-4.5, -1.3, c.navy),
      ...cylinder(-4.5, 0, 0.45, 0, 0.45, c.gold),
      ...sofa(3.5, 5.5, 1.0, c.sage),
      ...armchair(4.5, -1.3, c.sage),
      ...cylinder(4.5, 0, 0.45, 0, 0.45, c.gold),
      ...cylinder(5.8, 5.8, 0.3, 0, 0.6, c.goldDark, 16),
      ...cylinder(-5.8, 5.8, 0.3, 0, 0.6, c.goldDark, 16),
      ...ceilingLights(14, 14, 5, 3),
    ];
    return { faces, floor: "#d8ccb6", ceiling: c.cream };
  },
  "deluxe-room": () => {
    const room = panoRoom(5, 6, 2.9);
    const { front, right, back, left } = room;
    const faces: Face[] = [
      ...room.walls.map((w, i) => wallFace(w, i % 2 ? shade(c.sand, 0.93) : c.sand)),
      ...trims(room.walls, c.sandDark),
      onWall(front, 1.3, 3.7, 1.55, 2.3, c.goldDark),
      onWall(front, 1.36, 3.64, 1.61, 2.24, c.navy, 0.02),
      ...windowOn(right, 1.6, 4.4, 0.7, 2.55, "url(#sky)", 3),
      ...curtainsOn(right, 1.6, 4.4, 0.4, 2.8, c.gold),
      onWall(back, 0.5, 1.5, 0, 2.2, c.woodDark),
      onWall(back, 0.56, 1.44, 0, 2.14, c.wood, 0.02),
      onWall(left, 1.9, 3.4, 1.1, 1.95, c.charcoal),
      onWall(left, 1.95, 3.35, 1.15, 1.9, "url(#screen)", 0.02),
      ...bed(-1.1, 1.1, 2.95, 2.1, c.navy),
      ...nightstand(-1.6, 2.95),
      ...nightstand(1.6, 2.95),
      ...box(1.2, 2.45, 0, 2.3, -2.95, -2.35, c.wood),
      ...box(-2.5, -1.95, 0.72, 0.78, -0.9, 0.6, c.wood),
      ...box(-2.5, -2.0, 0, 0.72, -0.85, -0.8, c.woodDark),
      ...box(-2.5, -2.0, 0, 0.72, 0.5, 0.55, c.woodDark),
      ...chair(-1.6, -0.2, c.sage, "camera"),
      ...armchair(1.75, -1.2, c.sage),
      disc(0, 0.01, -1.6, 0.9, c.sandDark),
      ...ceilingLights(5, 6, 2.9, 2.4),
    ];
    return { faces, floor: "#8f6a4c", ceiling: c.cream, eye: [0, 1.5, 0] };
  },
  restaurant: () => {
    const room = panoRoom(16, 12, 3.6);
    const { front, right, back, left } = room;
    const faces: Face[] = [
      ...room.walls.map((w, i) => wallFace(w, i % 2 ? shade(c.sand, 0.93) : c.sand)),
      ...trims(room.walls, c.goldDark),
      ...[0.8, 4.8, 8.8, 12.8].flatMap((a) => windowOn(front, a, a + 2.4, 0.6, 3.1, "url(#sky)", 2)),
      ...[0.8, 4.8, 8.8].flatMap((a) => windowOn(right, a, a + 2.4, 0.6, 3.1, "url(#sky)", 2)),
      ...[0.8, 4.8, 8.8].flatMap((a) => windowOn(left, a, a + 2.4, 0.6, 3.1, "url(#sky)", 2)),
      onWall(back, 4, 12, 1.3, 2.6, c.goldDark),
      onWall(back, 4.06, 11.94, 1.36, 2.54, c.navy, 0.02),
      ...box(-4, 4, 0, 0.9, -5.9, -5.1, c.woodDark),
      ...box(-4.05, 4.05, 0.9, 0.96, -5.95, -5.05, c.linen),
      ...[-3, -1.5, 0, 1.5, 3].flatMap((x) => cylinder(x, -5.5, 0.28, 0.96, 1.12, "#cfcfcf", 16)),
    ];
    for (const x of [-6, -3, 0, 3, 6]) {
      for (const z of [-2.6, 1.2, 4.2]) {
        if (Math.hypot(x, z) < 2) continue;
        faces.push(...roundTable(x, z, 0.6, c.linen, 4), ...pendant(x, z, 3.6, 1.0));
      }
    }
    return { faces, floor: "#7d5b40", ceiling: c.cream };
  },
};

export function panoramaSvg(scene: PanoramaScene, label: string): string {
  const { width: W, height: H } = PANORAMA;
  const draw = PANORAMAS[scene]();
  const body = renderPanorama(draw.faces, { eye: draw.eye ?? [0, 1.6, 0] }, { width: W, height: H });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${ART_DEFS}
<defs><linearGradient id="ceil" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${shade(draw.ceiling, 0.9)}"/><stop offset="1" stop-color="${draw.ceiling}"/></linearGradient>
<linearGradient id="floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${draw.floor}"/><stop offset="1" stop-color="${shade(draw.floor, 0.75)}"/></linearGradient></defs>
<rect width="${W}" height="${H / 2}" fill="url(#ceil)"/><rect y="${H / 2}" width="${W}" height="${H / 2}" fill="url(#floor)"/>${body}
${placeholderLabel(label, W * 0.125 - 250, H * 0.43, 32)}</svg>`;
}

export const panoramaScenes = Object.keys(PANORAMAS) as PanoramaScene[];
