// A tiny flat-shaded 3D scene model for the placeholder pictures: rooms are
// boxes and quads, drawn with the painter's algorithm, and projected either
// as a normal photo (pinhole) or as a 360° equirectangular panorama, so the
// same furniture works for both.

export type Vec3 = readonly [number, number, number];

export interface Face {
  pts: Vec3[];
  fill: string;
  /** Outward normal; faces turned away from the camera are skipped. */
  normal?: Vec3;
  opacity?: number;
  /** 0: room shell (in order), 1: on the walls (in order), 2: objects (far to near). */
  layer: 0 | 1 | 2;
}

export interface Camera {
  eye: Vec3;
}

export const palette = {
  navy: "#16233f",
  navyLight: "#2a3b61",
  sand: "#e7d7bb",
  sandDark: "#cdb48c",
  cream: "#f6efe2",
  linen: "#fbf8f1",
  gold: "#c6a04a",
  goldDark: "#9c7a2e",
  wood: "#8a5d3b",
  woodLight: "#b3845a",
  woodDark: "#5e3d26",
  stone: "#9d9385",
  glass: "#a9c3d6",
  sage: "#8fa38a",
  rose: "#a8343f",
  charcoal: "#3b3f46",
} as const;

const add = (a: Vec3, b: Vec3): Vec3 => [a[0] + b[0], a[1] + b[1], a[2] + b[2]];
const scale = (a: Vec3, k: number): Vec3 => [a[0] * k, a[1] * k, a[2] * k];
const sub = (a: Vec3, b: Vec3): Vec3 => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
const dot = (a: Vec3, b: Vec3) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];

function centroid(pts: Vec3[]): Vec3 {
  const sum = pts.reduce<Vec3>((acc, p) => add(acc, p), [0, 0, 0]);
  return scale(sum, 1 / pts.length);
}

export function shade(hex: string, k: number): string {
  const n = Number.parseInt(hex.slice(1), 16);
  const channel = (shift: number) => Math.max(0, Math.min(255, Math.round(((n >> shift) & 255) * k)));
  return `#${[16, 8, 0].map((s) => channel(s).toString(16).padStart(2, "0")).join("")}`;
}

const SHADE = { top: 1.1, bottom: 0.72, front: 1, back: 0.9, side: 0.84 } as const;

/** Axis-aligned box; -z faces the default camera. */
export function box(
  x0: number,
  x1: number,
  y0: number,
  y1: number,
  z0: number,
  z1: number,
  color: string,
  opts: { flat?: boolean } = {},
): Face[] {
  const k = (v: number) => (opts.flat ? 1 : v);
  const f = (pts: Vec3[], normal: Vec3, light: number): Face => ({ pts, normal, fill: shade(color, k(light)), layer: 2 });
  return [
    f(
      [
        [x0, y1, z0],
        [x1, y1, z0],
        [x1, y1, z1],
        [x0, y1, z1],
      ],
      [0, 1, 0],
      SHADE.top,
    ),
    f(
      [
        [x0, y0, z0],
        [x1, y0, z0],
        [x1, y0, z1],
        [x0, y0, z1],
      ],
      [0, -1, 0],
      SHADE.bottom,
    ),
    f(
      [
        [x0, y0, z0],
        [x1, y0, z0],
        [x1, y1, z0],
        [x0, y1, z0],
      ],
      [0, 0, -1],
      SHADE.front,
    ),
    f(
      [
        [x0, y0, z1],
        [x1, y0, z1],
        [x1, y1, z1],
        [x0, y1, z1],
      ],
      [0, 0, 1],
      SHADE.back,
    ),
    f(
      [
        [x0, y0, z0],
        [x0, y0, z1],
        [x0, y1, z1],
        [x0, y1, z0],
      ],
      [-1, 0, 0],
      SHADE.side,
    ),
    f(
      [
        [x1, y0, z0],
        [x1, y0, z1],
        [x1, y1, z1],
        [x1, y1, z0],
      ],
      [1, 0, 0],
      SHADE.side,
    ),
  ];
}

/** Vertical cylinder (tables, columns, lamps), approximated by `segments` sides. */
export function cylinder(cx: number, cz: number, r: number, y0: number, y1: number, color: string, segments = 20): Face[] {
  const ring = (y: number) =>
    Array.from({ length: segments }, (_, i): Vec3 => {
      const a = (i / segments) * Math.PI * 2;
      return [cx + r * Math.cos(a), y, cz + r * Math.sin(a)];
    });
  const top = ring(y1);
  const bottom = ring(y0);
  const faces: Face[] = [{ pts: top, normal: [0, 1, 0], fill: shade(color, SHADE.top), layer: 2 }];
  faces.push({ pts: bottom.slice().reverse(), normal: [0, -1, 0], fill: shade(color, SHADE.bottom), layer: 2 });
  for (let i = 0; i < segments; i++) {
    const j = (i + 1) % segments;
    const a = ((i + 0.5) / segments) * Math.PI * 2;
    const normal: Vec3 = [Math.cos(a), 0, Math.sin(a)];
    // Light from the camera side, a little from the left.
    const light = 0.78 + 0.22 * Math.max(0, -normal[2] * 0.8 - normal[0] * 0.2);
    faces.push({ pts: [bottom[i]!, bottom[j]!, top[j]!, top[i]!], normal, fill: shade(color, light), layer: 2 });
  }
  return faces;
}

/** A dome made of stacked rings (cloches, lamp shades). */
export function dome(cx: number, cz: number, r: number, y0: number, color: string, rings = 4): Face[] {
  const faces: Face[] = [];
  for (let i = 0; i < rings; i++) {
    const a0 = (i / rings) * (Math.PI / 2);
    const a1 = ((i + 1) / rings) * (Math.PI / 2);
    faces.push(...cylinder(cx, cz, r * Math.cos((a0 + a1) / 2), y0 + r * Math.sin(a0), y0 + r * Math.sin(a1), color, 18));
  }
  return faces;
}

/** Flat horizontal disc (plates, rugs, ceiling lights). */
export function disc(cx: number, y: number, cz: number, r: number, color: string, facingDown = false, segments = 24): Face {
  const pts = Array.from({ length: segments }, (_, i): Vec3 => {
    const a = (i / segments) * Math.PI * 2;
    return [cx + r * Math.cos(a), y, cz + r * Math.sin(a)];
  });
  return { pts, normal: facingDown ? [0, -1, 0] : [0, 1, 0], fill: color, layer: 2 };
}

export function quad(pts: Vec3[], fill: string, layer: Face["layer"] = 2, normal?: Vec3): Face {
  return { pts, fill, layer, normal };
}

/** A wall seen from inside the room: `a` runs left to right along it. */
export interface Wall {
  origin: Vec3;
  dir: Vec3;
  normal: Vec3;
  length: number;
  height: number;
}

export function wallPoint(wall: Wall, a: number, y: number, off = 0): Vec3 {
  return add(add(add(wall.origin, scale(wall.dir, a)), [0, y, 0]), scale(wall.normal, off));
}

export function wallFace(wall: Wall, fill: string): Face {
  const { length: l, height: h } = wall;
  return {
    pts: [wallPoint(wall, 0, 0), wallPoint(wall, l, 0), wallPoint(wall, l, h), wallPoint(wall, 0, h)],
    fill,
    normal: wall.normal,
    layer: 0,
  };
}

/** A flat rectangle on a wall (window, painting, screen), slightly in front of it. */
export function onWall(wall: Wall, a0: number, a1: number, y0: number, y1: number, fill: string, off = 0.01): Face {
  return {
    pts: [wallPoint(wall, a0, y0, off), wallPoint(wall, a1, y0, off), wallPoint(wall, a1, y1, off), wallPoint(wall, a0, y1, off)],
    fill,
    normal: wall.normal,
    layer: 1,
  };
}

/** A window: frame, glass and mullions. */
export function windowOn(wall: Wall, a0: number, a1: number, y0: number, y1: number, glass = "url(#sky)", panes = 2): Face[] {
  const frame = 0.07;
  const faces = [
    onWall(wall, a0, a1, y0, y1, palette.cream, 0.01),
    onWall(wall, a0 + frame, a1 - frame, y0 + frame, y1 - frame, glass, 0.02),
  ];
  for (let i = 1; i < panes; i++) {
    const a = a0 + ((a1 - a0) * i) / panes;
    faces.push(onWall(wall, a - 0.025, a + 0.025, y0 + frame, y1 - frame, palette.cream, 0.03));
  }
  return faces;
}

export function curtainsOn(wall: Wall, a0: number, a1: number, y0: number, y1: number, color: string): Face[] {
  return [onWall(wall, a0 - 0.45, a0 + 0.05, y0, y1, color, 0.05), onWall(wall, a1 - 0.05, a1 + 0.45, y0, y1, color, 0.05)];
}

/** A room shell: walls in order (for a photo the camera-side wall is left out). */
export interface Room {
  walls: Wall[];
  width: number;
  depth: number;
  height: number;
  /** z of the wall behind the camera, or where a photo's room starts. */
  z0: number;
}

/** Photo room: camera at x=0 looking along +z; back wall at z=depth. */
export function photoRoom(width: number, depth: number, height: number, z0 = 0.3): Room & { back: Wall; left: Wall; right: Wall } {
  const hw = width / 2;
  const len = depth - z0;
  const back: Wall = { origin: [-hw, 0, depth], dir: [1, 0, 0], normal: [0, 0, -1], length: width, height };
  const left: Wall = { origin: [-hw, 0, z0], dir: [0, 0, 1], normal: [1, 0, 0], length: len, height };
  const right: Wall = { origin: [hw, 0, depth], dir: [0, 0, -1], normal: [-1, 0, 0], length: len, height };
  return { walls: [left, back, right], width, depth, height, z0, back, left, right };
}

/** Panorama room centred on the camera: walls front (+z), right, back, left. */
export function panoRoom(width: number, depth: number, height: number) {
  const hx = width / 2;
  const hz = depth / 2;
  const front: Wall = { origin: [-hx, 0, hz], dir: [1, 0, 0], normal: [0, 0, -1], length: width, height };
  const right: Wall = { origin: [hx, 0, hz], dir: [0, 0, -1], normal: [-1, 0, 0], length: depth, height };
  const back: Wall = { origin: [hx, 0, -hz], dir: [-1, 0, 0], normal: [0, 0, 1], length: width, height };
  const left: Wall = { origin: [-hx, 0, -hz], dir: [0, 0, 1], normal: [1, 0, 0], length: depth, height };
  return { front, right, back, left, walls: [front, right, back, left], width, depth, height };
}

/** Skirting and cornice along every wall: the lines that read as "room". */
export function trims(walls: Wall[], color: string): Face[] {
  return walls.flatMap((w) => [
    onWall(w, 0, w.length, 0, 0.12, color, 0.005),
    onWall(w, 0, w.length, w.height - 0.1, w.height, color, 0.005),
  ]);
}

export function visibleSorted(faces: Face[], camera: Camera): Face[] {
  const visible = faces.filter((f) => !f.normal || dot(f.normal, sub(centroid(f.pts), camera.eye)) < 0);
  const dist = (f: Face) => {
    const d = sub(centroid(f.pts), camera.eye);
    return dot(d, d);
  };
  const byLayer = (layer: number) => visible.filter((f) => f.layer === layer);
  return [...byLayer(0), ...byLayer(1), ...byLayer(2).sort((a, b) => dist(b) - dist(a))];
}

const fmt = (n: number) => (Math.round(n * 10) / 10).toString();

function polygon(points: [number, number][], face: Face): string {
  const opacity = face.opacity === undefined ? "" : ` fill-opacity="${face.opacity}"`;
  return `<polygon points="${points.map(([x, y]) => `${fmt(x)},${fmt(y)}`).join(" ")}" fill="${face.fill}"${opacity}/>`;
}

/** Pinhole projection; every face must lie in front of the camera. */
export function renderPhoto(
  faces: Face[],
  camera: Camera,
  size: { width: number; height: number; focal: number; horizon: number },
): string {
  const project = ([x, y, z]: Vec3): [number, number] => {
    const dz = Math.max(z - camera.eye[2], 0.05);
    return [size.width / 2 + (size.focal * (x - camera.eye[0])) / dz, size.horizon - (size.focal * (y - camera.eye[1])) / dz];
  };
  return visibleSorted(faces, camera)
    .map((f) => polygon(f.pts.map(project), f))
    .join("");
}

/** Where a point lands in an equirectangular image: yaw 0 at the centre, yaw +90° (+x) at 3/4 width. */
export function equirectangular(p: Vec3, camera: Camera, size: { width: number; height: number }): [number, number] {
  const [x, y, z] = sub(p, camera.eye);
  const yaw = Math.atan2(x, z);
  const pitch = Math.atan2(y, Math.hypot(x, z));
  return [size.width * (0.5 + yaw / (2 * Math.PI)), size.height * (0.5 - pitch / Math.PI)];
}

/**
 * Equirectangular projection: yaw 0 (image centre) looks along +z, yaw grows
 * to the right. Edges are sampled so straight lines bend as they should, and
 * faces crossing the ±180° seam are drawn on both sides. Faces must not
 * contain the straight-up or straight-down direction.
 */
export function renderPanorama(faces: Face[], camera: Camera, size: { width: number; height: number }): string {
  const { width: W } = size;
  const project = (p: Vec3) => equirectangular(p, camera, size);
  const out: string[] = [];
  for (const face of visibleSorted(faces, camera)) {
    const pts: [number, number][] = [];
    for (let i = 0; i < face.pts.length; i++) {
      const a = face.pts[i]!;
      const b = face.pts[(i + 1) % face.pts.length]!;
      const steps = face.pts.length > 8 ? 1 : 32;
      for (let s = 0; s < steps; s++) {
        const t = s / steps;
        const [u, v] = project([a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t]);
        const prev = pts[pts.length - 1];
        let uu = u;
        if (prev) {
          while (uu - prev[0] > W / 2) uu -= W;
          while (prev[0] - uu > W / 2) uu += W;
        }
        pts.push([uu, v]);
      }
    }
    const minU = Math.min(...pts.map((p) => p[0]));
    const maxU = Math.max(...pts.map((p) => p[0]));
    for (const shift of [-W, 0, W]) {
      if (maxU + shift < 0 || minU + shift > W) continue;
      out.push(
        polygon(
          pts.map(([u, v]) => [u + shift, v]),
          face,
        ),
      );
    }
  }
  return out.join("");
}

export function asLayer(faces: Face[], layer: Face["layer"]): Face[] {
  return faces.map((f) => ({ ...f, layer }));
}
