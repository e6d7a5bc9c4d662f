// Furniture shared by the photos and the panoramas. Pieces face -z (towards
// a photo camera); x is left-right, y up, z away from the camera.
import { box, cylinder, disc, dome, type Face, palette as c, quad, shade, type Vec3 } from "./geometry";

export function bed(x0: number, x1: number, zHead: number, length: number, blanket: string): Face[] {
  const zFoot = zHead - length;
  const w = x1 - x0;
  const pillows: Face[] = [];
  const count = w > 1.4 ? 2 : 1;
  for (let i = 0; i < count; i++) {
    const px0 = x0 + 0.12 + (i * (w - 0.24)) / count;
    pillows.push(...box(px0 + 0.04, px0 + (w - 0.24) / count - 0.04, 0.55, 0.72, zHead - 0.55, zHead - 0.08, c.linen));
  }
  return [
    ...box(x0 - 0.05, x1 + 0.05, 0, 1.25, zHead - 0.02, zHead + 0.08, c.woodDark),
    ...box(x0, x1, 0, 0.5, zFoot, zHead, c.linen),
    ...box(x0 - 0.02, x1 + 0.02, 0.3, 0.56, zFoot - 0.02, zHead - 0.7, blanket),
    ...pillows,
  ];
}

export function nightstand(x: number, z: number, lamp = true): Face[] {
  return [
    ...box(x - 0.25, x + 0.25, 0, 0.55, z - 0.4, z, c.wood),
    ...(lamp ? [...cylinder(x, z - 0.2, 0.04, 0.55, 0.85, c.goldDark, 10), ...cylinder(x, z - 0.2, 0.16, 0.85, 1.1, c.cream, 16)] : []),
  ];
}

/** A chair; `facing` is where the sitter looks. */
export function chair(x: number, z: number, color: string, facing: "camera" | "away" | "left" | "right" = "camera"): Face[] {
  const outward = { camera: [0, 1], away: [0, -1], left: [1, 0], right: [-1, 0] }[facing] as [number, number];
  return [
    ...box(x - 0.22, x + 0.22, 0.42, 0.48, z - 0.22, z + 0.22, color),
    ...box(x - 0.03, x + 0.03, 0, 0.42, z - 0.03, z + 0.03, c.woodDark),
    ...chairBack(x, z, outward, color),
  ];
}

function chairBack(x: number, z: number, [ox, oz]: [number, number], color: string): Face[] {
  if (Math.abs(ox) >= Math.abs(oz)) {
    const bx = x + Math.sign(ox) * 0.2;
    return box(bx - 0.03, bx + 0.03, 0.48, 0.95, z - 0.22, z + 0.22, color);
  }
  const bz = z + Math.sign(oz) * 0.2;
  return box(x - 0.22, x + 0.22, 0.48, 0.95, bz - 0.03, bz + 0.03, color);
}

export function armchair(x: number, z: number, color: string): Face[] {
  return [
    ...box(x - 0.45, x + 0.45, 0, 0.45, z - 0.4, z + 0.4, color),
    ...box(x - 0.45, x + 0.45, 0.45, 0.9, z + 0.25, z + 0.4, shade(color, 0.92)),
    ...box(x - 0.45, x - 0.33, 0.45, 0.65, z - 0.4, z + 0.4, shade(color, 0.95)),
    ...box(x + 0.33, x + 0.45, 0.45, 0.65, z - 0.4, z + 0.4, shade(color, 0.95)),
  ];
}

export function sofa(x0: number, x1: number, z: number, color: string, facingCamera = true): Face[] {
  const [zBack0, zBack1] = facingCamera ? [z + 0.3, z + 0.45] : [z - 0.45, z - 0.3];
  return [
    ...box(x0, x1, 0, 0.45, z - 0.45, z + 0.45, color),
    ...box(x0, x1, 0.45, 0.95, zBack0, zBack1, shade(color, 0.92)),
    ...box(x0, x0 + 0.15, 0.45, 0.68, z - 0.45, z + 0.45, shade(color, 0.95)),
    ...box(x1 - 0.15, x1, 0.45, 0.68, z - 0.45, z + 0.45, shade(color, 0.95)),
  ];
}

export function roundTable(x: number, z: number, r: number, cloth: string, chairs = 4): Face[] {
  const faces = [...cylinder(x, z, r, 0.45, 0.76, cloth, 24), ...cylinder(x, z, 0.08, 0, 0.45, c.woodDark, 8)];
  for (let i = 0; i < chairs; i++) {
    const a = (i / chairs) * Math.PI * 2;
    const [ox, oz] = [Math.cos(a), Math.sin(a)];
    const cx = x + (r + 0.3) * ox;
    const cz = z + (r + 0.3) * oz;
    faces.push(
      ...box(cx - 0.21, cx + 0.21, 0.42, 0.48, cz - 0.21, cz + 0.21, c.navyLight),
      ...box(cx - 0.03, cx + 0.03, 0, 0.42, cz - 0.03, cz + 0.03, c.woodDark),
      ...chairBack(cx, cz, [ox, oz], c.navyLight),
    );
  }
  faces.push(disc(x - r * 0.4, 0.77, z - r * 0.2, 0.12, c.linen), disc(x + r * 0.4, 0.77, z + r * 0.1, 0.12, c.linen));
  return faces;
}

export function pendant(x: number, z: number, ceiling: number, drop = 0.9): Face[] {
  return [
    ...box(x - 0.01, x + 0.01, ceiling - drop, ceiling, z - 0.01, z + 0.01, c.charcoal, { flat: true }),
    ...dome(x, z, 0.22, ceiling - drop - 0.05, c.gold, 3),
  ];
}

export function palm(x: number, z: number, height: number): Face[] {
  const faces = [...cylinder(x, z, 0.18, 0, height, "#7a5a3a", 8)];
  for (let i = 0; i < 7; i++) {
    const a = (i / 7) * Math.PI * 2;
    const tip: Vec3 = [x + Math.cos(a) * 2.2, height - 0.9, z + Math.sin(a) * 2.2];
    const l: Vec3 = [x + Math.cos(a + 0.25) * 1.1, height + 0.35, z + Math.sin(a + 0.25) * 1.1];
    const r: Vec3 = [x + Math.cos(a - 0.25) * 1.1, height + 0.35, z + Math.sin(a - 0.25) * 1.1];
    faces.push(quad([[x, height, z], l, tip, r], i % 2 ? "#4f6b3f" : "#5d7b49"));
  }
  return faces;
}

export function car(x: number, z: number, color: string, length = 4.4): Face[] {
  return [
    ...box(x - 0.9, x + 0.9, 0.3, 0.95, z - length / 2, z + length / 2, color),
    ...box(x - 0.8, x + 0.8, 0.95, 1.45, z - length / 4, z + length / 5, shade(color, 1.05)),
    ...box(x - 0.78, x + 0.78, 1.0, 1.4, z - length / 4 - 0.01, z - length / 4 + 0.02, c.glass),
    ...box(x - 0.95, x - 0.85, 0, 0.45, z - length / 2 + 0.4, z - length / 2 + 1.1, c.charcoal),
    ...box(x + 0.85, x + 0.95, 0, 0.45, z - length / 2 + 0.4, z - length / 2 + 1.1, c.charcoal),
    ...box(x - 0.8, x - 0.5, 0.6, 0.75, z - length / 2 - 0.02, z - length / 2, "#f5e6b0"),
    ...box(x + 0.5, x + 0.8, 0.6, 0.75, z - length / 2 - 0.02, z - length / 2, "#f5e6b0"),
  ];
}
