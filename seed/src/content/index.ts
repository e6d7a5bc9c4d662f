import { catering } from "./catering";
import { facilities } from "./facilities";
import { offers } from "./offers";
import { pages } from "./pages";
import { extras } from "./extras";
import { closures, seasons } from "./rates";
import { roomTypes } from "./room-types";
import { settings } from "./settings";
import { tourScenes } from "./tour-scenes";
import type { SeedContent } from "./types";

export { catering, closures, extras, facilities, offers, pages, roomTypes, seasons, settings, tourScenes };
export { settingsPlaceholders } from "./settings";
export type * from "./types";

export const content: SeedContent = { settings, roomTypes, facilities, offers, catering, pages, tourScenes, seasons, closures, extras };
