// The forms' idle scheduling is the site's (the header preloads with it too).
export { whenIdleAfterLoad } from "@/lib/runtime/when-idle";
