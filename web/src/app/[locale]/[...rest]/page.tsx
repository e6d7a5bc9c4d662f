import { notFound } from "next/navigation";

// Any multi-segment path no route matches: render the locale's 404 page
// (inside the site chrome) with a real 404 status.
export default function CatchAll() {
  notFound();
}
