import type { NextRequest, NextResponse } from "next/server";
import { env } from "@/lib/env";
import { contentSecurityPolicy } from "./security-headers";

type Handler = (request: NextRequest) => NextResponse | Promise<NextResponse>;

let policy: string | undefined;

/** Adds the Content-Security-Policy to every page the proxy answers (see security-headers.ts). */
export function withSecurityHeaders(handler: Handler): (request: NextRequest) => Promise<NextResponse> {
  return async (request) => {
    const response = await handler(request);
    policy ??= contentSecurityPolicy({ pocketBaseOrigin: env().pbPublicUrl, https: env().siteUrl.startsWith("https:") });
    response.headers.set("Content-Security-Policy", policy);
    return response;
  };
}
