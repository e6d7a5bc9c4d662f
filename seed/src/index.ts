export {
  changedFields,
  connectAsSuperuser,
  hasSettings,
  SEEDED_COLLECTIONS,
  seedDatabase,
  SeedError,
  summarize,
  waitForPocketBase,
  type CollectionReport,
  type SeededCollection,
  type SeedOptions,
  type SeedReport,
} from "./seed";
export * from "./content/index";
export { companyProfilePdf } from "./company-profile";
export { renderPanorama, renderPhoto, IMAGE_SIZES } from "./images";
