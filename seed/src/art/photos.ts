// Placeholder "photos" for rooms, facilities, offers, catering and pages.
import type { Scene } from "../content/types";
import { armchair, bed, car, chair, nightstand, palm, pendant, roundTable, sofa } from "./furniture";
import {
  asLayer,
  box,
  curtainsOn,
  cylinder,
  disc,
  dome,
  type Face,
  onWall,
  palette as c,
  photoRoom,
  quad,
  renderPhoto,
  shade,
  trims,
  type Vec3,
  windowOn,
} from "./geometry";

export const PHOTO = { width: 1600, height: 1067 } as const;

const EYE: Vec3 = [0, 1.35, 0];

interface SceneDraw {
  faces: Face[];
  /** Extra SVG drawn behind the faces (sky for outdoor scenes). */
  backdrop?: string;
  eye?: Vec3;
  focal?: number;
  /** Horizon height as a share of the picture; lower it to look up at buildings. */
  horizon?: number;
}

interface Shell {
  wall: string;
  side?: string;
  floor: string;
  ceiling?: string;
  trim?: string;
}

function shell(room: ReturnType<typeof photoRoom>, colors: Shell): Face[] {
  const { width, depth, height, z0 } = room;
  const hw = width / 2;
  const side = colors.side ?? shade(colors.wall, 0.9);
  return [
    quad(
      [
        [-hw, 0, z0],
        [hw, 0, z0],
        [hw, 0, depth],
        [-hw, 0, depth],
      ],
      colors.floor,
      0,
      [0, 1, 0],
    ),
    quad(
      [
        [-hw, height, z0],
        [hw, height, z0],
        [hw, height, depth],
        [-hw, height, depth],
      ],
      colors.ceiling ?? c.cream,
      0,
      [0, -1, 0],
    ),
    { ...onWall(room.left, 0, room.left.length, 0, height, side, 0), layer: 0 },
    { ...onWall(room.right, 0, room.right.length, 0, height, side, 0), layer: 0 },
    { ...onWall(room.back, 0, width, 0, height, colors.wall, 0), layer: 0 },
    ...trims(room.walls, colors.trim ?? shade(colors.wall, 0.8)),
  ];
}

function tiles(wall: ReturnType<typeof photoRoom>["back"], y0: number, y1: number, size: number, color: string): Face[] {
  const faces: Face[] = [];
  for (let a = 0; a < wall.length; a += size) faces.push(onWall(wall, a, a + 0.012, y0, y1, color, 0.012));
  for (let y = y0; y < y1; y += size) faces.push(onWall(wall, 0, wall.length, y, y + 0.012, color, 0.012));
  return faces;
}

function facadeWindows(x0: number, x1: number, z: number, floors: number, floorH: number, lit: (i: number) => boolean): Face[] {
  const faces: Face[] = [];
  const cols = Math.round((x1 - x0) / 2.4);
  let n = 0;
  for (let f = 1; f < floors; f++) {
    for (let i = 0; i < cols; i++) {
      const wx = x0 + 0.6 + i * ((x1 - x0 - 1.2) / cols);
      const y = f * floorH + 0.8;
      faces.push(
        quad(
          [
            [wx, y, z],
            [wx + 1.3, y, z],
            [wx + 1.3, y + 1.7, z],
            [wx, y + 1.7, z],
          ],
          lit(n++) ? "#f2cf85" : "#3b4d72",
          1,
          [0, 0, -1],
        ),
      );
    }
  }
  return faces;
}

// Deterministic "random" for lit windows.
const lit = (i: number) => ((i * 2654435761) % 4294967296) % 7 < 3;

const SCENES: Record<Scene, () => SceneDraw> = {
  "room-standard": () => {
    const room = photoRoom(5, 5.5, 2.9);
    return {
      faces: [
        ...shell(room, { wall: c.sand, floor: "#a07a58" }),
        ...windowOn(room.back, 3.1, 4.6, 0.9, 2.5),
        ...curtainsOn(room.back, 3.1, 4.6, 0.6, 2.7, c.sage),
        onWall(room.back, 0.8, 1.9, 1.45, 2.15, c.gold),
        onWall(room.back, 0.86, 1.84, 1.51, 2.09, c.navyLight, 0.02),
        ...bed(-1.9, -0.9, 5.45, 2.0, c.navy),
        ...nightstand(-0.45, 5.45),
        ...box(0.9, 2.2, 0.72, 0.78, 4.2, 4.8, c.wood),
        ...box(0.95, 1.05, 0, 0.72, 4.25, 4.75, c.woodDark),
        ...box(2.05, 2.15, 0, 0.72, 4.25, 4.75, c.woodDark),
        ...chair(1.5, 3.9, c.navyLight, "camera"),
        quad(
          [
            [-2.3, 0.01, 2.2],
            [0.6, 0.01, 2.2],
            [0.6, 0.01, 4.0],
            [-2.3, 0.01, 4.0],
          ],
          c.sandDark,
          2,
          [0, 1, 0],
        ),
      ],
    };
  },
  "room-twin": () => {
    const room = photoRoom(5.4, 5.6, 2.9);
    return {
      faces: [
        ...shell(room, { wall: c.sand, floor: "#9c7555" }),
        ...windowOn(room.left, 1.6, 3.6, 0.9, 2.5),
        ...curtainsOn(room.left, 1.6, 3.6, 0.6, 2.7, c.navyLight),
        onWall(room.back, 2.3, 3.1, 1.5, 2.2, c.gold),
        onWall(room.back, 2.35, 3.05, 1.55, 2.15, c.sage, 0.02),
        ...bed(-1.9, -0.9, 5.55, 2.0, c.goldDark),
        ...bed(0.3, 1.3, 5.55, 2.0, c.goldDark),
        ...nightstand(-0.3, 5.55),
        ...nightstand(1.95, 5.55),
      ],
    };
  },
  "room-deluxe": () => {
    const room = photoRoom(6, 6, 3);
    return {
      faces: [
        ...shell(room, { wall: c.sand, floor: "#8f6a4c" }),
        ...windowOn(room.right, 1.0, 3.6, 0.7, 2.6, "url(#sky)", 3),
        ...curtainsOn(room.right, 1.0, 3.6, 0.5, 2.85, c.gold),
        onWall(room.back, 1.7, 4.3, 1.6, 2.4, c.goldDark),
        onWall(room.back, 1.76, 4.24, 1.66, 2.34, c.navy, 0.02),
        ...bed(-1.1, 1.1, 5.95, 2.2, c.navy),
        ...nightstand(-1.6, 5.95),
        ...nightstand(1.6, 5.95),
        ...armchair(2.2, 2.8, c.sage),
        quad(
          [
            [-1.8, 0.01, 2.4],
            [1.8, 0.01, 2.4],
            [1.8, 0.01, 4.3],
            [-1.8, 0.01, 4.3],
          ],
          c.sandDark,
          2,
          [0, 1, 0],
        ),
      ],
    };
  },
  "room-superior": () => {
    const room = photoRoom(6.4, 6.2, 3);
    return {
      faces: [
        ...shell(room, { wall: c.cream, floor: "#8f6a4c", trim: c.sandDark }),
        onWall(room.back, 4.0, 6.0, 0, 2.6, c.cream, 0.01),
        onWall(room.back, 4.08, 6.0 - 0.08, 0.05, 2.52, "url(#sky)", 0.02),
        onWall(room.back, 4.08, 5.92, 0.05, 0.95, "#d9c9a8", 0.025),
        onWall(room.back, 4.98, 5.02, 0.05, 2.52, c.cream, 0.03),
        ...Array.from({ length: 9 }, (_, i) => onWall(room.back, 4.15 + i * 0.2, 4.18 + i * 0.2, 0.05, 1.0, c.charcoal, 0.035)),
        onWall(room.back, 4.08, 5.92, 0.95, 1.0, c.charcoal, 0.035),
        ...curtainsOn(room.back, 4.0, 6.0, 0, 2.9, c.sage),
        onWall(room.back, 0.9, 3.1, 1.6, 2.3, c.gold),
        onWall(room.back, 0.96, 3.04, 1.66, 2.24, c.navyLight, 0.02),
        ...bed(-2.0, 0.0, 6.15, 2.2, c.goldDark),
        ...nightstand(-2.5, 6.15),
        ...nightstand(0.5, 6.15),
        ...armchair(1.9, 3.4, c.navyLight),
      ],
    };
  },
  "room-suite": () => {
    const room = photoRoom(6.4, 6.4, 3);
    return {
      faces: [
        ...shell(room, { wall: c.sand, floor: "#7f5d43" }),
        onWall(room.left, 2.2, 4.4, 0, 2.6, c.cream, 0.01),
        onWall(room.left, 2.28, 4.32, 0.05, 2.52, "url(#sky)", 0.02),
        onWall(room.left, 3.28, 3.32, 0.05, 2.52, c.cream, 0.03),
        ...curtainsOn(room.left, 2.2, 4.4, 0, 2.9, c.gold),
        onWall(room.back, 1.6, 4.8, 0.0, 1.7, c.woodDark),
        onWall(room.back, 2.4, 4.0, 1.8, 2.6, c.gold),
        onWall(room.back, 2.46, 3.94, 1.86, 2.54, c.sage, 0.02),
        ...bed(-1.1, 1.1, 6.3, 2.2, c.linen),
        ...box(-1.15, 1.15, 0.52, 0.56, 4.1, 4.6, c.gold),
        ...nightstand(-1.6, 6.3),
        ...nightstand(1.6, 6.3),
        ...box(1.9, 3.2, 0, 1.0, 2.4, 3.0, c.wood),
      ],
    };
  },
  "suite-lounge": () => {
    const room = photoRoom(7, 6.5, 3);
    return {
      faces: [
        ...shell(room, { wall: c.sand, floor: "#8f6a4c" }),
        onWall(room.back, 2.4, 4.6, 1.0, 2.25, c.charcoal),
        onWall(room.back, 2.45, 4.55, 1.05, 2.2, c.navy, 0.02),
        ...box(-1.3, 1.3, 0, 0.5, 6.1, 6.5, c.woodDark),
        onWall(room.right, 1.2, 2.4, 0, 2.3, c.woodDark),
        onWall(room.right, 1.28, 2.32, 0, 2.22, c.wood, 0.02),
        ...windowOn(room.left, 1.5, 4.0, 0.6, 2.6, "url(#sky)", 3),
        ...curtainsOn(room.left, 1.5, 4.0, 0.4, 2.9, c.gold),
        quad(
          [
            [-2.2, 0.01, 2.6],
            [2.2, 0.01, 2.6],
            [2.2, 0.01, 5.4],
            [-2.2, 0.01, 5.4],
          ],
          c.navyLight,
          2,
          [0, 1, 0],
        ),
        ...sofa(-1.2, 1.2, 5.0, c.sand, true),
        ...armchair(-2.3, 3.6, c.sage),
        ...armchair(2.3, 3.6, c.sage),
        ...box(-0.7, 0.7, 0, 0.42, 3.3, 4.1, c.wood),
        ...cylinder(0.2, 3.7, 0.12, 0.42, 0.62, c.gold, 12),
      ],
    };
  },
  bathroom: () => {
    const room = photoRoom(3.6, 3.4, 2.7, 0.3);
    return {
      eye: [0, 1.4, -0.4],
      focal: 620,
      faces: [
        ...shell(room, { wall: "#ece5d8", floor: "#b9ad9b", trim: "#d7cfc1" }),
        ...tiles(room.back, 0, 2.7, 0.4, "#cbbfab"),
        ...tiles(room.left, 0, 2.7, 0.4, "#c4b7a2"),
        ...tiles(room.right, 0, 2.7, 0.4, "#c4b7a2"),
        onWall(room.back, 0.3, 1.6, 1.15, 2.15, c.gold),
        onWall(room.back, 0.36, 1.54, 1.21, 2.09, "url(#mirror)", 0.02),
        ...box(-1.6, -0.3, 0, 0.82, 2.85, 3.4, c.woodDark),
        ...box(-1.62, -0.28, 0.82, 0.88, 2.82, 3.4, c.linen),
        ...cylinder(-0.95, 3.12, 0.2, 0.88, 0.92, "#ffffff", 20),
        ...box(0.4, 1.8, 0, 0.08, 1.9, 3.4, "#d5ccbc"),
        quad(
          [
            [0.4, 0.08, 1.9],
            [1.8, 0.08, 1.9],
            [1.8, 2.2, 1.9],
            [0.4, 2.2, 1.9],
          ],
          c.glass,
          2,
          [0, 0, -1],
        ),
        ...box(1.2, 1.25, 1.8, 2.0, 3.2, 3.4, c.charcoal),
        ...box(-1.75, -1.7, 0.95, 1.05, 1.2, 2.1, c.gold),
        ...box(-1.72, -1.6, 0.55, 1.0, 1.3, 2.0, c.linen),
      ].map((f) => (f.fill === c.glass ? { ...f, opacity: 0.35 } : f)),
    };
  },
  gym: () => {
    const room = photoRoom(8, 7, 3);
    const weights: Face[] = [];
    for (let i = 0; i < 6; i++) weights.push(...cylinder(-3.3 + i * 0.22, 6.55, 0.08, 0.62, 0.8, c.charcoal, 10));
    return {
      faces: [
        ...shell(room, { wall: "#d9d3c8", floor: "#3d3f45", trim: c.charcoal }),
        ...Array.from({ length: 4 }, (_, i) => onWall(room.back, 0.3 + i * 1.9, 2.1 + i * 1.9, 0.3, 2.5, "url(#mirror)")),
        ...windowOn(room.right, 1.0, 5.5, 0.9, 2.6, "url(#sky)", 4),
        ...box(-3.6, -2.2, 0, 0.6, 6.3, 6.8, c.charcoal),
        ...weights,
        ...box(-0.9, 0.1, 0, 0.25, 3.6, 5.4, c.charcoal),
        ...box(-0.85, 0.05, 0.25, 0.3, 3.7, 5.3, "#55585f"),
        ...box(-0.9, -0.85, 0.3, 1.3, 5.2, 5.3, c.charcoal),
        ...box(0.05, 0.1, 0.3, 1.3, 5.2, 5.3, c.charcoal),
        ...box(-0.95, 0.15, 1.25, 1.35, 5.15, 5.45, c.navy),
        ...box(1.4, 2.8, 0.38, 0.48, 3.2, 3.6, c.navyLight),
        ...box(1.5, 1.6, 0, 0.38, 3.3, 3.5, c.charcoal),
        ...box(2.6, 2.7, 0, 0.38, 3.3, 3.5, c.charcoal),
        ...cylinder(2.1, 2.6, 0.02, 0.3, 0.32, c.gold, 6),
      ],
    };
  },
  lobby: () => {
    const room = photoRoom(12, 11, 4.8);
    return {
      eye: [0, 1.5, 0],
      faces: [
        ...shell(room, { wall: c.sand, floor: "#d8ccb6", ceiling: c.cream, trim: c.goldDark }),
        onWall(room.back, 3.5, 8.5, 0, 3.4, c.goldDark),
        onWall(room.back, 3.6, 8.4, 0.1, 3.3, c.navy, 0.02),
        onWall(room.back, 5.2, 6.8, 1.9, 2.9, c.gold, 0.03),
        ...box(-2.5, 2.5, 0, 1.1, 9.2, 10.0, c.woodDark),
        ...box(-2.6, 2.6, 1.1, 1.18, 9.15, 10.05, c.gold),
        ...windowOn(room.left, 2.0, 9.0, 0.4, 4.0, "url(#sky)", 5),
        ...windowOn(room.right, 2.0, 9.0, 0.4, 4.0, "url(#sky)", 5),
        ...cylinder(-4.2, 7.5, 0.35, 0, 4.8, c.cream),
        ...cylinder(4.2, 7.5, 0.35, 0, 4.8, c.cream),
        ...cylinder(-4.2, 3.5, 0.35, 0, 4.8, c.cream),
        ...cylinder(4.2, 3.5, 0.35, 0, 4.8, c.cream),
        disc(0, 0.01, 5.5, 2.6, c.navyLight),
        disc(0, 0.015, 5.5, 2.2, c.sandDark),
        ...armchair(-1.8, 5.2, c.navy),
        ...armchair(1.8, 5.2, c.navy),
        ...cylinder(0, 5.5, 0.5, 0, 0.45, c.gold, 20),
        ...dome(0, 6.5, 1.0, 3.5, c.gold, 4),
        ...cylinder(0, 6.5, 1.0, 3.3, 3.5, c.goldDark, 24),
      ],
    };
  },
  "meeting-large": () => {
    const room = photoRoom(7, 9, 3);
    const chairs: Face[] = [];
    for (let i = 0; i < 6; i++) {
      chairs.push(...chair(-1.35, 2.8 + i * 0.85, c.navy, "right"), ...chair(1.35, 2.8 + i * 0.85, c.navy, "left"));
    }
    return {
      faces: [
        ...shell(room, { wall: c.cream, floor: "#5a6072", trim: c.sandDark }),
        onWall(room.back, 1.55, 5.45, 0.8, 3.0 - 0.25, c.charcoal),
        onWall(room.back, 1.62, 5.38, 0.86, 2.69, "url(#screen)", 0.02),
        ...windowOn(room.left, 1.0, 8.0, 0.7, 2.7, "url(#sky)", 5),
        ...box(-0.9, 0.9, 0.7, 0.76, 2.3, 7.6, c.wood),
        ...box(-0.6, 0.6, 0, 0.7, 2.6, 7.3, c.woodDark),
        ...chairs,
      ],
    };
  },
  "meeting-small": () => {
    const room = photoRoom(4.6, 5, 2.8);
    return {
      faces: [
        ...shell(room, { wall: c.sand, floor: "#6b6257" }),
        onWall(room.back, 1.2, 3.4, 1.0, 2.25, c.charcoal),
        onWall(room.back, 1.26, 3.34, 1.05, 2.2, "url(#screen)", 0.02),
        ...windowOn(room.right, 0.8, 3.2, 0.8, 2.5),
        ...box(-0.7, 0.7, 0.7, 0.76, 2.2, 4.0, c.woodLight),
        ...box(-0.4, 0.4, 0, 0.7, 2.5, 3.7, c.woodDark),
        ...chair(-1.05, 2.6, c.navyLight, "right"),
        ...chair(1.05, 2.6, c.navyLight, "left"),
        ...chair(-1.05, 3.5, c.navyLight, "right"),
        ...chair(1.05, 3.5, c.navyLight, "left"),
        ...chair(0, 4.35, c.navyLight, "camera"),
      ],
    };
  },
  restaurant: () => {
    const room = photoRoom(11, 10, 3.4);
    const faces: Face[] = [];
    for (const [x, z] of [
      [-2.8, 4],
      [0.4, 3.6],
      [3.4, 4.2],
      [-1.4, 6.6],
      [1.9, 7.0],
      [-3.8, 8.2],
      [4.0, 8.0],
    ] as const) {
      faces.push(...roundTable(x, z, 0.6, c.linen, 4), ...pendant(x, z, 3.4));
    }
    return {
      faces: [
        ...shell(room, { wall: c.sand, floor: "#7d5b40", trim: c.goldDark }),
        ...windowOn(room.back, 0.6, 3.4, 0.6, 2.9, "url(#sky)", 3),
        ...windowOn(room.back, 4.1, 6.9, 0.6, 2.9, "url(#sky)", 3),
        ...windowOn(room.back, 7.6, 10.4, 0.6, 2.9, "url(#sky)", 3),
        ...windowOn(room.left, 1.0, 9.0, 0.6, 2.9, "url(#sky)", 4),
        ...faces,
      ],
    };
  },
  sauna: () => {
    const room = photoRoom(4, 3.6, 2.5);
    const slats = (wall: typeof room.back) =>
      Array.from({ length: 24 }, (_, i) => onWall(wall, 0, wall.length, i * 0.105, i * 0.105 + 0.012, "#8b5a30", 0.012));
    return {
      eye: [0, 1.3, -0.5],
      focal: 640,
      faces: [
        ...shell(room, { wall: "#c48a54", side: "#b27b48", floor: "#6e4a2c", ceiling: "#b98152", trim: "#8b5a30" }),
        ...slats(room.back),
        ...slats(room.left),
        ...slats(room.right),
        ...box(-2, 2, 0, 0.45, 2.4, 3.6, "#d39a62"),
        ...box(-2, 2, 0.45, 0.95, 3.0, 3.6, "#dba56d"),
        ...box(-2, 2, 0.95, 1.0, 2.35, 2.45, "#b27b48"),
        ...box(-1.9, -1.0, 0, 0.8, 1.0, 1.8, c.charcoal),
        ...box(-1.95, -0.95, 0.8, 0.85, 0.95, 1.85, "#55585f"),
        ...[-1.7, -1.45, -1.2].flatMap((x, i) => dome(x, 1.2 + (i % 2) * 0.25, 0.13, 0.85, c.stone, 2)),
        ...cylinder(0.9, 1.6, 0.18, 0, 0.3, c.woodLight, 14),
        ...cylinder(0.9, 1.6, 0.19, 0.28, 0.3, c.goldDark, 14),
      ],
    };
  },
  banquet: () => {
    const room = photoRoom(18, 18, 5.5);
    const faces: Face[] = [];
    for (let row = 0; row < 3; row++) {
      for (let col = -2; col <= 2; col++) {
        const x = col * 3.2 + (row % 2) * 1.6;
        faces.push(...roundTable(x, 6 + row * 3.5, 0.9, c.linen, 6), ...cylinder(x, 6 + row * 3.5, 0.12, 0.77, 1.15, c.gold, 10));
      }
    }
    for (const [x, z] of [
      [-4.5, 8],
      [4.5, 8],
      [0, 13],
    ] as const)
      faces.push(...dome(x, z, 1.2, 3.8, c.gold, 4), ...cylinder(x, z, 1.2, 3.6, 3.8, c.goldDark, 24));
    return {
      eye: [0, 2.2, 0],
      faces: [
        ...shell(room, { wall: c.cream, floor: "#6a3f3f", trim: c.gold }),
        onWall(room.back, 4, 14, 0.9, 5.0, c.goldDark),
        onWall(room.back, 4.2, 13.8, 0.9, 4.8, "#7d2a36", 0.02),
        ...box(-5.2, 5.2, 0, 0.9, 16.5, 18, c.woodDark),
        ...faces,
      ],
    };
  },
  "room-service": () => {
    const room = photoRoom(5, 4.5, 2.9);
    return {
      faces: [
        ...shell(room, { wall: c.sand, floor: "#8f6a4c" }),
        onWall(room.back, 0.4, 1.5, 0, 2.2, c.woodDark),
        onWall(room.back, 0.46, 1.44, 0, 2.14, c.wood, 0.02),
        onWall(room.back, 2.6, 4.4, 1.3, 2.3, c.gold),
        onWall(room.back, 2.66, 4.34, 1.36, 2.24, c.sage, 0.02),
        ...box(-0.9, 0.9, 0.0, 0.06, 2.4, 3.3, c.charcoal),
        ...box(-0.95, 0.95, 0.75, 0.82, 2.35, 3.35, c.linen),
        ...box(-0.95, 0.95, 0.42, 0.82, 2.34, 2.36, c.linen),
        ...[-0.85, 0.85].flatMap((x) => [
          ...box(x - 0.02, x + 0.02, 0.06, 0.75, 2.4, 2.44, c.gold),
          ...box(x - 0.02, x + 0.02, 0.06, 0.75, 3.26, 3.3, c.gold),
        ]),
        disc(-0.3, 0.83, 2.85, 0.32, c.linen),
        ...dome(-0.3, 2.85, 0.3, 0.84, "#d8d8d8", 8),
        ...cylinder(-0.3, 2.85, 0.02, 1.14, 1.2, "#bdbdbd", 8),
        ...cylinder(0.45, 2.7, 0.1, 0.82, 1.1, "#c9c9c9", 14),
        ...cylinder(0.45, 2.7, 0.06, 1.1, 1.16, "#c9c9c9", 12),
        ...cylinder(0.5, 3.05, 0.06, 0.82, 0.92, c.cream, 12),
        ...cylinder(0.2, 3.1, 0.02, 0.82, 1.05, c.rose, 6),
      ],
    };
  },
  laundry: () => {
    const room = photoRoom(5, 4, 2.8);
    const towels: Face[] = [];
    const colors = [c.linen, c.sand, c.linen, c.cream];
    for (let s = 0; s < 4; s++) {
      for (let i = 0; i < 5; i++) {
        const x = -2.1 + s * 0.55;
        towels.push(...box(x, x + 0.45, 0.9 + i * 0.11, 1.0 + i * 0.11, 3.4, 3.9, colors[(s + i) % colors.length]!));
      }
    }
    const shirts: Face[] = [];
    for (let i = 0; i < 5; i++) {
      const x = 0.4 + i * 0.38;
      const z = 3.6;
      shirts.push(
        quad(
          [
            [x - 0.2, 1.95, z],
            [x + 0.2, 1.95, z],
            [x + 0.18, 1.15, z],
            [x - 0.18, 1.15, z],
          ],
          [c.linen, c.glass, c.linen, c.sand, "#dfe6ee"][i]!,
          2,
          [0, 0, -1],
        ),
        quad(
          [
            [x - 0.06, 1.95, z - 0.01],
            [x + 0.06, 1.95, z - 0.01],
            [x, 1.75, z - 0.01],
          ],
          c.cream,
          2,
          [0, 0, -1],
        ),
      );
    }
    return {
      faces: [
        ...shell(room, { wall: "#e6ddcf", floor: "#a89a86" }),
        ...box(-2.3, 0.0, 0, 0.9, 3.3, 4.0, c.wood),
        ...box(-2.3, 0.0, 1.55, 1.6, 3.3, 4.0, c.woodLight),
        ...box(0.1, 2.3, 2.05, 2.1, 3.58, 3.62, c.gold),
        ...box(0.1, 0.14, 0, 2.1, 3.58, 3.62, c.gold),
        ...box(2.26, 2.3, 0, 2.1, 3.58, 3.62, c.gold),
        ...shirts,
        ...towels,
      ],
    };
  },
  valet: () => ({
    eye: [0, 1.6, 0],
    focal: 900,
    horizon: 0.66,
    backdrop: `<rect width="100%" height="66%" fill="url(#dusk)"/>`,
    faces: [
      quad(
        [
          [-40, 0, 1],
          [40, 0, 1],
          [40, 0, 60],
          [-40, 0, 60],
        ],
        "#4a4744",
        0,
        [0, 1, 0],
      ),
      quad(
        [
          [-12, 0.005, 1],
          [12, 0.005, 1],
          [12, 0.005, 22],
          [-12, 0.005, 22],
        ],
        "#8d8170",
        0,
        [0, 1, 0],
      ),
      ...asLayer(box(-14, 14, 0, 40, 22, 30, c.sandDark), 0),
      ...facadeWindows(-14, 14, 21.98, 12, 3.3, lit),
      ...box(-5, 5, 3.4, 3.8, 17, 22, c.navy),
      ...box(-3, 3, 0, 3.4, 21.9, 22, "#f0d99a"),
      ...box(-4.8, -4.6, 0, 3.4, 17.1, 17.3, c.gold),
      ...box(4.6, 4.8, 0, 3.4, 17.1, 17.3, c.gold),
      ...palm(-8, 18, 6),
      ...palm(8, 18, 6),
      ...car(-1.2, 12, c.navy),
      ...box(1.4, 1.9, 0, 1.75, 10.8, 11.2, c.charcoal),
      ...box(1.35, 1.95, 1.75, 1.95, 10.75, 11.25, "#c9a27a"),
    ],
  }),
  shuttle: () => ({
    eye: [0, 1.7, 0],
    focal: 900,
    backdrop: `<rect width="100%" height="60%" fill="url(#day)"/>` + airplane(1130, 170, 1.1),
    faces: [
      quad(
        [
          [-200, 0, 1],
          [200, 0, 1],
          [200, 0, 400],
          [-200, 0, 400],
        ],
        "#cdb48c",
        0,
        [0, 1, 0],
      ),
      quad(
        [
          [-3.5, 0.005, 1],
          [3.5, 0.005, 1],
          [3.5, 0.005, 400],
          [-3.5, 0.005, 400],
        ],
        "#55524d",
        0,
        [0, 1, 0],
      ),
      ...Array.from({ length: 20 }, (_, i) =>
        quad(
          [
            [-0.08, 0.01, 4 + i * 6],
            [0.08, 0.01, 4 + i * 6],
            [0.08, 0.01, 7 + i * 6],
            [-0.08, 0.01, 7 + i * 6],
          ],
          c.cream,
          1,
          [0, 1, 0],
        ),
      ),
      ...box(-3.1, -0.9, 0.3, 2.4, 11, 16, c.linen),
      ...box(-3.05, -0.95, 1.4, 2.2, 10.98, 11, "#3b4d72"),
      ...box(-3.12, -0.88, 0.3, 0.6, 10.97, 11.0, c.charcoal),
      ...box(-3.15, -2.85, 0, 0.5, 11.6, 12.4, c.charcoal),
      ...box(-1.15, -0.85, 0, 0.5, 11.6, 12.4, c.charcoal),
      ...box(-3.0, -2.6, 0.7, 0.85, 10.96, 10.98, "#f5e6b0"),
      ...box(-1.4, -1.0, 0.7, 0.85, 10.96, 10.98, "#f5e6b0"),
      ...palm(8, 30, 7),
      ...palm(12, 45, 7),
      ...palm(-10, 38, 7),
      ...palm(-16, 60, 7),
    ],
  }),
  wedding: () => {
    const room = photoRoom(6, 5.5, 3);
    const petals = Array.from({ length: 18 }, (_, i) =>
      disc(-0.5 + ((i * 37) % 10) / 10, 0.772, 3.3 + ((i * 53) % 9) / 10, 0.035, c.rose, false, 8),
    );
    return {
      faces: [
        ...shell(room, { wall: "#d9c7a8", floor: "#6f4d37", ceiling: "#efe4cf" }),
        ...windowOn(room.back, 1.6, 4.4, 0.8, 2.7, "url(#night)", 3),
        ...curtainsOn(room.back, 1.6, 4.4, 0.3, 2.95, c.gold),
        ...cylinder(0, 3.75, 0.75, 0, 0.76, c.linen, 28),
        ...petals,
        ...chair(-1.05, 3.75, c.gold, "right"),
        ...chair(1.05, 3.75, c.gold, "left"),
        disc(-0.35, 0.77, 3.65, 0.16, "#ffffff"),
        disc(0.35, 0.77, 3.85, 0.16, "#ffffff"),
        ...cylinder(-0.25, 4.0, 0.04, 0.77, 1.12, c.cream, 10),
        ...cylinder(0.25, 4.05, 0.04, 0.77, 1.05, c.cream, 10),
        ...dome(-0.25, 4.0, 0.05, 1.12, "#ffd27a", 2),
        ...dome(0.25, 4.05, 0.05, 1.05, "#ffd27a", 2),
        ...cylinder(0.0, 3.45, 0.07, 0.77, 1.0, c.glass, 10),
        ...dome(0.0, 3.45, 0.14, 1.0, c.rose, 3),
      ],
    };
  },
  buffet: () => {
    const room = photoRoom(8, 6, 3.2);
    const dishes: Face[] = [];
    for (let i = 0; i < 5; i++) {
      const x = -2.4 + i * 1.2;
      dishes.push(...box(x - 0.4, x + 0.4, 0.86, 1.0, 4.75, 5.25, "#c9c9c9"), ...dome(x, 5.0, 0.3, 1.0, "#d8d8d8", 4));
    }
    return {
      faces: [
        ...shell(room, { wall: c.sand, floor: "#7d5b40", trim: c.goldDark }),
        onWall(room.back, 1.0, 7.0, 1.4, 2.8, c.goldDark),
        onWall(room.back, 1.06, 6.94, 1.46, 2.74, c.navy, 0.02),
        ...box(-3.3, 3.3, 0, 0.86, 4.6, 5.4, c.linen),
        ...box(-3.32, 3.32, 0.55, 0.86, 4.58, 4.6, c.gold),
        ...dishes,
        ...cylinder(3.0, 5.1, 0.12, 0.86, 1.2, c.glass, 12),
        ...dome(3.0, 5.1, 0.3, 1.15, c.rose, 3),
        ...pendant(-1.8, 4.4, 3.2, 0.8),
        ...pendant(1.8, 4.4, 3.2, 0.8),
      ],
    };
  },
  facade: () => ({
    eye: [0, 1.6, 0],
    focal: 560,
    horizon: 0.86,
    backdrop: `<rect width="100%" height="86%" fill="url(#dusk)"/>`,
    faces: [
      quad(
        [
          [-80, 0, 1],
          [80, 0, 1],
          [80, 0, 120],
          [-80, 0, 120],
        ],
        "#4a4744",
        0,
        [0, 1, 0],
      ),
      ...asLayer(box(-13, 13, 0, 36, 26, 36, c.sandDark), 0),
      ...asLayer(box(-13.4, 13.4, 36, 37, 25.6, 26.6, c.goldDark), 0),
      ...facadeWindows(-13, 13, 25.98, 11, 3.2, lit),
      ...box(-5, 5, 3.6, 4.1, 21, 26, c.navy),
      ...box(-3, 3, 0, 3.5, 25.9, 26, "#f0d99a"),
      ...palm(-8, 20, 7),
      ...palm(8, 20, 7),
      ...palm(-17, 16, 7),
      ...palm(17, 16, 7),
    ],
  }),
  pattern: () => ({ faces: [], backdrop: starPattern() }),
};

function airplane(x: number, y: number, k: number): string {
  return `<g transform="translate(${x} ${y}) scale(${k}) rotate(-8)" fill="#ffffff" fill-opacity="0.9">
<path d="M-90 0 C-60 -8 60 -8 90 -2 C95 0 95 4 90 6 C60 10 -60 10 -90 4 Z"/>
<path d="M-10 2 L30 2 L-20 60 L-35 60 Z"/><path d="M-10 0 L30 0 L-20 -50 L-35 -50 Z"/>
<path d="M-80 0 L-65 0 L-82 -28 L-90 -28 Z"/></g>`;
}

/** An eight-pointed star lattice, a classic motif of the region's tilework. */
function starPattern(): string {
  const { width: W, height: H } = PHOTO;
  const s = 160;
  const star = (cx: number, cy: number, r: number) => {
    const pts: string[] = [];
    for (let i = 0; i < 16; i++) {
      const rr = i % 2 === 0 ? r : r * 0.62;
      const a = (i / 16) * Math.PI * 2 + Math.PI / 8;
      pts.push(`${(cx + rr * Math.cos(a)).toFixed(1)},${(cy + rr * Math.sin(a)).toFixed(1)}`);
    }
    return `<polygon points="${pts.join(" ")}"/>`;
  };
  const stars: string[] = [];
  for (let y = -s / 2; y < H + s; y += s) {
    for (let x = -s / 2; x < W + s; x += s) {
      stars.push(star(x, y, s * 0.42));
      stars.push(
        `<rect x="${x + s / 2 - 14}" y="${y + s / 2 - 14}" width="28" height="28" transform="rotate(45 ${x + s / 2} ${y + s / 2})"/>`,
      );
    }
  }
  return `<rect width="100%" height="100%" fill="url(#navyGlow)"/>
<g fill="none" stroke="${c.gold}" stroke-width="3" stroke-opacity="0.55">${stars.join("")}</g>`;
}

const DEFS = `<defs>
<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#8fb4d3"/><stop offset="0.7" stop-color="#d9e4e6"/><stop offset="1" stop-color="#f2dcb0"/></linearGradient>
<linearGradient id="day" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#7fa9cf"/><stop offset="1" stop-color="#efe2c6"/></linearGradient>
<linearGradient id="dusk" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#16233f"/><stop offset="0.55" stop-color="#6b5a78"/><stop offset="1" stop-color="#e8b46a"/></linearGradient>
<linearGradient id="night" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#0f1a33"/><stop offset="1" stop-color="#3a4a72"/></linearGradient>
<linearGradient id="mirror" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#e9eef0"/><stop offset="0.5" stop-color="#c3ced3"/><stop offset="1" stop-color="#dfe6e8"/></linearGradient>
<linearGradient id="screen" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#1d2c4f"/><stop offset="1" stop-color="#3c5a8a"/></linearGradient>
<radialGradient id="navyGlow" cx="0.5" cy="0.45" r="0.75"><stop offset="0" stop-color="#2a3b61"/><stop offset="1" stop-color="#101a31"/></radialGradient>
<radialGradient id="light" cx="0.5" cy="0.3" r="0.6"><stop offset="0" stop-color="#fff4d6" stop-opacity="0.28"/><stop offset="1" stop-color="#fff4d6" stop-opacity="0"/></radialGradient>
<radialGradient id="vignette" cx="0.5" cy="0.5" r="0.75"><stop offset="0.6" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#0b1224" stop-opacity="0.45"/></radialGradient>
</defs>`;

export { DEFS as ART_DEFS };

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/** "PLACEHOLDER · name" on a dark strip whose top-left corner is (x, y). */
export function placeholderLabel(text: string, x: number, y: number, size = 22): string {
  const label = escapeXml(`PLACEHOLDER · ${text}`);
  const w = Math.round(label.length * size * 0.62 + size * 2);
  return `<g><rect x="${x}" y="${y}" width="${w}" height="${size * 1.9}" rx="${size * 0.3}" fill="${c.navy}" fill-opacity="0.72"/>
<text x="${x + size}" y="${y + size * 1.35}" font-family="DejaVu Sans, Noto Sans, Arial, sans-serif" font-size="${size}" letter-spacing="1.5" fill="${c.gold}">${label}</text></g>`;
}

export function photoSvg(scene: Scene, label: string): string {
  const { width, height } = PHOTO;
  const draw = SCENES[scene]();
  const body = renderPhoto(
    draw.faces,
    { eye: draw.eye ?? EYE },
    { width, height, focal: draw.focal ?? 760, horizon: height * (draw.horizon ?? 0.5) },
  );
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${DEFS}
<rect width="100%" height="100%" fill="${c.cream}"/>${draw.backdrop ?? ""}${body}
<rect width="100%" height="100%" fill="url(#light)"/><rect width="100%" height="100%" fill="url(#vignette)"/>
${placeholderLabel(label, 22, height - 66)}</svg>`;
}

export const photoScenes = Object.keys(SCENES) as Scene[];
