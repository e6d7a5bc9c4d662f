import { getTranslations } from "next-intl/server";
import { CmsCover } from "@/components/content/CmsPicture";
import { PageHeader } from "@/components/content/PageHeader";
import { TourViewer } from "@/components/tour/TourViewer";
import { getTourScenes } from "@/lib/cms";
import { pageLocale, type LocaleParams } from "@/lib/page";
import { textPageMetadata } from "@/lib/seo";
import { ROUTES } from "@/lib/site";
import { PHOTO_USES } from "@/lib/photos/sizes";

export const generateMetadata = textPageMetadata(ROUTES.discover, "discover", { intro: "Discover" });

export default async function DiscoverPage({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  const [t, scenes] = await Promise.all([getTranslations({ locale, namespace: "Discover" }), getTourScenes(locale)]);
  const playable = scenes.filter((scene) => scene.panoramaUrl);
  return (
    <>
      <PageHeader title={t("heading")} intro={t("intro")} />
      <div className="container">
        {playable.length === 0 ? (
          <p className="empty">{t("empty")}</p>
        ) : (
          <TourViewer
            scenes={playable.map((scene, i) => ({
              id: scene.id,
              title: scene.title,
              description: scene.description,
              panoramaUrl: scene.panoramaUrl!,
              still: scene.still ? (
                <CmsCover
                  src={scene.still.wide}
                  alt={scene.still.alt}
                  sizes={PHOTO_USES.tourStill.sizes}
                  className="tour__still"
                  priority={i === 0}
                />
              ) : null,
              initialYaw: scene.initialYaw,
            }))}
            labels={{
              scenes: t("scenes"),
              left: t("left"),
              right: t("right"),
              up: t("up"),
              down: t("down"),
              zoomIn: t("zoomIn"),
              zoomOut: t("zoomOut"),
              loading: t("loading"),
              fallback: t("fallback"),
              viewerLabel: t.raw("viewerLabel") as string,
              start: t("start"),
            }}
          />
        )}
      </div>
    </>
  );
}
